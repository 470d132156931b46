import type { Infrastructure, ModuleManifest } from '../../app-types.ts';
import { configurationRepository } from './configuration-repository.ts';
import { configurationRoutes } from './configuration-routes.ts';
import { configurationService } from './configuration-service.ts';

export type { ConfigurationService } from './configuration-service.ts';

/** The administrator's configuration entries (registration, user limit, support contacts, webhooks). */
export const configurationModule = {
  name: 'configuration',
  services: ({ db }: Pick<Infrastructure, 'db'>) => ({ configuration: configurationService(configurationRepository(db)) }),
  routes: configurationRoutes,
} satisfies ModuleManifest;
