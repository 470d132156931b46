import { readJson, STORAGE_KEYS, writeJson } from '../../../lib/storage';

/** E-mails whose device token this browser keeps (the most recent ones). */
const KEPT = 10;

const key = (email: string) => email.trim().toLowerCase();
const all = () => readJson<Record<string, string>>(STORAGE_KEYS.deviceTokens) ?? {};

/**
 * OWASP's device cookie (docs/security.md, Sign-in throttling): a sign-in answers a token for this browser, sent back
 * with the next sign-in of the same e-mail. A browser that signed in before is not slowed by strangers' failed attempts
 * on the account, and its sign-ins are no news to the owner. Kept in localStorage per e-mail, across sign-outs.
 */
export function deviceTokenFor(email: string): string | undefined {
  return all()[key(email)];
}

export function rememberDeviceToken(email: string, token: string): void {
  const rest = Object.entries(all()).filter(([e]) => e !== key(email));
  writeJson(STORAGE_KEYS.deviceTokens, Object.fromEntries([...rest.slice(-(KEPT - 1)), [key(email), token]]));
}
