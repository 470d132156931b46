import type { Infrastructure, ModuleManifest } from '../../app-types.ts';
import { notificationTypeRepository } from './notification-types-repository.ts';
import { notificationTypeRoutes } from './notification-types-routes.ts';
import { notificationTypeService } from './notification-types-service.ts';

export type { NotificationTypeService } from './notification-types-service.ts';

/** Notification types (functionality 1020). */
export const notificationTypesModule = {
  name: 'notification-types',
  services: ({ db }: Pick<Infrastructure, 'db'>) => ({ notificationTypes: notificationTypeService(notificationTypeRepository(db)) }),
  routes: notificationTypeRoutes,
} satisfies ModuleManifest;
