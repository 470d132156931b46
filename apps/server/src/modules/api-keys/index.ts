import type { Infrastructure, ModuleManifest } from '../../app-types.ts';
import { apiKeysRepository } from './api-keys-repository.ts';
import { apiKeysRoutes } from './api-keys-routes.ts';
import { apiKeysService } from './api-keys-service.ts';

export type { ApiKeysService } from './api-keys-service.ts';

/** The accounts' API keys: bearer credentials for integrations (docs/integrating.md). */
export const apiKeysModule = {
  name: 'api-keys',
  services: ({ db }: Pick<Infrastructure, 'db'>) => ({ apiKeys: apiKeysService(apiKeysRepository(db)) }),
  routes: apiKeysRoutes,
} satisfies ModuleManifest;
