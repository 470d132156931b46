import type { Infrastructure, ModuleManifest } from '../../app-types.ts';
import { accountTypeRepository } from './account-types-repository.ts';
import { accountTypeRoutes } from './account-types-routes.ts';
import { accountTypeService } from './account-types-service.ts';

export type { AccountTypeService } from './account-types-service.ts';

/** Account types (functionality 1000). */
export const accountTypesModule = {
  name: 'account-types',
  services: ({ db }: Pick<Infrastructure, 'db'>) => ({ accountTypes: accountTypeService(accountTypeRepository(db)) }),
  routes: accountTypeRoutes,
} satisfies ModuleManifest;
