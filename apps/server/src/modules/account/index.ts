import { REGISTRATION_EVENTS } from '@gsn/domain/accounts/events';
import type { Infrastructure, ModuleManifest } from '../../app-types.ts';
import type { ApiKeysService } from '../api-keys/index.ts';
import type { ConfigurationService } from '../configuration/index.ts';
import type { MfaSignIn } from '../mfa/index.ts';
import type { Notifier } from '../notifications/index.ts';
import type { WebhooksService } from '../webhooks/index.ts';
import { masterMaileeRepository } from '../../security/mailee-repository.ts';
import { accountCredentials } from './account-credentials.ts';
import { accountNotifier } from './account-notifications.ts';
import { accountRepository } from './account-repository.ts';
import { accountRoutes } from './account-routes.ts';
import { accountService } from './account-service.ts';
import { signInGuard, throttlePolicy } from './sign-in-guard.ts';
import { signInRepository } from './sign-in-repository.ts';

/** Profiles kept at most by the read cache (least recently used go first). */
const ACCOUNT_VIEW_CACHE_ENTRIES = 10_000;

export { accountMails } from './account-mails.ts';
export type { AccountEvent, AccountEventAction, AccountNotifier } from './account-notifications.ts';
export { accountRepository } from './account-repository.ts';
export { type AccountService, accountService } from './account-service.ts';
export type { AccountCredentials } from './account-credentials.ts';

/** The signed-in account: sign-in, registration, activation, profile, password, sessions. */
export const accountModule = {
  name: 'account',
  services: (
    d: Pick<Infrastructure, 'db' | 'sessions' | 'readCaches' | 'mailer' | 'config' | 'jobs' | 'log'> & {
      configuration: ConfigurationService;
      notifier: Notifier;
      mfa: { signIn: MfaSignIn };
      apiKeys: ApiKeysService;
      webhooks: WebhooksService;
    },
  ) => {
    const repo = accountRepository(d.db);
    const signIn = signInRepository(d.db);
    const publicUrl = d.config.publicUrl;
    const guard = signInGuard({ repo: signIn, mailer: d.mailer, publicUrl, policy: throttlePolicy(d.config.loginRateLimit) });
    const credentials = accountCredentials({
      sessions: d.sessions,
      apiKeys: d.apiKeys,
      webhooks: d.webhooks,
      mailer: d.mailer,
      publicUrl,
      mailee: signIn.mailee,
      master: masterMaileeRepository(d.db),
    });
    // account events go through the notifier like any feature's: this module knows the account they are about
    const accountNotices = accountNotifier({ notifier: d.notifier, account: (id) => repo.view(id), log: d.log });
    const accounts = accountService({
      repo,
      sessions: d.sessions,
      views: d.readCaches.create(ACCOUNT_VIEW_CACHE_ENTRIES),
      mailer: d.mailer,
      publicUrl,
      guard,
      credentials,
      registrationEnabled: () => d.configuration.registrationEnabled(),
      userLimit: () => d.configuration.userLimit(),
      notifier: accountNotices,
      mfa: d.mfa.signIn,
      stepUpMaxAgeMs: d.config.stepUpMaxAgeMs,
    });
    d.jobs.define('maintenance.purge-registrations', () => accounts.purgeExpiredRegistrations());
    d.jobs.every('maintenance.purge-registrations', '23 * * * *');
    return { accounts, accountNotices, accountCredentials: credentials };
  },
  routes: accountRoutes,
  events: () => REGISTRATION_EVENTS,
  // a visitor registered: the administrators and the sales staff hear of it
  notificationTypes: () => [
    {
      functionality_id: 130,
      category: 'account',
      sub_category: 'registered',
      action: 'registered',
      default_receiver_account_type_id: [100, 110],
      alert_email: false,
    },
  ],
} satisfies ModuleManifest;
