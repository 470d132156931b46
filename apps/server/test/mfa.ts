import { desc, eq, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { auditEvents, sessions } from '../src/db/schema.ts';
import { bearer, STRONG, type TestContext } from './helpers.ts';

/**
 * The second-factor tests' tools: codes computed as an authenticator app would (otpauth), an authenticator enrolled
 * through the API, the sign-in's two steps, a session's proof made old, and the audit events of an action.
 */

/** The code of `secret` `steps` time steps from now (an app's clock a step ahead or behind). */
export const totpCode = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

export const api = (ctx: TestContext, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

/** Enrols an authenticator for the session's account: its secret, factor id and the recovery codes it came with. */
export async function enrolTotp(ctx: TestContext, token: string, name = 'Phone') {
  const started = await api(ctx, 'POST', '/account/mfa/totp', token);
  if (started.statusCode !== 201) throw new Error(`enrol: ${started.statusCode} ${started.body}`);
  const { id, secret } = started.json() as { id: number; secret: string };
  const confirmed = await api(ctx, 'POST', `/account/mfa/totp/${id}/confirm`, token, { code: totpCode(secret), name });
  if (confirmed.statusCode !== 201) throw new Error(`confirm: ${confirmed.statusCode} ${confirmed.body}`);
  return { id, secret, recoveryCodes: (confirmed.json().recovery_codes ?? []) as string[] };
}

/** The first sign-in step's answer (password right). */
export async function firstStep(ctx: TestContext, email: string, password = STRONG) {
  const res = await api(ctx, 'POST', '/account/login', undefined, { email, password });
  if (res.statusCode !== 200) throw new Error(`login: ${res.statusCode} ${res.body}`);
  return res.json() as {
    mfa_required?: true;
    mfa_token?: string;
    methods?: string[];
    token?: string;
    mfa_enrolment_required?: boolean;
    webauthn?: { challenge: string };
  };
}

export const secondStep = (ctx: TestContext, payload: { mfa_token: string; code?: string; webauthn?: object }) =>
  api(ctx, 'POST', '/account/login/mfa', undefined, payload);

/** Makes the account's sessions' last proof older than the step-up window. */
export const ageProofs = (ctx: TestContext, accountId: number) =>
  ctx.database.db.update(sessions).set({ authenticated_at: sql`now() - interval '6 minutes'` }).where(eq(sessions.account_id, accountId));

export const auditOf = (ctx: TestContext, action: string) =>
  ctx.database.db.select().from(auditEvents).where(eq(auditEvents.action, action)).orderBy(desc(auditEvents.id));

/** A mail header as written to the outbox (RFC 2047 Q-encoded words, UTF-8), decoded. */
export const decodeHeader = (header: string) =>
  header.replace(/=\?UTF-8\?Q\?(.*?)\?=\s*/gi, (_, q: string) =>
    Buffer.from(
      q.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
      'latin1',
    ).toString('utf8'),
  );
