import { NOTIFICATION_MESSAGES, pageOffset, type NotificationListQuery, type TicketCreateInput } from '@gsn/domain';
import { notFound } from '../../lib/errors.ts';
import type { Principal } from '../session/session-service.ts';
import type { NotificationsRepository, NotificationView } from './notifications-repository.ts';
import type { Notifier } from './notifier.ts';

/**
 * Notifications (functionality 400) are private to their receiver: every call works on the caller's own rows, and
 * anyone else's notification answers 404. Tickets (800) are notifications to the support ticket type's receivers.
 */
export function notificationsService(repo: NotificationsRepository, notifier: Notifier) {
  async function own(p: Principal, id: number): Promise<NotificationView> {
    const row = await repo.get(id, p.accountId);
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(p: Principal, q: NotificationListQuery) {
      // the list is always the caller's: another receiver named in the query sees nothing rather than an error
      if (q.receiver_account_id !== undefined && q.receiver_account_id !== p.accountId) return { data: [], count: 0 };
      return repo.list({
        receiverId: p.accountId,
        unread: q.unread,
        offset: pageOffset(q),
        limit: q.limit,
        orderby: q.orderby ?? 'notification_read',
        asc: q.asc ?? true,
      });
    },

    get: own,

    async setRead(p: Principal, id: number, read: boolean) {
      if (!(await repo.setRead(id, p.accountId, read))) throw notFound();
      return { message: NOTIFICATION_MESSAGES.updated, data: await own(p, id) };
    },

    /** The badge and dashboard counter: the caller's unread notifications. */
    unreadCount: (p: Principal) => repo.countUnread(p.accountId),

    async submitTicket(p: Principal, input: TicketCreateInput) {
      await notifier.ticketCreated({
        title: input.title,
        message: input.message,
        creator: { accountId: p.accountId, accountTypeId: p.accountTypeId, customerId: p.customerId },
        from: p.email,
      });
      return { message: NOTIFICATION_MESSAGES.ticketSubmitted };
    },
  };
}

export type NotificationsService = ReturnType<typeof notificationsService>;
