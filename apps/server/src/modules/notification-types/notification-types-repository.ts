import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { functionalities, notificationTypes } from '../../db/schema.ts';

/** A notification type as the API shows it: with its functionality's description. */
export interface NotificationTypeView {
  id: number;
  functionality_id: number;
  functionality: { description: string };
  customer_id: number | null;
  category: string;
  sub_category: string;
  action: string;
  default_receiver_account_type_id: number[];
  default_receiver_account_id: number | null;
  alert_user: boolean;
  alert_group: boolean;
  alert_email: boolean;
  alert_client: boolean;
}

export interface NotificationTypeChanges {
  default_receiver_account_type_id: number[];
  alert_user: boolean;
  alert_group: boolean;
  alert_email: boolean;
  alert_client: boolean;
}

type Key = Pick<NotificationTypeView, 'functionality_id' | 'category' | 'sub_category' | 'action'>;

const cols = {
  id: notificationTypes.id,
  functionality_id: notificationTypes.functionality_id,
  functionality: { description: functionalities.description },
  customer_id: notificationTypes.customer_id,
  category: notificationTypes.category,
  sub_category: notificationTypes.sub_category,
  action: notificationTypes.action,
  default_receiver_account_type_id: notificationTypes.default_receiver_account_type_id,
  default_receiver_account_id: notificationTypes.default_receiver_account_id,
  alert_user: notificationTypes.alert_user,
  alert_group: notificationTypes.alert_group,
  alert_email: notificationTypes.alert_email,
  alert_client: notificationTypes.alert_client,
};

const sameKey = (k: Key): SQL =>
  and(
    eq(notificationTypes.functionality_id, k.functionality_id),
    eq(notificationTypes.category, k.category),
    eq(notificationTypes.sub_category, k.sub_category),
    eq(notificationTypes.action, k.action),
  )!;

export function notificationTypeRepository(db: Db) {
  const view = (where: SQL | undefined) =>
    db
      .select(cols)
      .from(notificationTypes)
      .innerJoin(functionalities, eq(functionalities.id, notificationTypes.functionality_id))
      .where(where)
      .orderBy(asc(notificationTypes.functionality_id), asc(notificationTypes.id));
  const byFunctionality = (id: number | undefined) => (id === undefined ? undefined : eq(notificationTypes.functionality_id, id));

  return {
    /** The default rows (customer_id null). */
    defaults: (functionalityId?: number): Promise<NotificationTypeView[]> =>
      view(and(isNull(notificationTypes.customer_id), byFunctionality(functionalityId))),

    /** One company's copies. */
    copies: (customerId: number, functionalityId?: number): Promise<NotificationTypeView[]> =>
      view(and(eq(notificationTypes.customer_id, customerId), byFunctionality(functionalityId))),

    get: async (id: number): Promise<NotificationTypeView | undefined> => (await view(eq(notificationTypes.id, id)).limit(1))[0],

    /** The default row or one company's copy of the type with this key. */
    find: async (k: Key, customerId: number | null): Promise<NotificationTypeView | undefined> =>
      (
        await view(
          and(sameKey(k), customerId === null ? isNull(notificationTypes.customer_id) : eq(notificationTypes.customer_id, customerId)),
        ).limit(1)
      )[0],

    /**
     * Updates a default row and, in the same transaction, gives each company copy of it the receivers `copy`
     * computes from the copy's own receivers.
     */
    async updateDefault(row: NotificationTypeView, changes: NotificationTypeChanges, copy: (receivers: number[]) => number[]) {
      await db.transaction(async (tx) => {
        await tx
          .update(notificationTypes)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(notificationTypes.id, row.id));
        const copies = await tx
          .select({ id: notificationTypes.id, receivers: notificationTypes.default_receiver_account_type_id })
          .from(notificationTypes)
          .where(and(sameKey(row), sql`${notificationTypes.customer_id} is not null`));
        for (const c of copies) {
          await tx
            .update(notificationTypes)
            .set({ default_receiver_account_type_id: copy(c.receivers), updatedAt: new Date() })
            .where(eq(notificationTypes.id, c.id));
        }
      });
    },

    async update(id: number, changes: NotificationTypeChanges): Promise<void> {
      await db
        .update(notificationTypes)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(notificationTypes.id, id));
    },

    /**
     * Writes the company's copy of a default row: updates it when it exists, creates it otherwise. Serialized per
     * type and company (an advisory lock) so that two concurrent saves never leave two copies.
     */
    async saveCopy(base: NotificationTypeView, customerId: number, changes: NotificationTypeChanges): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`notification_type:${base.id}:${customerId}`}))`);
        const [existing] = await tx
          .select({ id: notificationTypes.id })
          .from(notificationTypes)
          .where(and(sameKey(base), eq(notificationTypes.customer_id, customerId)))
          .limit(1);
        if (existing) {
          await tx
            .update(notificationTypes)
            .set({ ...changes, updatedAt: new Date() })
            .where(eq(notificationTypes.id, existing.id));
          return;
        }
        await tx.insert(notificationTypes).values({
          functionality_id: base.functionality_id,
          customer_id: customerId,
          category: base.category,
          sub_category: base.sub_category,
          action: base.action,
          default_receiver_account_id: base.default_receiver_account_id,
          ...changes,
        });
      });
    },
  };
}

export type NotificationTypeRepository = ReturnType<typeof notificationTypeRepository>;
