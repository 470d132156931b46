import type { Infrastructure, ModuleManifest } from '../../app-types.ts';
import { functionalityRepository } from './functionality-repository.ts';
import { functionalityRoutes } from './functionality-routes.ts';
import { functionalityService } from './functionality-service.ts';

export type { FunctionalityService } from './functionality-service.ts';

/** Functionalities (functionality 1030). */
export const functionalitiesModule = {
  name: 'functionalities',
  services: ({ db }: Pick<Infrastructure, 'db'>) => ({ functionalities: functionalityService(functionalityRepository(db)) }),
  routes: functionalityRoutes,
} satisfies ModuleManifest;
