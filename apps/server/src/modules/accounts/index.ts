import { ACCOUNT_EVENTS } from '@gsn/domain/accounts/events';
import type { Infrastructure, ModuleManifest } from '../../app-types.ts';
import type { AccountCredentials, AccountNotifier, AccountService } from '../account/index.ts';
import { accountsRepository } from './accounts-repository.ts';
import { accountsRoutes } from './accounts-routes.ts';
import { accountsService } from './accounts-service.ts';

export type { AccountsService } from './accounts-service.ts';

/** Accounts managed by staff and masters (functionality 110). */
export const accountsModule = {
  name: 'accounts',
  services: (
    d: Pick<Infrastructure, 'db' | 'sessions' | 'mailer'> & {
      accounts: AccountService;
      accountNotices: AccountNotifier;
      accountCredentials: AccountCredentials;
    },
  ) => ({
    accountManagement: accountsService({
      repo: accountsRepository(d.db),
      accounts: d.accounts,
      sessions: d.sessions,
      credentials: d.accountCredentials,
      mailer: d.mailer,
      notifier: d.accountNotices,
    }),
  }),
  routes: accountsRoutes,
  events: () => ACCOUNT_EVENTS,
  // account events: the administrators hear of them, a company's master of its own accounts' activation and disabling
  notificationTypes: () => [
    {
      functionality_id: 110,
      category: 'account',
      sub_category: 'account',
      action: 'created',
      default_receiver_account_type_id: [100],
      alert_email: false,
    },
    {
      functionality_id: 110,
      category: 'account',
      sub_category: 'account',
      action: 'activated',
      default_receiver_account_type_id: [100, 200],
      alert_email: false,
    },
    {
      functionality_id: 110,
      category: 'account',
      sub_category: 'account',
      action: 'disabled',
      default_receiver_account_type_id: [100, 200],
      alert_email: false,
    },
  ],
} satisfies ModuleManifest;
