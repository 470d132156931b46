import { NOTIFICATION_MESSAGES, pageOffset, type NotificationListQuery } from '@gsn/domain';
import { notFound } from '../../lib/errors.ts';
import type { SubjectPaths } from '../../app-types.ts';
import type { Principal } from '../../security/principal.ts';
import type { NotificationsRepository, NotificationView } from './notifications-repository.ts';
import { eventTexts } from './notifications-notifier.ts';
import type { EventCatalogue } from '@gsn/domain';

/**
 * Notifications (functionality 400) are private to their receiver: every call works on the caller's own rows, and
 * anyone else's notification answers 404. Support tickets (800) are the tickets module's (POST /notifications too).
 */
export function notificationsService(
  repo: NotificationsRepository,
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
          category: q.category,
          fromDate: q.fromDate,
          toDate: q.toDate,
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

    /** The categories of the caller's own notifications (the list filter's choices). */
    async categories(p: Principal) {
      return { data: await repo.categories(p.accountId) };
    },

    async setRead(p: Principal, id: number, read: boolean, language?: string) {
      if (!(await repo.setRead(id, p.accountId, read))) throw notFound();
      return { message: NOTIFICATION_MESSAGES.updated, data: await own(p, id, language) };
    },

    /** The badge and dashboard counter: the caller's unread notifications. */
    unreadCount: (p: Principal) => repo.countUnread(p.accountId),
  };
}

export type NotificationsService = ReturnType<typeof notificationsService>;
