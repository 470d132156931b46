import type { Infrastructure, ModuleManifest } from '../../app-types.ts';
import { dnisRepository } from './dnis-repository.ts';
import { dnisRoutes } from './dnis-routes.ts';
import { dnisService } from './dnis-service.ts';

export type { DnisService } from './dnis-service.ts';

/** DNIS: the routing of each inventory number. */
export const dnisModule = {
  name: 'dnis',
  services: ({ db }: Pick<Infrastructure, 'db'>) => ({ dnis: dnisService(dnisRepository(db)) }),
  routes: dnisRoutes,
} satisfies ModuleManifest;
