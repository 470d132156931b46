import type { AccountRef } from '@gsn/domain';

/** Who calls: the signed-in account (a session token or an API key), as the access plugin resolved it. */
export interface Principal {
  accountId: number;
  accountTypeId: number;
  customerId: number | null;
  email: string;
  username: string;
  /** The session's id; '' for an API key's principal. */
  sessionId: string;
  expiresAt: Date;
  /** Set when the caller authenticated with an API key (docs/integrating.md) rather than a session token. */
  apiKeyId?: number;
  /** An API key's scopes (`orders:read`, …); null or absent: its account's full rights (plugins/access.ts checks them). */
  apiKeyScopes?: readonly string[] | null;
  /** A session's last fresh proof (password or second factor): sensitive changes need one younger than 5 minutes. */
  authenticatedAt?: Date;
  /**
   * A session whose account must have a second factor and has none (staff or company policy): it may only enrol until
   * it has one (plugins/access.ts). Resolved with the session, once per request.
   */
  mfaEnrolmentRequired?: boolean;
}

/** The caller as the domain's rules see an actor: its account, account type and company. */
export const actorOf = (p: Principal): AccountRef => ({ id: p.accountId, account_type_id: p.accountTypeId, customer_id: p.customerId });
