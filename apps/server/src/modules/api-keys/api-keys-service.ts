import { createHash, randomBytes } from 'node:crypto';
import {
  API_KEY_DEFAULT_DAYS,
  API_KEY_MESSAGES,
  API_KEY_PREFIX,
  API_KEYS_PER_ACCOUNT,
  type ApiKeyCreated,
  type ApiKeyCreateInput,
  type ApiKeyView,
  apiKeyDisplayPrefix,
  apiKeyUseIsStale,
  diffFields,
  isApiKeyToken,
  profilePath,
  securityMails,
} from '@gsn/domain';
import { noteAudit } from '../../db/write-context.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import type { Principal } from '../../security/principal.ts';
import type { ApiKeysRepository } from './api-keys-repository.ts';

/** 32 random bytes carry enough entropy that one SHA-256 (no salt, no stretching) is a safe way to keep them. */
const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

const toView = (r: {
  id: number;
  name: string;
  prefix: string;
  created_at: Date;
  last_used_at: Date | null;
  expires_at: Date;
}): ApiKeyView => ({
  id: r.id,
  name: r.name,
  prefix: r.prefix,
  created_at: r.created_at.toISOString(),
  last_used_at: r.last_used_at?.toISOString() ?? null,
  expires_at: r.expires_at.toISOString(),
});

/** A key's audit events name it and its owner's company (its master reads them in the company's trail). */
const keySubject = (p: Principal, id: number) => ({ kind: 'api_key', id, customer_id: p.customerId });
export interface ApiKeysServiceDeps {
  repo: ApiKeysRepository;
  /** The owner is told of every key created on the account. */
  mailer: Mailer;
  publicUrl: string;
  now?: () => Date;
}

/**
 * API keys (docs/integrating.md): an account's named bearer credentials with exactly the account's rights. The rights
 * are read from the account on every call (never from the key), so a disabled, terminated or deleted account's keys
 * stop at once and a changed account type or company applies at once. A key expires (90 days unless chosen, at most a
 * year); a recovery (password reset or change, e-mail change) or a disabled account deletes them all.
 */
export function apiKeysService(d: ApiKeysServiceDeps) {
  const { repo } = d;
  const now = d.now ?? (() => new Date());
  return {
    /** A new key (the route asks for a fresh proof first); the owner is e-mailed, in its language. */
    async create(p: Principal, input: ApiKeyCreateInput): Promise<ApiKeyCreated> {
      const secret = API_KEY_PREFIX + randomBytes(32).toString('base64url');
      const at = now();
      const expires = new Date(at.getTime() + (input.expires_in_days ?? API_KEY_DEFAULT_DAYS) * 86_400_000);
      const row = await repo.create(
        {
          account_id: p.accountId,
          name: input.name,
          prefix: apiKeyDisplayPrefix(secret),
          secret_hash: hashSecret(secret),
          expires_at: expires,
        },
        API_KEYS_PER_ACCOUNT,
      );
      if (!row) throw unprocessable('api_key.limit', API_KEY_MESSAGES.limit);
      noteAudit({
        action: 'api_keys.create',
        subject: keySubject(p, row.id),
        changes: diffFields(null, row, ['name', 'prefix', 'expires_at']),
      });
      const owner = await repo.owner(p.accountId);
      if (owner) {
        const url = `${d.publicUrl}${profilePath(owner.account_type_id, 'api-keys')}`;
        const mail = securityMails.apiKeyCreated(owner.language, {
          email: owner.email,
          name: row.name,
          prefix: row.prefix,
          time: at,
          expires,
          url,
        });
        await d.mailer.send({ to: owner.email, kind: 'account', ...mail });
      }
      return { ...toView(row), secret };
    },

    async list(p: Principal): Promise<ApiKeyView[]> {
      return (await repo.list(p.accountId)).map(toView);
    },

    async revoke(p: Principal, id: number) {
      if (!(await repo.deleteOwn(p.accountId, id))) throw notFound();
      noteAudit({ action: 'api_keys.revoke', subject: keySubject(p, id) });
      return { message: API_KEY_MESSAGES.revoked };
    },

    /** Deletes every key of the account: a recovery ended them, or the account stopped; how many there were. */
    revokeAll: (accountId: number) => repo.deleteAll(accountId),

    /** The principal of an API key; undefined when unknown, revoked, expired, or its account is disabled or terminated. */
    async authenticate(token: string): Promise<Principal | undefined> {
      if (!isApiKeyToken(token)) return undefined;
      const k = await repo.find(hashSecret(token));
      const at = now();
      if (!k || k.disabled || k.status === 'terminated' || k.expires_at.getTime() <= at.getTime()) return undefined;
      if (apiKeyUseIsStale(k.last_used_at, at)) await repo.touch(k.key_id);
      return {
        accountId: k.account_id,
        accountTypeId: k.account_type_id,
        customerId: k.customer_id,
        email: k.email,
        username: k.username,
        sessionId: '',
        expiresAt: at,
        apiKeyId: k.key_id,
      };
    },
  };
}

export type ApiKeysService = ReturnType<typeof apiKeysService>;
