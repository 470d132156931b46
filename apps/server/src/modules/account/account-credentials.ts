import { type AccountStop, type CredentialsEndedReason, profilePath, securityMails } from '@gsn/domain';
import { noteAudit } from '../../db/write-context.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import type { Mailee } from '../../security/mailee-repository.ts';
import type { SessionService } from '../../security/session-service.ts';
import type { ApiKeysService } from '../api-keys/index.ts';
import type { WebhooksService } from '../webhooks/index.ts';

export interface AccountCredentialsDeps {
  sessions: Pick<SessionService, 'revokeAll'>;
  apiKeys: Pick<ApiKeysService, 'revokeAll'>;
  mailer: Mailer;
  publicUrl: string;
  webhooks: Pick<WebhooksService, 'stopOwnedBy'>;
  mailee: (accountId: number) => Promise<Mailee | undefined>;
  /** A company's master, told when one of its accounts stops. */
  master: (customerId: number) => Promise<(Mailee & { id: number }) | undefined>;
}

/**
 * Credentials that die with a recovery (docs/security.md, Credentials): a password reset, a password change and an
 * e-mail change end the account's sessions (the caller's own kept on a password change) and delete every API key, so
 * whoever held a stolen session or key loses it with the password; the owner is told by e-mail. An account disabled,
 * terminated or deleted loses its keys and webhook endpoints for good (reactivating it brings none back; its report
 * schedules are skipped while it is stopped, modules/reporting) and its company's master is told.
 */
export function accountCredentials(d: AccountCredentialsDeps) {
  return {
    /**
     * Ends every session but `keep` and every API key of the account, records it, and mails the owner — at the e-mail
     * the account had before, when the e-mail is what changed (`previousEmail`).
     */
    async endAll(
      account: { id: number; customer_id: number | null },
      reason: CredentialsEndedReason,
      opts: { keep?: string; previousEmail?: string } = {},
    ) {
      await d.sessions.revokeAll(account.id, opts.keep);
      const keys = await d.apiKeys.revokeAll(account.id);
      noteAudit({
        action: 'auth.sessions_ended',
        subject: { kind: 'account', id: account.id, customer_id: account.customer_id },
        changes: { reason: { to: reason } },
      });
      const to = await d.mailee(account.id);
      if (!to) return;
      const address = opts.previousEmail ?? to.email;
      const url = `${d.publicUrl}${profilePath(to.account_type_id, 'sessions')}`;
      const mail = securityMails.credentialsEnded(to.language, { reason, email: address, new_email: to.email, keys, url });
      await d.mailer.send({ to: address, kind: 'account', ...mail });
    },

    /** The account stopped (its sessions are ended by the caller): its keys and webhook endpoints stop, its master hears. */
    async stop(account: { id: number; email: string; customer_id: number | null }, stop: AccountStop) {
      const keys = await d.apiKeys.revokeAll(account.id);
      const endpoints = await d.webhooks.stopOwnedBy(account.id);
      if (account.customer_id === null) return;
      const master = await d.master(account.customer_id);
      if (!master || master.id === account.id) return;
      const mail = securityMails.accountStopped(master.language, {
        account: account.email,
        stop,
        keys,
        endpoints,
        url: `${d.publicUrl}/portal/account/accounts`,
      });
      await d.mailer.send({ to: master.email, kind: 'account', ...mail });
    },
  };
}

export type AccountCredentials = ReturnType<typeof accountCredentials>;
