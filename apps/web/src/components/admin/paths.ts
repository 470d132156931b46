/** The administration screens (spec 1 §2, under /portal/administration/). */
export const ADMIN_BASE = '/portal/administration';

export const ADMIN_PATHS = {
  configuration: `${ADMIN_BASE}/configuration/edit`,
  permissions: `${ADMIN_BASE}/permissions`,
  accountTypes: `${ADMIN_BASE}/account_types`,
  notificationTypes: `${ADMIN_BASE}/notification_types`,
  functionalities: `${ADMIN_BASE}/functionalities`,
} as const;
