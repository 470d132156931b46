import { NOTIFICATION_MESSAGES, pageOffset, type NotificationListQuery, TICKETS_PER_DAY, type TicketCreateInput } from '@gsn/domain';
import { notFound, tooMany } from '../../lib/errors.ts';
import type { SubjectPaths } from '../../app-types.ts';
import type { Principal } from '../../security/principal.ts';
import type { NotificationsRepository, NotificationView } from './notifications-repository.ts';
import { eventTexts, type Notifier } from './notifications-notifier.ts';
import type { EventCatalogue } from '@gsn/domain';

const DAY = 86_400_000;

/**
 * Notifications (functionality 400) are private to their receiver: every call works on the caller's own rows, and
 * anyone else's notification answers 404. Tickets (800) are notifications to the support ticket type's receivers.
 */
export function notificationsService(
  repo: NotificationsRepository,
  notifier: Notifier,
  catalogue: Pick<EventCatalogue, 'render'>,
  subjectPaths: SubjectPaths = {},
) {
  /** The reader's language: the one the request asks for, else the profile's, else English. */
  const readerLanguage = async (p: Principal, asked: string | undefined) => asked ?? (await repo.language(p.accountId)) ?? 'en';

  /** Title and message made from the event in the reader's language; older rows and tickets keep their texts. */
  const localized = (n: NotificationView, language: string): NotificationView => {
    const texts = eventTexts(catalogue, language, n.event, n.params);
    // what it is about opens where its module says (a kind no module claims any more opens nowhere)
    const path = n.subject ? (subjectPaths[n.subject.kind]?.(n.subject.id) ?? null) : null;
    const withPath = n.subject ? { ...n, subject: { ...n.subject, path } } : n;
    return texts ? { ...withPath, notification_title: texts.title, notification_message: texts.message } : withPath;
  };

  async function own(p: Principal, id: number, language?: string): Promise<NotificationView> {
    const row = await repo.get(id, p.accountId);
    if (!row) throw notFound();
    return localized(row, await readerLanguage(p, language));
  }

  return {
    async list(p: Principal, q: NotificationListQuery, language?: string) {
      // the list is always the caller's: another receiver named in the query sees nothing rather than an error
      if (q.receiver_account_id !== undefined && q.receiver_account_id !== p.accountId) return { data: [], count: 0 };
      const [page, lng] = await Promise.all([
        repo.list({
          receiverId: p.accountId,
          unread: q.unread,
          afterId: q.after_id,
          offset: pageOffset(q),
          limit: q.limit,
          orderby: q.orderby ?? 'notification_read',
          asc: q.asc ?? true,
        }),
        readerLanguage(p, language),
      ]);
      return { ...page, data: page.data.map((n) => localized(n, lng)) };
    },

    get: own,

    async setRead(p: Principal, id: number, read: boolean, language?: string) {
      if (!(await repo.setRead(id, p.accountId, read))) throw notFound();
      return { message: NOTIFICATION_MESSAGES.updated, data: await own(p, id, language) };
    },

    /** The badge and dashboard counter: the caller's unread notifications. */
    unreadCount: (p: Principal) => repo.countUnread(p.accountId),

    /** A support ticket: at most TICKETS_PER_DAY per account in 24 hours (each one mails the support staff). */
    async submitTicket(p: Principal, input: TicketCreateInput) {
      const key = `ticket:${p.accountId}`;
      const filed = (await repo.attemptsByKey([key], new Date(Date.now() - DAY))).get(key)?.count ?? 0;
      if (filed >= TICKETS_PER_DAY) throw tooMany('ticket.daily_limit', NOTIFICATION_MESSAGES.ticketLimit);
      await repo.addAttempt(key);
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
