export const NOTIFICATIONS_PATH = '/portal/notification/notifications';
export const notificationPath = (id: number) => `${NOTIFICATIONS_PATH}/${id}`;
/** The order a notification is about (spec 2 orders "show" page). */
export const orderPath = (orderId: number) => `/portal/management/orders/show/${orderId}`;
