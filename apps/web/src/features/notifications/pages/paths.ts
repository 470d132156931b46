export const NOTIFICATIONS_PATH = '/portal/notification/notifications';
export const notificationPath = (id: number) => `${NOTIFICATIONS_PATH}/${id}`;
