import type { Events } from '../../lib/events.ts';
import {
  countryCodeOfEnglishName,
  countryName,
  type EventCatalogue,
  isStaff,
  type Language,
  notificationLinkLine,
  subjectLinkLine,
} from '@gsn/domain';
import { getCountryDataList } from 'countries-list';
import type { SubjectPaths } from '../../app-types.ts';
import type { Db } from '../../db/connect.ts';
import type { Outbox } from '../../lib/outbox.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import type { NotificationsRepository, NotificationTypeKey, Receiver } from './notifications-repository.ts';

/** Who caused an event (the session's account), or null for the system. */
export interface NotifyActor {
  accountId: number;
  accountTypeId: number;
  customerId: number | null;
}

/** What a notification is about (any feature's record): the web opens it through the owning module's path. */
export interface NotificationSubject {
  kind: string;
  id: number;
}

/**
 * One notification event, as any feature raises it (`notifier.notify`): the type's key (its receivers and e-mail
 * setting, reconciled at every start), the event and parameters its texts are rendered from in each reader's language
 * (an event its module contributes, with texts: the services' `eventCatalogue`) or fixed texts, what it is about, the
 * company whose accounts (and copy of the type) apply, and who caused it. Plain JSON: `record` keeps it in the outbox.
 */
export interface NotifyInput {
  type: NotificationTypeKey;
  company: number | null;
  actor: NotifyActor | null;
  subject?: NotificationSubject | null;
  event?: string;
  params?: Record<string, unknown>;
  /** Texts of an event without a renderer (a ticket: the writer's own words). */
  title?: string;
  message?: string;
  /** The account the event is about: like the actor, never told of it. */
  about?: number;
  /**
   * Accounts told besides the type's receivers, whatever their account type (a ticket's creator, its assignee, a
   * requester told of the decision on its request): the people a record names, which no receiver account type can
   * (never the actor nor `about`).
   */
  to?: number[];
  /** The actor is told too, when its account type is a receiver: a confirmation of what it did (an order it submitted). */
  tellActor?: boolean;
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
  /** Accounts told besides the type's receivers. */
  to?: number[];
  creator: NotifyActor | null;
  /** The creator is among the receivers too (a confirmation). */
  toActor?: boolean;
  orderId: number | null;
  /** The texts of an event without one (a ticket: the writer's own words). */
  title?: string;
  message?: string;
  /** The event the texts are rendered from, in each reader's language (stored with its parameters, rendered at read time). */
  event?: string;
  params?: Record<string, unknown>;
  /** The notification's status: the order's new status for an order event (a ticket starts as requested). */
  status?: string;
}

export interface Notifier {
  /** Notifies the receivers of `input.type` (any feature's event); answers how many notifications it created. */
  notify(input: NotifyInput): Promise<number>;
  /**
   * The same, written to the outbox in the change's own transaction `tx` and notified after its commit (at least once,
   * even when this instance dies first); answers the outbox message, for `outbox.deliver` after the commit.
   */
  record(tx: Db, input: NotifyInput): Promise<number>;
}

/** The outbox topic of notifications recorded with a change (`record`). */
const NOTIFY_TOPIC = 'notifications.notify';

interface Logger {
  error: (o: object, m: string) => void;
}

let countryCodes: Map<string, string> | undefined;
/** A jurisdiction (stored by its English name) in a language: the reference countries' codes, then Intl's. */
export function placeName(name: string, language: Language): string {
  countryCodes ??= new Map(getCountryDataList().map((c) => [c.name.toLowerCase(), c.iso2]));
  const code = countryCodes.get(name.trim().toLowerCase()) ?? countryCodeOfEnglishName(name);
  return code ? countryName(code, language, name) : name;
}

/** An event's title and message in a language (English is what the row stores); undefined for an event without texts. */
export function eventTexts(
  catalogue: Pick<EventCatalogue, 'render'>,
  language: string | null | undefined,
  event: string | null,
  params: unknown,
) {
  return catalogue.render(language, event, params, { place: placeName });
}

/**
 * Which side a receiver reads from: the provider's staff (no company) or a customer. Each receiver's notification
 * stores it with the event's parameters (`reader`), so that an event's texts may end with what that side does next.
 */
export const readerOf = (r: Pick<Receiver, 'customer_id'>): 'staff' | 'customer' => (r.customer_id === null ? 'staff' : 'customer');

/** Plain one-line text: control characters become spaces (titles go into mail subjects). */
const line = (s: string) =>
  Array.from(s, (c) => (c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127 ? ' ' : c))
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim();

/**
 * Creates notifications from notification types: the receivers are the active, enabled accounts of the
 * type's receiver account types — staff types: every such staff account; customer types: the accounts of the
 * event's company — plus the type's `default_receiver_account_id` and the account the event is addressed to (`to`),
 * never the actor itself. All rows go in with one
 * insert; when the type has `alert_email` each receiver also gets an e-mail (mail job) linking to the notification.
 * Each method answers how many notifications it created.
 */
export function createNotifier(deps: {
  repo: NotificationsRepository;
  mailer: Mailer;
  publicUrl: string;
  /** The web page of each kind of subject (the modules' `subjects`): an e-mail links to what it is about. */
  subjectPaths?: SubjectPaths;
  /** The modules' events: the texts of each notification, in each reader's language. */
  catalogue: Pick<EventCatalogue, 'render' | 'notifies'>;
  /** Webhook events (notification.created: one per receiving company, and one for the staff receivers). */
  events?: Events;
  /** Where order changes recorded in a transaction wait for their commit (lib/outbox.ts). */
  outbox?: Outbox;
  log?: Logger;
}): Notifier {
  const { repo, mailer, catalogue } = deps;
  const base = deps.publicUrl.replace(/\/+$/, '');

  // an event no module contributes texts for would store notifications nobody can read in their language
  const known = (event: string | undefined) => {
    if (event && !catalogue.notifies(event)) throw new Error(`notification event ${event} has no texts (no module's events)`);
  };

  async function deliver(d: Delivery): Promise<number> {
    known(d.event);
    const type = await repo.typeFor(d.key, d.customerId);
    if (!type) return 0;
    const types = type.default_receiver_account_type_id;
    const receivers = await repo.receivers({
      staffTypes: types.filter(isStaff),
      customerTypes: types.filter((t) => !isStaff(t)),
      customerId: d.customerId,
      accountIds: [type.default_receiver_account_id, ...(d.to ?? [])].filter((i): i is number => i !== null),
      excludeIds: [d.toActor ? undefined : d.creator?.accountId, d.about].filter((i): i is number => i !== undefined),
    });
    if (!receivers.length) return 0;
    // each receiver's parameters name its side; the stored English texts are the ones it reads
    const paramsOf = (r: Receiver) => ({ ...d.params, reader: readerOf(r) });
    const englishOf = (r: Receiver) => (d.event ? eventTexts(catalogue, 'en', d.event, paramsOf(r)) : undefined);
    const english = d.event ? eventTexts(catalogue, 'en', d.event, d.params) : undefined;
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
        notification_message: englishOf(r)?.message ?? message,
        event: d.event ?? null,
        params: d.event ? paramsOf(r) : null,
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
      const subjectPath = d.subject ? deps.subjectPaths?.[d.subject.kind]?.(d.subject.id) : undefined;
      for (const n of created) {
        const r = receiverOf.get(n.receiver_account_id);
        if (!r) continue;
        // in the receiver's profile language, with its side's next step, and links to what it is about and to itself
        const own = d.event ? eventTexts(catalogue, r.language, d.event, paramsOf(r)) : undefined;
        const links = [
          ...(subjectPath ? [subjectLinkLine(r.language, `${base}${subjectPath}`)] : []),
          notificationLinkLine(r.language, `${base}/portal/notification/notifications/${n.id}`),
        ];
        const text = `${own?.message ?? message}\n\n${links.join('\n')}\n`;
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

  const notify = (n: NotifyInput) =>
    deliver({
      key: n.type,
      customerId: n.company,
      creator: n.actor,
      subject: n.subject ?? null,
      orderId: n.subject?.kind === 'order' ? n.subject.id : null,
      ...(n.about !== undefined ? { about: n.about } : {}),
      ...(n.to?.length ? { to: n.to } : {}),
      ...(n.tellActor ? { toActor: true } : {}),
      ...(n.event ? { event: n.event, params: n.params ?? {} } : {}),
      ...(n.title !== undefined ? { title: n.title } : {}),
      ...(n.message !== undefined ? { message: n.message } : {}),
      ...(n.status ? { status: n.status } : {}),
    });
  deps.outbox?.on<NotifyInput>(NOTIFY_TOPIC, async (n) => void (await notify(n)));

  return {
    notify,
    async record(tx, input) {
      if (!deps.outbox) throw new Error('the notifier has no outbox');
      known(input.event);
      return deps.outbox.add(tx, NOTIFY_TOPIC, input);
    },
  };
}
