import { CUSTOMER_TYPES, STAFF_TYPES } from '@gsn/domain';
import { EXPORT_EVENTS } from '@gsn/domain/exports/events';
import type { Infrastructure, ModuleManifest } from '../../app-types.ts';
import type { Events } from '../../lib/events.ts';
import type { PermissionService } from '../permissions/index.ts';
import { exportsRepository } from './exports-repository.ts';
import { exportsRoutes } from './exports-routes.ts';
import { exportsService } from './exports-service.ts';

export type { ExportsService } from './exports-service.ts';
export { csvLine, UTF8_BOM } from './exports-files.ts';

/** Exports: the reports the modules contribute (their manifests' `exportReports`), run as jobs into files. */
export const exportsModule = {
  name: 'exports',
  services: (
    d: Pick<Infrastructure, 'db' | 'jobs' | 'exportStorage' | 'exportReports' | 'log'> & { permissions: PermissionService; events: Events },
  ) => ({
    exports: exportsService({
      repo: exportsRepository(d.db),
      reports: d.exportReports,
      permissions: d.permissions,
      jobs: d.jobs,
      storage: d.exportStorage,
      events: d.events,
      log: d.log,
    }),
  }),
  routes: exportsRoutes,
  events: () => EXPORT_EVENTS,
  // an export is ready: whoever asked for it (any account type may export)
  notificationTypes: () => [
    {
      functionality_id: 220,
      category: 'download',
      sub_category: 'export',
      action: 'completed',
      default_receiver_account_type_id: [...STAFF_TYPES, ...CUSTOMER_TYPES],
      alert_email: false,
    },
  ],
} satisfies ModuleManifest;
