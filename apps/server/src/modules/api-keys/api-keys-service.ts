import { createHash, randomBytes } from 'node:crypto';
import { BlockList } from 'node:net';
import {
  API_KEY_MESSAGES,
  accountMayGrant,
  API_KEY_PREFIX,
  API_KEYS_PER_ACCOUNT,
  type ApiKeyCreateBody,
  type ApiKeyCreated,
  type ApiKeyScope,
  type ApiKeyView,
  apiKeyDisplayPrefix,
  apiKeyExpiry,
  apiKeyUseIsStale,
  diffFields,
  isApiKeyToken,
  type PermissionRow,
  profilePath,
  securityMails,
  splitRange,
} from '@gsn/domain';
import { noteAudit } from '../../db/write-context.ts';
import { badRequest, notFound, unauthorized, unprocessable } from '../../lib/errors.ts';
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
  scopes: string[] | null;
  allowed_ips: string[] | null;
  last_used_ip: string | null;
}): ApiKeyView => ({
  id: r.id,
  name: r.name,
  prefix: r.prefix,
  created_at: r.created_at.toISOString(),
  last_used_at: r.last_used_at?.toISOString() ?? null,
  expires_at: r.expires_at.toISOString(),
  scopes: r.scopes,
  allowed_ips: r.allowed_ips,
  last_used_ip: r.last_used_ip,
});

/** Whether a client address lies in one of the ranges (an IPv4-mapped IPv6 address counts as its IPv4 address). */
export function addressAllowed(ip: string, ranges: readonly string[]): boolean {
  const list = new BlockList();
  for (const r of ranges) {
    const { address, prefix, family } = splitRange(r);
    list.addSubnet(address, prefix, family);
  }
  const family = ip.includes(':') ? 'ipv6' : 'ipv4';
  try {
    return list.check(ip, family);
  } catch {
    // not an address at all (a misconfigured proxy header): outside every range
    return false;
  }
}

const FIELD_ERRORS = 'Please check the highlighted fields';

/** A key's audit events name it and its owner's company (its master reads them in the company's trail). */
const keySubject = (p: Principal, id: number) => ({ kind: 'api_key', id, customer_id: p.customerId });
export interface ApiKeysServiceDeps {
  repo: ApiKeysRepository;
  /** The account's effective permissions: a key's scopes cannot go beyond them. */
  permissions: (accountTypeId: number, customerId: number | null) => Promise<PermissionRow[]>;
  /** The owner is told of every key created on the account. */
  mailer: Mailer;
  publicUrl: string;
  now?: () => Date;
}

/**
 * API keys (docs/integrating.md): an account's named bearer credentials with at most the account's rights. The rights
 * are read from the account on every call (never from the key), so a disabled, terminated or deleted account's keys
 * stop at once and a changed account type or company applies at once; a key's scopes narrow them further (checked in
 * plugins/access.ts), its allow-list narrows where it may be used from. A key expires (90 days unless chosen, at most a
 * year); a recovery (password reset or change, e-mail change) or a disabled account deletes them all.
 */
export function apiKeysService(d: ApiKeysServiceDeps) {
  const { repo } = d;
  const now = d.now ?? (() => new Date());

  /** 422 naming each scope the account itself lacks (`scopes.N`). */
  async function checkGrantable(p: Principal, scopes: readonly ApiKeyScope[]) {
    const perms = await d.permissions(p.accountTypeId, p.customerId);
    const errors = scopes.flatMap((s, i) =>
      accountMayGrant(perms, s) ? [] : [{ field: `scopes.${i}`, message: API_KEY_MESSAGES.scopeNotAllowed }],
    );
    if (errors.length) throw unprocessable('api_key.scope_not_allowed', API_KEY_MESSAGES.scopeNotAllowed, errors);
  }

  return {
    /** A new key (the route asks for a fresh proof first); the owner is e-mailed, in its language. */
    async create(p: Principal, input: ApiKeyCreateBody): Promise<ApiKeyCreated> {
      const at = now();
      const expires = apiKeyExpiry(input, at);
      if (!(expires instanceof Date))
        throw badRequest('validation.failed', FIELD_ERRORS, [{ field: 'expires_at', message: expires.error }]);
      const scopes = input.scopes ?? null;
      if (scopes) await checkGrantable(p, scopes);
      const secret = API_KEY_PREFIX + randomBytes(32).toString('base64url');
      const row = await repo.create(
        {
          account_id: p.accountId,
          name: input.name,
          prefix: apiKeyDisplayPrefix(secret),
          secret_hash: hashSecret(secret),
          expires_at: expires,
          scopes,
          allowed_ips: input.allowed_ips ?? null,
        },
        API_KEYS_PER_ACCOUNT,
      );
      if (!row) throw unprocessable('api_key.limit', API_KEY_MESSAGES.limit);
      noteAudit({
        action: 'api_keys.create',
        subject: keySubject(p, row.id),
        changes: diffFields(null, row, ['name', 'prefix', 'expires_at', 'scopes', 'allowed_ips']),
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

    async rename(p: Principal, id: number, name: string) {
      const changed = await repo.renameOwn(p.accountId, id, name);
      if (!changed) throw notFound();
      noteAudit({ action: 'api_keys.rename', subject: keySubject(p, id), changes: diffFields(changed.before, changed.after, ['name']) });
      return { message: API_KEY_MESSAGES.renamed, data: toView(changed.after) };
    },

    async revoke(p: Principal, id: number) {
      if (!(await repo.deleteOwn(p.accountId, id))) throw notFound();
      noteAudit({ action: 'api_keys.revoke', subject: keySubject(p, id) });
      return { message: API_KEY_MESSAGES.revoked };
    },

    /** Deletes every key of the account: a recovery ended them, or the account stopped; how many there were. */
    revokeAll: (accountId: number) => repo.deleteAll(accountId),

    /**
     * The principal of an API key called from `ip` (the client address as the app's trustProxy setting sees it);
     * undefined when unknown, revoked, expired, or its account is disabled or terminated; 401
     * `api_key.address_not_allowed` from an address outside its allow-list.
     */
    async authenticate(token: string, ip: string): Promise<Principal | undefined> {
      if (!isApiKeyToken(token)) return undefined;
      const k = await repo.find(hashSecret(token));
      const at = now();
      if (!k || k.disabled || k.status === 'terminated' || k.expires_at.getTime() <= at.getTime()) return undefined;
      if (k.allowed_ips && !addressAllowed(ip, k.allowed_ips)) {
        throw unauthorized('api_key.address_not_allowed', API_KEY_MESSAGES.addressNotAllowed);
      }
      if (apiKeyUseIsStale(k.last_used_at, at)) await repo.touch(k.key_id, ip);
      return {
        accountId: k.account_id,
        accountTypeId: k.account_type_id,
        customerId: k.customer_id,
        email: k.email,
        username: k.username,
        sessionId: '',
        expiresAt: at,
        apiKeyId: k.key_id,
        apiKeyScopes: k.scopes,
      };
    },
  };
}

export type ApiKeysService = ReturnType<typeof apiKeysService>;
