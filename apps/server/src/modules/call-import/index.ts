import { CALL_IMPORT_EVENTS } from '@gsn/domain/reports/events';
import type { Infrastructure, ModuleManifest } from '../../app-types.ts';
import type { Events } from '../../lib/events.ts';
import { callImportRepository } from '../calls/index.ts';
import { callImportRoutes } from './call-import-routes.ts';
import { callImportService } from './call-import-service.ts';

export type { CallImportService } from './call-import-service.ts';
export { CALL_IMPORT_CHUNK_LINES, rollBackUnfinishedImports } from '../calls/index.ts';

/** POST /calls/import: CSV call records streamed in with COPY. */
export const callImportModule = {
  name: 'call-import',
  services: (d: Pick<Infrastructure, 'database' | 'callLoads' | 'config'> & { events: Events }) => ({
    callImport: callImportService(callImportRepository(d.database, { rateOnLoad: d.config.callRatingOnLoad }), d.events, d.callLoads),
  }),
  routes: callImportRoutes,
  events: () => CALL_IMPORT_EVENTS,
} satisfies ModuleManifest;
