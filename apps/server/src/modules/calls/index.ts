import type { Infrastructure, ModuleManifest } from '../../app-types.ts';
import { CALL_TEMPLATE_COLUMNS, CALL_TEMPLATE_EXAMPLE, FUNCTIONALITIES } from '@gsn/domain';
import { callLoadRepository } from './calls-load-repository.ts';
import { callImportRepository } from './calls-import-repository.ts';
import { callLoadService } from './calls-load-service.ts';
import { callsExports } from './calls-exports.ts';
import { callsRepository } from './calls-repository.ts';
import { callsRoutes } from './calls-routes.ts';
import { callsService } from './calls-service.ts';

export { CALL_INSERT_COLUMNS, dropEmptyCounters, insertCallsFrom, removeCallsFrom } from './calls-insert.ts';
export { CALL_LOAD_LOCK } from './calls-load-repository.ts';
export {
  CALL_IMPORT_CHUNK_LINES,
  type CallImportRepository,
  callImportRepository,
  rollBackUnfinishedImports,
  type StagedCall,
} from './calls-import-repository.ts';
export type { CallLoadService } from './calls-load-service.ts';
export { REPORT_LIST } from './calls-exports.ts';
export {
  type CallFilter,
  type CallInsert,
  type CallScope,
  type CallsRepository,
  callsRepository,
  scopeAndFilter,
} from './calls-repository.ts';
export { callLoadAccess, reportAccess } from './calls-routes.ts';
export { type CallsService, callFilter, callScope } from './calls-service.ts';

/** Call records (functionality 900 to read, 220 to load), the upload template and the call summary export. */
export const callsModule = {
  name: 'calls',
  services: ({ db, database, callLoads }: Pick<Infrastructure, 'db' | 'database' | 'callLoads'>) => ({
    calls: callsService(callsRepository(db)),
    // on the embedded engine (one connection) the xlsx upload is staged and merged in short statements
    callLoad: callLoadService(callLoadRepository(db), database.pglite ? callImportRepository(database) : undefined, callLoads),
  }),
  routes: callsRoutes,
  templates: () => [
    {
      name: 'calls',
      filename: 'calls-template.xlsx',
      sheetName: 'Calls',
      columns: CALL_TEMPLATE_COLUMNS,
      example: CALL_TEMPLATE_EXAMPLE,
      access: { functionality: FUNCTIONALITIES.invnumber, action: 'write', audience: 'staff' },
    },
  ],
  exportReports: ({ db }) => callsExports(callsRepository(db)),
} satisfies ModuleManifest;
