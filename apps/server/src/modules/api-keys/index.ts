import type { Infrastructure, ModuleManifest } from '../../app-types.ts';
import { apiKeysRepository } from './api-keys-repository.ts';
import { apiKeysRoutes } from './api-keys-routes.ts';
import { apiKeysService } from './api-keys-service.ts';
import type { PermissionService } from '../permissions/index.ts';

export type { ApiKeysService } from './api-keys-service.ts';

/** The accounts' API keys: bearer credentials for integrations (docs/integrating.md). */
export const apiKeysModule = {
  name: 'api-keys',
  services: (d: Pick<Infrastructure, 'db' | 'mailer' | 'config'> & { permissions: PermissionService }) => ({
    apiKeys: apiKeysService({
      repo: apiKeysRepository(d.db),
      permissions: (typeId, customerId) => d.permissions.effective(typeId, customerId),
      mailer: d.mailer,
      publicUrl: d.config.publicUrl,
    }),
  }),
  routes: apiKeysRoutes,
} satisfies ModuleManifest;
