import type { Infrastructure, ModuleManifest } from '../../app-types.ts';
import type { ExportsService } from '../exports/index.ts';
import { reportingRepository } from './reporting-repository.ts';
import { reportingRoutes } from './reporting-routes.ts';
import { reportingService } from './reporting-service.ts';

export type { ReportingService } from './reporting-service.ts';

/** Saved report requests and their schedules; each run is an export job of the existing kind. */
export const reportingModule = {
  name: 'reporting',
  services: (d: Pick<Infrastructure, 'db' | 'mailer' | 'jobs' | 'config' | 'log'> & { exports: ExportsService }) => ({
    reporting: reportingService({
      repo: reportingRepository(d.db),
      exports: { request: (...a) => d.exports.request(...a) },
      mailer: d.mailer,
      jobs: d.jobs,
      publicUrl: d.config.publicUrl,
      log: d.log,
    }),
  }),
  routes: reportingRoutes,
} satisfies ModuleManifest;
