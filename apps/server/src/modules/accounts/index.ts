import type { Infrastructure, ModuleManifest } from '../../app-types.ts';
import type { AccountService } from '../account/index.ts';
import type { Notifier } from '../notifications/index.ts';
import { accountsRepository } from './accounts-repository.ts';
import { accountsRoutes } from './accounts-routes.ts';
import { accountsService } from './accounts-service.ts';

export type { AccountsService } from './accounts-service.ts';

/** Accounts managed by staff and masters (functionality 110). */
export const accountsModule = {
  name: 'accounts',
  services: (d: Pick<Infrastructure, 'db' | 'sessions' | 'mailer'> & { accounts: AccountService; notifier: Notifier }) => ({
    accountManagement: accountsService({
      repo: accountsRepository(d.db),
      accounts: d.accounts,
      sessions: d.sessions,
      mailer: d.mailer,
      notifier: d.notifier,
    }),
  }),
  routes: accountsRoutes,
} satisfies ModuleManifest;
