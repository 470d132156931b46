import { WEBHOOK_MESSAGES } from '@gsn/domain';

export const WEBHOOKS_PATH = '/portal/administration/webhooks';

/** i18n key of an event's label (keys have no dots: `order.created` → `webhooks.eventNames.order_created`). */
export const eventKey = (event: string) => `webhooks.eventNames.${event.replace(/\./g, '_')}`;

/** The server's webhook messages by their i18n keys (webhooks.messages.*). */
const MESSAGE_KEYS = new Map<string, string>(Object.entries(WEBHOOK_MESSAGES).map(([k, v]) => [v, `webhooks.messages.${k}`]));

export function webhookMessage(t: (key: string) => string, message: string): string {
  const key = MESSAGE_KEYS.get(message);
  return key ? t(key) : message;
}
