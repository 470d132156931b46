import type { Infrastructure, ModuleManifest } from '../../app-types.ts';
import { referenceRepository } from './reference-repository.ts';
import { referenceRoutes } from './reference-routes.ts';
import { referenceService } from './reference-service.ts';

export type { ReferenceService } from './reference-service.ts';

/** Reference data: countries, currencies, dial codes, jurisdictions, cities (public). */
export const referenceModule = {
  name: 'reference',
  services: ({ db }: Pick<Infrastructure, 'db'>) => ({ reference: referenceService(referenceRepository(db)) }),
  routes: referenceRoutes,
} satisfies ModuleManifest;
