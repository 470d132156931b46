import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { dayStart, daysAfter } from '@gsn/domain';
import type { Db } from '../../db/connect.ts';
import { attemptsRepository } from '../../security/attempts-repository.ts';
import { accounts, customers, notifications, notificationTypes, userProfiles } from '../../db/schema.ts';

/** The key of a notification type: functionality, category, sub-category, action. */
export interface NotificationTypeKey {
  functionality_id: number;
  category: string;
  sub_category: string;
  action: string;
}

/** What the notifier needs of a type. */
export interface DeliveryType {
  id: number;
  functionality_id: number;
  default_receiver_account_type_id: number[];
  default_receiver_account_id: number | null;
  alert_email: boolean;
}

export interface Receiver {
  id: number;
  email: string;
  /** The receiver's company (null: staff). */
  customer_id: number | null;
  /** The profile language (the e-mail's), if set. */
  language: string | null;
}

export interface NewNotification {
  notification_type_id: number | null;
  functionality_id: number;
  receiver_account_id: number;
  creator_account_id: number | null;
  creator_customer_id: number | null;
  order_id: number | null;
  subject_kind?: string | null;
  subject_id?: number | null;
  notification_title: string;
  notification_message: string;
  event?: string | null;
  params?: Record<string, unknown> | null;
}

/** A notification as the API shows it. */
export interface NotificationView {
  id: number;
  creator_customer: string | null;
  notificationtype: { category: string; sub_category: string; action: string } | null;
  notification_title: string;
  notification_message: string;
  notification_status: string;
  notification_read: boolean;
  /** The event and its parameters the texts are made from (null on older rows and tickets). */
  event: string | null;
  params: Record<string, unknown> | null;
  functionality_id: number;
  order_id: number | null;
  /** What it is about, and where the web app opens it (null: nothing to open). */
  subject: { kind: string; id: number; path: string | null } | null;
  receiver_account_id: number;
  creator_account_id: number | null;
  creator_customer_id: number | null;
  createdAt: string;
}

export interface NotificationListFilter {
  receiverId: number;
  unread?: boolean | undefined;
  /** Only notifications with a larger id (the sync cursor). */
  afterId?: number | undefined;
  /** Only notifications of a type of this category. */
  category?: string | null | undefined;
  /** Only notifications created on these UTC days (inclusive; either alone is open-ended). */
  fromDate?: string | null | undefined;
  toDate?: string | null | undefined;
  offset: number;
  limit: number;
  orderby: 'notification_read' | 'createdAt' | 'id';
  asc: boolean;
}

export function notificationsRepository(db: Db) {
  const view = () =>
    db
      .select({
        id: notifications.id,
        creator_customer: customers.name,
        category: notificationTypes.category,
        sub_category: notificationTypes.sub_category,
        action: notificationTypes.action,
        notification_title: notifications.notification_title,
        notification_message: notifications.notification_message,
        notification_status: notifications.notification_status,
        notification_read: notifications.notification_read,
        event: notifications.event,
        params: notifications.params,
        functionality_id: notifications.functionality_id,
        order_id: notifications.order_id,
        subject_kind: notifications.subject_kind,
        subject_id: notifications.subject_id,
        receiver_account_id: notifications.receiver_account_id,
        creator_account_id: notifications.creator_account_id,
        creator_customer_id: notifications.creator_customer_id,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .leftJoin(customers, eq(customers.id, notifications.creator_customer_id))
      .leftJoin(notificationTypes, eq(notificationTypes.id, notifications.notification_type_id));

  type Row = Awaited<ReturnType<ReturnType<typeof view>['execute']>>[number];
  const toView = ({ category, sub_category, action, createdAt, subject_kind, subject_id, ...r }: Row): NotificationView => ({
    ...r,
    notificationtype: category === null || sub_category === null || action === null ? null : { category, sub_category, action },
    subject: subject_kind !== null && subject_id !== null ? { kind: subject_kind, id: subject_id, path: null } : null,
    createdAt: createdAt.toISOString(),
  });

  const own = (receiverId: number, unread?: boolean): SQL =>
    and(
      eq(notifications.receiver_account_id, receiverId),
      unread === undefined ? undefined : eq(notifications.notification_read, !unread),
    )!;

  return {
    // tickets filed per account and day (security/attempts-repository.ts)
    ...attemptsRepository(db),
    /** The company's own copy of the type when `customerId` has one, else the default row. */
    async typeFor(key: NotificationTypeKey, customerId: number | null): Promise<DeliveryType | undefined> {
      const [row] = await db
        .select({
          id: notificationTypes.id,
          functionality_id: notificationTypes.functionality_id,
          default_receiver_account_type_id: notificationTypes.default_receiver_account_type_id,
          default_receiver_account_id: notificationTypes.default_receiver_account_id,
          alert_email: notificationTypes.alert_email,
        })
        .from(notificationTypes)
        .where(
          and(
            eq(notificationTypes.functionality_id, key.functionality_id),
            eq(notificationTypes.category, key.category),
            eq(notificationTypes.sub_category, key.sub_category),
            eq(notificationTypes.action, key.action),
            customerId === null
              ? isNull(notificationTypes.customer_id)
              : or(isNull(notificationTypes.customer_id), eq(notificationTypes.customer_id, customerId)),
          ),
        )
        .orderBy(sql`${notificationTypes.customer_id} is null`, asc(notificationTypes.id))
        .limit(1);
      return row;
    },

    /**
     * Active, enabled accounts that receive: staff of `staffTypes`, accounts of `customerTypes` in `customerId`,
     * and the accounts `accountIds`; never those of `excludeIds`.
     */
    async receivers(q: {
      staffTypes: number[];
      customerTypes: number[];
      customerId: number | null;
      /** Accounts receiving whatever their type (the type's default receiver, the accounts an event is addressed to). */
      accountIds: number[];
      excludeIds: number[];
    }): Promise<Receiver[]> {
      const who = [
        q.staffTypes.length ? inArray(accounts.account_type_id, q.staffTypes) : undefined,
        q.customerTypes.length && q.customerId !== null
          ? and(inArray(accounts.account_type_id, q.customerTypes), eq(accounts.customer_id, q.customerId))
          : undefined,
        q.accountIds.length ? inArray(accounts.id, q.accountIds) : undefined,
      ].filter((c): c is SQL => c !== undefined);
      if (!who.length) return [];
      return db
        .select({ id: accounts.id, email: accounts.email, customer_id: accounts.customer_id, language: userProfiles.language })
        .from(accounts)
        .leftJoin(userProfiles, eq(userProfiles.account_id, accounts.id))
        .where(
          and(
            eq(accounts.status, 'active'),
            eq(accounts.disabled, false),
            or(...who),
            q.excludeIds.length ? notInArray(accounts.id, q.excludeIds) : undefined,
          ),
        )
        .orderBy(asc(accounts.id));
    },

    /** One statement for all rows; returns the new ids with their receivers. */
    async insertMany(rows: NewNotification[]): Promise<{ id: number; receiver_account_id: number }[]> {
      if (!rows.length) return [];
      return db
        .insert(notifications)
        .values(rows)
        .returning({ id: notifications.id, receiver_account_id: notifications.receiver_account_id });
    },

    async list(f: NotificationListFilter): Promise<{ data: NotificationView[]; count: number }> {
      const where = and(
        own(f.receiverId, f.unread),
        f.afterId === undefined ? undefined : gt(notifications.id, f.afterId),
        // a subquery, not the view's join: the count reads notifications alone
        f.category
          ? inArray(
              notifications.notification_type_id,
              db.select({ id: notificationTypes.id }).from(notificationTypes).where(eq(notificationTypes.category, f.category)),
            )
          : undefined,
        f.fromDate ? gte(notifications.createdAt, dayStart(f.fromDate)) : undefined,
        f.toDate ? lt(notifications.createdAt, dayStart(daysAfter(f.toDate, 1))) : undefined,
      );
      const dir = f.asc ? asc : desc;
      const order =
        f.orderby === 'notification_read'
          ? [dir(notifications.notification_read), desc(notifications.createdAt), desc(notifications.id)]
          : f.orderby === 'createdAt'
            ? [dir(notifications.createdAt), dir(notifications.id)]
            : [dir(notifications.id)];
      const [rows, [total]] = await Promise.all([
        view()
          .where(where)
          .orderBy(...order)
          .limit(f.limit)
          .offset(f.offset),
        db.select({ n: sql<number>`count(*)::int` }).from(notifications).where(where),
      ]);
      return { data: rows.map(toView), count: total?.n ?? 0 };
    },

    /** The reader's profile language, if set. */
    async language(accountId: number): Promise<string | null> {
      const [r] = await db
        .select({ language: userProfiles.language })
        .from(userProfiles)
        .where(eq(userProfiles.account_id, accountId))
        .limit(1);
      return r?.language ?? null;
    },

    /** The categories of the types of a receiver's notifications, sorted (the list filter's choices). */
    async categories(receiverId: number): Promise<string[]> {
      const rows = await db
        .selectDistinct({ category: notificationTypes.category })
        .from(notifications)
        .innerJoin(notificationTypes, eq(notificationTypes.id, notifications.notification_type_id))
        .where(eq(notifications.receiver_account_id, receiverId))
        .orderBy(notificationTypes.category);
      return rows.map((r) => r.category);
    },

    async countUnread(receiverId: number): Promise<number> {
      const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(notifications).where(own(receiverId, true));
      return r?.n ?? 0;
    },

    /** The notification when `receiverId` receives it. */
    async get(id: number, receiverId: number): Promise<NotificationView | undefined> {
      const [row] = await view()
        .where(and(eq(notifications.id, id), eq(notifications.receiver_account_id, receiverId)))
        .limit(1);
      return row && toView(row);
    },

    async setRead(id: number, receiverId: number, read: boolean): Promise<boolean> {
      const rows = await db
        .update(notifications)
        .set({ notification_read: read, updatedAt: new Date() })
        .where(and(eq(notifications.id, id), eq(notifications.receiver_account_id, receiverId)))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof notificationsRepository>;
