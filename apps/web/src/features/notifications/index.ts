/** The notifications feature's public surface: the header's unread badge. */
export { useUnreadNotificationCount } from './api/use-unread-count';
