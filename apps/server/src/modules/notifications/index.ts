import { NOTIFICATIONS_EVENTS } from '@gsn/domain/notifications/events';
import type { Infrastructure, ModuleManifest } from '../../app-types.ts';
import type { Events } from '../../lib/events.ts';
import { notificationsRepository } from './notifications-repository.ts';
import { notificationsRoutes } from './notifications-routes.ts';
import { notificationsService } from './notifications-service.ts';
import { createNotifier } from './notifications-notifier.ts';

export type { NotificationsService } from './notifications-service.ts';
export type { Notifier, NotifyActor, NotifyInput } from './notifications-notifier.ts';

/** Notifications and the notifier that creates them (and their e-mails) for any module's events. */
export const notificationsModule = {
  name: 'notifications',
  services: (
    d: Pick<Infrastructure, 'db' | 'mailer' | 'config' | 'log' | 'outbox' | 'subjectPaths' | 'eventCatalogue'> & { events: Events },
  ) => {
    const repo = notificationsRepository(d.db);
    const notifier = createNotifier({
      repo,
      mailer: d.mailer,
      publicUrl: d.config.publicUrl,
      subjectPaths: d.subjectPaths,
      catalogue: d.eventCatalogue,
      events: d.events,
      outbox: d.outbox,
      log: d.log,
    });
    return { notifier, notifications: notificationsService(repo, d.eventCatalogue, d.subjectPaths) };
  },
  routes: notificationsRoutes,
  events: () => NOTIFICATIONS_EVENTS,
} satisfies ModuleManifest;
