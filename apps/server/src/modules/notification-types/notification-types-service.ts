import {
  customerNotificationView,
  forbiddenReceivers,
  isStaff,
  mergeReceivers,
  NOTIFICATION_TYPE_MESSAGES,
  normalizeReceivers,
  pageOffset,
} from '@gsn/domain';
import { forbidden, notFound, unprocessable } from '../../lib/errors.ts';
import type { Principal } from '../../security/principal.ts';
import type { NotificationTypeRepository, NotificationTypeView } from './notification-types-repository.ts';

export const NOTIFICATION_TYPE_ORDER = ['id', 'functionality_id', 'category', 'action'] as const;
export type NotificationTypeOrder = (typeof NOTIFICATION_TYPE_ORDER)[number];

export interface NotificationTypeListInput {
  page: number;
  limit: number;
  orderby?: NotificationTypeOrder | undefined;
  asc?: boolean | undefined;
  functionality_id?: number | undefined;
}

export interface NotificationTypeUpdateInput {
  default_receiver_account_type_id: number[];
  alert_user?: boolean | undefined;
  alert_group?: boolean | undefined;
  alert_email?: boolean | undefined;
  alert_client?: boolean | undefined;
}

export const NOTIFICATION_TYPE_SERVICE_MESSAGES = {
  updated: 'Notification type updated successfully',
  noCompany: 'Your account belongs to no company',
} as const;

function sortRows(rows: NotificationTypeView[], by: NotificationTypeOrder, ascending: boolean): NotificationTypeView[] {
  const dir = ascending ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[by];
    const y = b[by];
    const c = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return c !== 0 ? c * dir : a.id - b.id;
  });
}

function changesOf(input: NotificationTypeUpdateInput, receivers: number[], current: NotificationTypeView) {
  return {
    default_receiver_account_type_id: receivers,
    alert_user: input.alert_user ?? current.alert_user,
    alert_group: input.alert_group ?? current.alert_group,
    alert_email: input.alert_email ?? current.alert_email,
    alert_client: input.alert_client ?? current.alert_client,
  };
}

/**
 * Notification types (functionality 1020). Staff see and edit the default rows (and may open any row by id).
 * Customers see the types with customer receivers as their company has them; their change is stored as the
 * company's copy of the default row (see `customerNotificationView`).
 */
export function notificationTypeService(repo: NotificationTypeRepository) {
  function companyOf(p: Principal): number {
    if (p.customerId === null) throw forbidden('notification_type.no_company', NOTIFICATION_TYPE_SERVICE_MESSAGES.noCompany);
    return p.customerId;
  }

  /** For a customer: the default row behind an id (a default's, or its own company copy's), and the copy. */
  async function resolveForCompany(id: number, customerId: number) {
    const row = await repo.get(id);
    if (!row || (row.customer_id !== null && row.customer_id !== customerId)) throw notFound();
    const base = row.customer_id === null ? row : await repo.find(row, null);
    if (!base) throw notFound();
    const copy = row.customer_id === customerId ? row : await repo.find(base, customerId);
    const [shown] = customerNotificationView([base], copy ? [copy] : [], customerId);
    if (!shown) throw notFound();
    return { base, copy, shown };
  }

  return {
    async list(p: Principal, q: NotificationTypeListInput) {
      let rows: NotificationTypeView[];
      if (isStaff(p.accountTypeId)) {
        rows = await repo.defaults(q.functionality_id);
      } else {
        const cid = companyOf(p);
        rows = customerNotificationView(await repo.defaults(q.functionality_id), await repo.copies(cid, q.functionality_id), cid);
      }
      const sorted = sortRows(rows, q.orderby ?? 'functionality_id', q.asc ?? true);
      const offset = pageOffset(q);
      return { data: sorted.slice(offset, offset + q.limit), count: sorted.length };
    },

    async get(p: Principal, id: number): Promise<NotificationTypeView> {
      if (isStaff(p.accountTypeId)) {
        const row = await repo.get(id);
        if (!row) throw notFound();
        return row;
      }
      return (await resolveForCompany(id, companyOf(p))).shown;
    },

    async update(p: Principal, id: number, input: NotificationTypeUpdateInput) {
      const receivers = normalizeReceivers(input.default_receiver_account_type_id);
      if (isStaff(p.accountTypeId)) {
        const row = await repo.get(id);
        if (!row) throw notFound();
        if (row.customer_id === null) {
          // the copies keep their customer receivers and take the new staff receivers
          await repo.updateDefault(row, changesOf(input, receivers, row), (own) => mergeReceivers(receivers, own));
        } else {
          await repo.update(row.id, changesOf(input, receivers, row));
        }
        return { message: NOTIFICATION_TYPE_SERVICE_MESSAGES.updated, data: (await repo.get(id))! };
      }
      const cid = companyOf(p);
      const bad = forbiddenReceivers(p.accountTypeId, receivers);
      if (bad.length) {
        const message = NOTIFICATION_TYPE_MESSAGES.customerReceiversOnly;
        throw unprocessable('notification_type.customer_receivers_only', message, [{ field: 'default_receiver_account_type_id', message }]);
      }
      const { base, copy } = await resolveForCompany(id, cid);
      const merged = mergeReceivers(base.default_receiver_account_type_id, receivers);
      await repo.saveCopy(base, cid, changesOf(input, merged, copy ?? base));
      return { message: NOTIFICATION_TYPE_SERVICE_MESSAGES.updated, data: (await resolveForCompany(base.id, cid)).shown };
    },
  };
}

export type NotificationTypeService = ReturnType<typeof notificationTypeService>;
