import { LANGUAGES, type Language } from '../accounts/languages.ts';

/**
 * Events a feature contributes: what its notifications say and which webhook events it sends. Each feature keeps its
 * own in its domain folder (`<feature>/events.ts`) and lists them in its server module's manifest (`events`); the
 * server collects every module's into one catalogue (app.ts), which renders the notifications, validates the events
 * an endpoint subscribes to and answers GET /webhooks/events. Nothing else lists events: a new one is added where its
 * feature lives (docs/architecture.md).
 *
 * Notifications store their event and its parameters and are rendered at read time, in the reader's language (the
 * API's `Accept-Language`, else the profile's; e-mails in the receiver's profile language).
 */

/** One text in each interface language. */
export type InLanguages = Record<Language, string>;

export interface EventTexts {
  title: string;
  message: string;
}

export interface RenderOptions {
  /** A place (a jurisdiction, stored by its English name) in the language; unchanged by default. */
  place?: (name: string, language: Language) => string;
}

/**
 * The placeholders' values in a language, made from the stored parameters. Every parameter may be missing (an old or
 * partial row), and every placeholder gets a value, empty when its parameter is missing.
 */
export type EventValues<P extends object> = (params: Partial<P>, language: Language, opts: RenderOptions) => Record<string, string>;

/** What a notification of the event says. */
export interface EventNotification<P extends object> {
  /** The title and message in every language, with `{name}` placeholders filled from `values`. */
  texts: Record<Language, EventTexts>;
  values: EventValues<P>;
}

/** An event's webhook: the name endpoints subscribe to (`order.created`) and what the web app calls it. */
export interface EventWebhook {
  name: string;
  label: InLanguages;
}

/**
 * One event: a notification (its texts), a webhook event (its name), or both. `P` is the parameters its
 * notifications store.
 */
export interface EventDefinition<P extends object = Record<string, unknown>> {
  /** Unique among every feature's events; stored with each of its notifications (`order.moved`). */
  key: string;
  /** Absent: the event is a notification only. */
  webhook?: EventWebhook;
  /** Absent: the event is a webhook event only. */
  notification?: EventNotification<P>;
}

/** Keeps the parameters' type while the catalogue holds every feature's events together. */
export const defineEvent = <P extends object>(event: EventDefinition<P>): EventDefinition => event as unknown as EventDefinition;

/** Fills `{name}` placeholders; an unknown one stays as written. */
export const fillText = (s: string, v: Record<string, string>) => s.replace(/\{(\w+)\}/g, (m, k: string) => v[k] ?? m);

export const languageOrEnglish = (v: string | null | undefined): Language => (LANGUAGES.includes(v as Language) ? (v as Language) : 'en');

/** A webhook event's name: lower-case words joined by dots (`calls.import_completed`). */
const WEBHOOK_NAME = /^[a-z][a-z_]*(\.[a-z][a-z_]*)+$/;

/** Every feature's events, as the server collects them: one lookup for texts and webhook names. */
export interface EventCatalogue {
  readonly definitions: readonly EventDefinition[];
  /** The webhook events an endpoint may subscribe to, in the order the features contribute them. */
  readonly webhookNames: readonly string[];
  /** The webhook events with their labels in a language. */
  webhooks(language: string | null | undefined): { name: string; label: string }[];
  /** Whether a notification of this event can be rendered (a key with texts). */
  notifies(key: string): boolean;
  /** The title and message in a language; undefined for an event without texts (the caller keeps the stored text). */
  render(
    language: string | null | undefined,
    key: string | null | undefined,
    params: unknown,
    opts?: RenderOptions,
  ): EventTexts | undefined;
}

/**
 * The catalogue of the given events. Throws when two share a key or a webhook name, when a webhook name is malformed,
 * or when a text has a placeholder its values do not fill: a feature's mistake shows at start-up, not in a reader's
 * notification.
 */
export function eventCatalogue(definitions: readonly EventDefinition[]): EventCatalogue {
  const byKey = new Map<string, EventDefinition>();
  const webhooks = new Map<string, EventWebhook>();
  for (const d of definitions) {
    if (byKey.has(d.key)) throw new Error(`event ${d.key} is contributed twice`);
    byKey.set(d.key, d);
    if (d.webhook) {
      if (!WEBHOOK_NAME.test(d.webhook.name)) throw new Error(`event ${d.key}: webhook name ${d.webhook.name} is not dotted lower case`);
      if (webhooks.has(d.webhook.name)) throw new Error(`webhook event ${d.webhook.name} is contributed twice`);
      webhooks.set(d.webhook.name, d.webhook);
    }
    if (d.notification) checkPlaceholders(d.key, d.notification);
  }
  const webhookNames = [...webhooks.keys()];
  return {
    definitions,
    webhookNames,
    webhooks: (language) => {
      const lng = languageOrEnglish(language);
      return [...webhooks.values()].map((w) => ({ name: w.name, label: w.label[lng] }));
    },
    notifies: (key) => byKey.get(key)?.notification !== undefined,
    render(language, key, params, opts = {}) {
      const n = key ? byKey.get(key)?.notification : undefined;
      if (!n) return undefined;
      const lng = languageOrEnglish(language);
      const p = typeof params === 'object' && params !== null ? (params as Record<string, unknown>) : {};
      const v = n.values(p, lng, opts);
      return { title: fillText(n.texts[lng].title, v), message: fillText(n.texts[lng].message, v) };
    },
  };
}

function checkPlaceholders(key: string, n: EventNotification<Record<string, unknown>>) {
  for (const lng of LANGUAGES) {
    const v = n.values({}, lng, {});
    for (const text of [n.texts[lng].title, n.texts[lng].message]) {
      const left = [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).filter((k) => k === undefined || !(k in v));
      if (left.length) throw new Error(`event ${key} (${lng}): no value for {${left.join('}, {')}}`);
    }
  }
}
