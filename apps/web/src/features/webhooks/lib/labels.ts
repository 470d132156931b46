import { WEBHOOK_MESSAGES } from '@gsn/domain';

export const WEBHOOKS_PATH = '/portal/administration/webhooks';

/** The server's webhook messages by their i18n keys (webhooks.messages.*). */
const MESSAGE_KEYS = new Map<string, string>(Object.entries(WEBHOOK_MESSAGES).map(([k, v]) => [v, `webhooks.messages.${k}`]));

export function webhookMessage(t: (key: string) => string, message: string): string {
  const key = MESSAGE_KEYS.get(message);
  return key ? t(key) : message;
}
