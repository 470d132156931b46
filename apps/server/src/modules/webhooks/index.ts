import type { Infrastructure, ModuleManifest } from '../../app-types.ts';
import type { ConfigurationService } from '../configuration/index.ts';
import { webhooksRepository } from './webhooks-repository.ts';
import { webhooksRoutes } from './webhooks-routes.ts';
import { webhooksService } from './webhooks-service.ts';

export type { WebhooksService } from './webhooks-service.ts';

/** Webhook endpoints and deliveries; features emit events through `events`. */
export const webhooksModule = {
  name: 'webhooks',
  services: (
    d: Pick<Infrastructure, 'db' | 'jobs' | 'mailer' | 'metrics' | 'config' | 'log' | 'outbox' | 'eventCatalogue'> & {
      configuration: ConfigurationService;
    },
  ) => {
    const webhooks = webhooksService({
      repo: webhooksRepository(d.db),
      catalogue: d.eventCatalogue,
      outbox: d.outbox,
      db: d.db,
      jobs: d.jobs,
      mailer: d.mailer,
      allowPrivate: async () => (await d.configuration.values()).get('webhooks_allow_private_addresses') === 'true',
      publicUrl: d.config.publicUrl,
      log: d.log,
      metrics: d.metrics,
      eventRetentionDays: d.config.webhookEventRetentionDays,
    });
    return { webhooks, events: webhooks.events };
  },
  routes: webhooksRoutes,
} satisfies ModuleManifest;
