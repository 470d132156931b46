import { randomUUID } from 'node:crypto';
import { mustEnrol } from '@gsn/domain';
import { createSigner, createVerifier } from 'fast-jwt';
import { randomSecret } from '../config.ts';
import { type ReadCaches, readCaches } from '../lib/read-cache.ts';
import type { Principal } from './principal.ts';
import type { SessionAccount, SessionRepository } from './session-repository.ts';

export interface SessionSettings {
  idleSeconds: number;
  absoluteSeconds: number;
  secret?: string | undefined;
}

/** Renew the stored expiry at most once a minute: fewer writes, same sliding window to the user. */
const EXTEND_GRANULARITY_MS = 60_000;

/** Tokens kept at most (least recently used go first): bounded memory whatever the number of sessions. */
const SESSION_CACHE_ENTRIES = 10_000;

/**
 * Sessions (docs/security.md, Sessions): a signed JWT (sub, account_type_id, customer_id, sid) backed by a revocable
 * session row with a sliding idle expiry and an absolute cap.
 */
export function sessionService(repo: SessionRepository, settings: SessionSettings, caches: ReadCaches = readCaches()) {
  // Synchronous HS256 signer and verifier (fast-jwt), made once the secret is known.
  let jwt: { sign: (p: object) => string; verify: (t: string) => Record<string, unknown> } | undefined;
  async function tokens() {
    if (!jwt) {
      const key = settings.secret ?? (await repo.secret(randomSecret()));
      jwt = {
        sign: createSigner({ key, algorithm: 'HS256' }),
        verify: createVerifier({ key, algorithms: ['HS256'] }),
      };
    }
    return jwt;
  }

  // token → its session as last read (lib/read-cache.ts); a token found there was verified when it was read
  const cache = caches.create<string, SessionAccount>(SESSION_CACHE_ENTRIES);

  /** The session and account behind a token: from the cache when read less than READ_CACHE_MS ago. */
  function lookup(token: string): Promise<SessionAccount | undefined> {
    return cache.get(token, async () => {
      let sid: unknown;
      try {
        sid = (await tokens()).verify(token).sid;
      } catch {
        return undefined;
      }
      return typeof sid === 'string' ? repo.find(sid) : undefined;
    });
  }

  return {
    async open(account: { id: number; account_type_id: number; customer_id: number | null }, meta: { ip?: string; userAgent?: string }) {
      const now = Date.now();
      const id = randomUUID();
      const expiresAt = new Date(now + settings.idleSeconds * 1000);
      const absolute = new Date(now + settings.absoluteSeconds * 1000);
      await repo.create({
        id,
        account_id: account.id,
        expires_at: expiresAt,
        absolute_expires_at: absolute,
        ip: meta.ip ?? null,
        user_agent: meta.userAgent?.slice(0, 300) ?? null,
      });
      const token = (await tokens()).sign({
        sub: String(account.id),
        account_type_id: account.account_type_id,
        customer_id: account.customer_id,
        sid: id,
        exp: Math.floor(absolute.getTime() / 1000),
      });
      return { token, expiresAt };
    },

    /** The principal of a bearer token, with the session renewed; undefined when invalid, expired or revoked. */
    async resume(token: string): Promise<Principal | undefined> {
      const s = await lookup(token);
      const now = Date.now();
      if (!s || s.revoked_at || s.expires_at.getTime() <= now || s.absolute_expires_at.getTime() <= now) return undefined;
      if (s.disabled || s.status === 'terminated') return undefined;
      let expiresAt = new Date(Math.min(now + settings.idleSeconds * 1000, s.absolute_expires_at.getTime()));
      if (expiresAt.getTime() - s.expires_at.getTime() >= EXTEND_GRANULARITY_MS) {
        // the cached copy too, so that the calls until it is read again do not renew it once more
        s.expires_at = expiresAt;
        await repo.extend(s.session_id, expiresAt);
      } else expiresAt = s.expires_at;
      return {
        accountId: s.account_id,
        accountTypeId: s.account_type_id,
        customerId: s.customer_id,
        email: s.email,
        username: s.username,
        sessionId: s.session_id,
        expiresAt,
        authenticatedAt: s.authenticated_at,
        mfaEnrolmentRequired: mustEnrol({
          accountTypeId: s.account_type_id,
          hasFactor: s.mfa_has_factor,
          staffRequired: s.mfa_staff_required,
          companyRequired: s.mfa_company_required,
        }),
      };
    },

    async revoke(sessionId: string) {
      await repo.revoke(sessionId);
      cache.forget((s) => s.session_id === sessionId);
    },
    /** Records a fresh proof (password or second factor) in the session: step-up routes open for 5 minutes. */
    async markAuthenticated(sessionId: string) {
      await repo.markAuthenticated(sessionId);
      cache.forget((s) => s.session_id === sessionId);
    },
    /** The account's sessions in force (created, last used, client address, user agent), the caller's marked current. */
    async list(p: Pick<Principal, 'accountId' | 'sessionId'>) {
      const rows = await repo.listActive(p.accountId);
      return rows.map((r) => ({
        id: r.id,
        created_at: r.created_at.toISOString(),
        last_used_at: r.last_used_at.toISOString(),
        ip: r.ip,
        user_agent: r.user_agent,
        current: r.id === p.sessionId,
      }));
    },
    async revokeOwn(accountId: number, sessionId: string) {
      const ended = await repo.revokeOwn(accountId, sessionId);
      cache.forget((s) => s.session_id === sessionId);
      return ended;
    },
    purgeExpired: () => repo.purgeExpired(),
    async revokeAll(accountId: number, keep?: string) {
      await repo.revokeAll(accountId, keep);
      cache.forget((s) => s.account_id === accountId && s.session_id !== keep);
    },
  };
}

export type SessionService = ReturnType<typeof sessionService>;
