import type { Infrastructure, ModuleManifest } from '../../app-types.ts';
import { notificationTypeRepository } from './notification-type-repository.ts';
import { notificationTypeRoutes } from './notification-type-routes.ts';
import { notificationTypeService } from './notification-type-service.ts';

export type { NotificationTypeService } from './notification-type-service.ts';

/** Notification types (functionality 1020). */
export const notificationTypesModule = {
  name: 'notification-types',
  services: ({ db }: Pick<Infrastructure, 'db'>) => ({ notificationTypes: notificationTypeService(notificationTypeRepository(db)) }),
  routes: notificationTypeRoutes,
} satisfies ModuleManifest;
