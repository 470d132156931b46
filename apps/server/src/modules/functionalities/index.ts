import type { Infrastructure, ModuleManifest } from '../../app-types.ts';
import { functionalityRepository } from './functionalities-repository.ts';
import { functionalityRoutes } from './functionalities-routes.ts';
import { functionalityService } from './functionalities-service.ts';

export type { FunctionalityService } from './functionalities-service.ts';

/** Functionalities (functionality 1030). */
export const functionalitiesModule = {
  name: 'functionalities',
  services: ({ db }: Pick<Infrastructure, 'db'>) => ({ functionalities: functionalityService(functionalityRepository(db)) }),
  routes: functionalityRoutes,
} satisfies ModuleManifest;
