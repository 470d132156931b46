import type { Infrastructure, ModuleManifest } from '../../app-types.ts';
import { callsRepository } from '../calls/index.ts';
import { reportsExports } from './reports-exports.ts';
import { reportsRepository } from './reports-repository.ts';
import { reportsRoutes } from './reports-routes.ts';
import { reportsService } from './reports-service.ts';

export type { ReportsService } from './reports-service.ts';

/** The order overview and the call statistics (functionality 900) and their exports. */
export const reportsModule = {
  name: 'reports',
  services: ({ db }: Pick<Infrastructure, 'db'>) => ({
    reports: reportsService({ repo: reportsRepository(db), calls: callsRepository(db) }),
  }),
  routes: reportsRoutes,
  exportReports: ({ db }) => reportsExports({ calls: callsRepository(db), orders: reportsRepository(db) }),
} satisfies ModuleManifest;
