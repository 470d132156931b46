import type { Events } from '../../lib/events.ts';
import {
  countryCodeOfEnglishName,
  countryName,
  isStaff,
  type Language,
  type NotificationEvent,
  type NotificationParams,
  type NumbersChange,
  notificationLinkLine,
  type OrderStatus,
  renderNotification,
} from '@gsn/domain';
import { getCountryDataList } from 'countries-list';
import type { Db } from '../../db/connect.ts';
import type { Outbox } from '../../lib/outbox.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import type { NotificationsRepository, NotificationTypeKey } from './notifications-repository.ts';

/** Who caused an event (the session's account), or null for the system. */
export interface NotifyActor {
  accountId: number;
  accountTypeId: number;
  customerId: number | null;
}

export interface OrderChange {
  order: { id: number; customer_id: number; reference: string | null; service_type: string; jurisdiction: string };
  from: OrderStatus | null;
  to: OrderStatus;
  actor: NotifyActor | null;
  remarks?: string | null | undefined;
}

export interface TicketEvent {
  title: string;
  message: string;
  creator: NotifyActor;
  /** The creator's e-mail, named in the message so support can answer. */
  from?: string | undefined;
}

export type AccountEventAction = 'created' | 'activated' | 'disabled' | 'registered';

export interface AccountEvent {
  action: AccountEventAction;
  accountId: number;
  actor?: NotifyActor | null | undefined;
}

/** What a notification is about (any feature's record): the web opens it through the owning module's path. */
export interface NotificationSubject {
  kind: string;
  id: number;
}

/**
 * One notification event, as any feature raises it (`notifier.notify`): the type's key (its receivers and e-mail
 * setting, reconciled at every start), the event and parameters its texts are rendered from in each reader's language
 * (or fixed texts), what it is about, the company whose accounts (and copy of the type) apply, and who caused it.
 */
export interface NotifyInput {
  type: NotificationTypeKey;
  company: number | null;
  actor: NotifyActor | null;
  subject?: NotificationSubject | null;
  event?: NotificationEvent;
  params?: NotificationParams;
  /** Texts of an event without a renderer (a ticket: the writer's own words). */
  title?: string;
  message?: string;
  /** The account the event is about: like the actor, never told of it. */
  about?: number;
  /** The notification's status (default `requested`). */
  status?: string;
}

interface Delivery {
  key: NotificationTypeKey;
  /** What it is about (its kind and id); an order's also fills the spec's `order_id`. */
  subject?: NotificationSubject | null;
  /** The company whose copy of the type applies and whose customer accounts receive. */
  customerId: number | null;
  /** The account the event is about: like the actor, never told of it. */
  about?: number;
  creator: NotifyActor | null;
  orderId: number | null;
  /** The texts of an event without one (a ticket: the writer's own words). */
  title?: string;
  message?: string;
  /** The event the texts are rendered from, in each reader's language (DESIGN §5). */
  event?: NotificationEvent;
  params?: NotificationParams;
  /** The notification's status: the order's new status for an order event (a ticket starts as requested). */
  status?: string;
}

export interface Notifier {
  /** Notifies the receivers of `input.type` (any feature's event); answers how many notifications it created. */
  notify(input: NotifyInput): Promise<number>;
  /** An order moved from `from` (null: just created) to `to`. */
  orderChanged(change: OrderChange): Promise<number>;
  /**
   * The same, written to the outbox in the order's own transaction `tx` and notified after its commit (at least once,
   * even when this instance dies first); answers the outbox message, for `outbox.deliver` after the commit.
   */
  recordOrderChanged(tx: Db, change: OrderChange): Promise<number>;
  /** Writes a change of an order's numbers to the outbox in its transaction (notified after the commit). */
  recordNumbersChanged(tx: Db, change: NumbersChange, actor: NotifyActor | null): Promise<number>;
  /** A support ticket (functionality 800): goes to the support ticket type's receivers. */
  ticketCreated(ticket: TicketEvent): Promise<number>;
  /**
   * An account was created, activated, disabled or registered itself. Never throws (a hook in the account flows:
   * a failure is logged and answers 0).
   */
  accountEvent(event: AccountEvent): Promise<number>;
}

/** The outbox topic of order changes to notify. */
const ORDER_CHANGED_TOPIC = 'notifications.order_changed';
const NUMBERS_CHANGED_TOPIC = 'notifications.numbers_changed';

/** The notification type and texts of each change of an order's numbers. */
const NUMBER_NOTICES: Record<NumbersChange['event'], { action: string; title: string; message: (n: number, order: string) => string }> = {
  'order.numbers_assigned': {
    action: 'assigned',
    title: 'Numbers assigned',
    message: (n, o) => `${n} number(s) were assigned to ${o}. They go into service when the order is completed.`,
  },
  'order.numbers_activated': {
    action: 'activated',
    title: 'Numbers in service',
    message: (n, o) => `${n} number(s) of ${o} are in service. Open the order to see or download them.`,
  },
  'order.disconnect_requested': {
    action: 'disconnect_requested',
    title: 'Disconnection requested',
    message: (n, o) => `The customer asked to give back ${n} number(s) of ${o}. Review and confirm the disconnection on the order.`,
  },
  'order.numbers_disconnected': {
    action: 'disconnected',
    title: 'Numbers disconnected',
    message: (n, o) => `${n} number(s) of ${o} were disconnected; their monthly charge has stopped.`,
  },
  'inventory.reservation_expired': {
    action: 'reservation_expired',
    title: 'Held numbers released',
    message: (n) => `${n} number(s) you held while ordering were released after 30 minutes. Choose them again when you order.`,
  },
};

interface Logger {
  error: (o: object, m: string) => void;
}

const ACCOUNT_KEYS: Record<AccountEventAction, NotificationTypeKey> = {
  created: { functionality_id: 110, category: 'account', sub_category: 'account', action: 'created' },
  activated: { functionality_id: 110, category: 'account', sub_category: 'account', action: 'activated' },
  disabled: { functionality_id: 110, category: 'account', sub_category: 'account', action: 'disabled' },
  registered: { functionality_id: 130, category: 'account', sub_category: 'registered', action: 'registered' },
};

let countryCodes: Map<string, string> | undefined;
/** A jurisdiction (stored by its English name) in a language: the reference countries' codes, then Intl's. */
export function placeName(name: string, language: Language): string {
  countryCodes ??= new Map(getCountryDataList().map((c) => [c.name.toLowerCase(), c.iso2]));
  const code = countryCodes.get(name.trim().toLowerCase()) ?? countryCodeOfEnglishName(name);
  return code ? countryName(code, language, name) : name;
}

/** An event's title and message in a language (English is what the row stores). */
export function eventTexts(language: string | null | undefined, event: string | null | undefined, params: unknown) {
  return renderNotification(language, event, (params ?? {}) as NotificationParams, { place: placeName });
}

/** Plain one-line text: control characters become spaces (titles go into mail subjects). */
const line = (s: string) =>
  Array.from(s, (c) => (c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127 ? ' ' : c))
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim();

/**
 * Creates notifications from notification types (DESIGN §5): the receivers are the active, enabled accounts of the
 * type's receiver account types — staff types: every such staff account; customer types: the accounts of the
 * event's company — plus the type's `default_receiver_account_id`, never the actor itself. All rows go in with one
 * insert; when the type has `alert_email` each receiver also gets an e-mail (mail job) linking to the notification.
 * Each method answers how many notifications it created.
 */
export function createNotifier(deps: {
  repo: NotificationsRepository;
  mailer: Mailer;
  publicUrl: string;
  /** Webhook events (notification.created: one per receiving company, and one for the staff receivers). */
  events?: Events;
  /** Where order changes recorded in a transaction wait for their commit (lib/outbox.ts). */
  outbox?: Outbox;
  log?: Logger;
}): Notifier {
  const { repo, mailer } = deps;
  const base = deps.publicUrl.replace(/\/+$/, '');

  async function deliver(d: Delivery): Promise<number> {
    const type = await repo.typeFor(d.key, d.customerId);
    if (!type) return 0;
    const types = type.default_receiver_account_type_id;
    const receivers = await repo.receivers({
      staffTypes: types.filter(isStaff),
      customerTypes: types.filter((t) => !isStaff(t)),
      customerId: d.customerId,
      accountId: type.default_receiver_account_id,
      excludeIds: [d.creator?.accountId, d.about].filter((i): i is number => i !== undefined),
    });
    if (!receivers.length) return 0;
    const english = d.event ? eventTexts('en', d.event, d.params) : undefined;
    const title = line(english?.title ?? d.title ?? '');
    const message = english?.message ?? d.message ?? '';
    const created = await repo.insertMany(
      receivers.map((r) => ({
        notification_type_id: type.id,
        functionality_id: type.functionality_id,
        receiver_account_id: r.id,
        creator_account_id: d.creator?.accountId ?? null,
        creator_customer_id: d.customerId,
        order_id: d.orderId,
        subject_kind: d.subject?.kind ?? null,
        subject_id: d.subject?.id ?? null,
        notification_title: title,
        notification_message: message,
        event: d.event ?? null,
        params: d.event ? { ...d.params } : null,
        notification_status: d.status ?? 'requested',
      })),
    );
    if (deps.events) {
      const companyOf = new Map(receivers.map((r) => [r.id, r.customer_id]));
      const byCompany = new Map<number | null, { notification_id: number; account_id: number }[]>();
      for (const n of created) {
        const company = companyOf.get(n.receiver_account_id) ?? null;
        byCompany.set(company, [...(byCompany.get(company) ?? []), { notification_id: n.id, account_id: n.receiver_account_id }]);
      }
      for (const [company, list] of byCompany) {
        await deps.events.emit('notification.created', company, {
          notification: { type: d.key, title, status: d.status ?? 'requested', order_id: d.orderId, subject: d.subject ?? null },
          receivers: list,
        });
      }
    }
    if (type.alert_email) {
      const receiverOf = new Map(receivers.map((r) => [r.id, r]));
      for (const n of created) {
        const r = receiverOf.get(n.receiver_account_id);
        if (!r) continue;
        // in the receiver's profile language
        const own = d.event ? eventTexts(r.language, d.event, d.params) : undefined;
        const link = notificationLinkLine(r.language, `${base}/portal/notification/notifications/${n.id}`);
        const text = `${own?.message ?? message}\n\n${link}\n`;
        try {
          await mailer.send({ to: r.email, subject: own ? line(own.title) : title, text });
        } catch (err) {
          // the event itself is done and recorded; a failed mail must not undo it
          deps.log?.error({ err, notification: n.id }, 'notification mail failed');
        }
      }
    }
    return created.length;
  }

  const orderChanged = ({ order, from, to, actor, remarks }: OrderChange) =>
    deliver({
      key: { functionality_id: 200, category: 'order', sub_category: 'status', action: to },
      customerId: order.customer_id,
      creator: actor,
      orderId: order.id,
      subject: { kind: 'order', id: order.id },
      event: from === null ? 'order.placed' : 'order.moved',
      params: {
        order_id: order.id,
        reference: order.reference,
        service_type: order.service_type,
        jurisdiction: order.jurisdiction,
        from,
        to,
        remarks: remarks?.trim() || null,
      },
      status: to,
    });
  deps.outbox?.on<OrderChange>(ORDER_CHANGED_TOPIC, async (change) => void (await orderChanged(change)));
  deps.outbox?.on<{ change: NumbersChange; actor: NotifyActor | null }>(NUMBERS_CHANGED_TOPIC, async ({ change, actor }) => {
    const notice = NUMBER_NOTICES[change.event];
    const order = change.orderId !== null ? `order ${change.orderId}` : '';
    await deliver({
      key: { functionality_id: 200, category: 'order', sub_category: 'numbers', action: notice.action },
      customerId: change.customerId,
      creator: actor,
      orderId: change.orderId,
      subject: change.orderId !== null ? { kind: 'order', id: change.orderId } : null,
      title: notice.title,
      message: notice.message(change.numbers.length, order),
      status: notice.action,
    });
  });

  return {
    notify: (n) =>
      deliver({
        key: n.type,
        customerId: n.company,
        creator: n.actor,
        subject: n.subject ?? null,
        orderId: n.subject?.kind === 'order' ? n.subject.id : null,
        ...(n.about !== undefined ? { about: n.about } : {}),
        ...(n.event ? { event: n.event, params: n.params ?? {} } : {}),
        ...(n.title !== undefined ? { title: n.title } : {}),
        ...(n.message !== undefined ? { message: n.message } : {}),
        ...(n.status ? { status: n.status } : {}),
      }),
    orderChanged,
    recordOrderChanged(tx, change) {
      if (!deps.outbox) throw new Error('the notifier has no outbox');
      return deps.outbox.add(tx, ORDER_CHANGED_TOPIC, change);
    },
    recordNumbersChanged(tx, change, actor) {
      if (!deps.outbox) throw new Error('the notifier has no outbox');
      return deps.outbox.add(tx, NUMBERS_CHANGED_TOPIC, { change, actor });
    },

    ticketCreated({ title, message, creator, from }) {
      return deliver({
        key: { functionality_id: 800, category: 'support', sub_category: 'ticket', action: 'created' },
        customerId: creator.customerId,
        creator,
        orderId: null,
        title,
        message: from ? `${message.trim()}\n\nFrom: ${from}` : message.trim(),
      });
    },

    async accountEvent({ action, accountId, actor }) {
      try {
        const account = await repo.account(accountId);
        if (!account) return 0;
        return await deliver({
          key: ACCOUNT_KEYS[action],
          customerId: account.customer_id,
          about: account.id,
          creator: actor ?? null,
          orderId: null,
          status: action,
          event: `account.${action}`,
          params: { email: account.email, account_type_id: account.account_type_id, company: account.company },
        });
      } catch (err) {
        deps.log?.error({ err, account: accountId, action }, 'account notification failed');
        return 0;
      }
    },
  };
}
