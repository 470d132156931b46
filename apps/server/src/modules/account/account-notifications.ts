import type { AccountEventParams } from '@gsn/domain/accounts/events';
import type { AccountView } from '@gsn/domain';
import type { Notifier, NotifyActor } from '../notifications/index.ts';

export type AccountEventAction = 'created' | 'activated' | 'disabled' | 'registered';

/** An account created, activated, disabled or registered, and who did it (none: the account itself, or the system). */
export interface AccountEvent {
  action: AccountEventAction;
  accountId: number;
  actor?: NotifyActor | null | undefined;
}

/** How the account flows tell of an account event (`account.*`, @gsn/domain/accounts/events). */
export interface AccountNotifier {
  /** Answers how many notifications it created. Never throws (a hook in the account flows: a failure is logged, 0). */
  accountEvent(event: AccountEvent): Promise<number>;
}

/** The notification type of each action: management's (110) and self-registration's (130), as the manifests seed them. */
const TYPES: Record<AccountEventAction, { functionality_id: number; category: string; sub_category: string; action: string }> = {
  created: { functionality_id: 110, category: 'account', sub_category: 'account', action: 'created' },
  activated: { functionality_id: 110, category: 'account', sub_category: 'account', action: 'activated' },
  disabled: { functionality_id: 110, category: 'account', sub_category: 'account', action: 'disabled' },
  registered: { functionality_id: 130, category: 'account', sub_category: 'registered', action: 'registered' },
};

/**
 * The account events through the notifier like any feature's: the account's company is the event's, the account is
 * what it is about (never told of it, like the actor), and its e-mail, type and company are what the texts name.
 */
export function accountNotifier(d: {
  notifier: Pick<Notifier, 'notify'>;
  /** The account as the API shows it (its type and company). */
  account: (id: number) => Promise<AccountView | undefined>;
  log?: { error: (o: object, m: string) => void };
}): AccountNotifier {
  return {
    async accountEvent({ action, accountId, actor }) {
      try {
        const account = await d.account(accountId);
        if (!account) return 0;
        const params: AccountEventParams = {
          email: account.email,
          account_type_id: account.account_type_id,
          company: account.customer?.name ?? null,
        };
        return await d.notifier.notify({
          type: TYPES[action],
          company: account.customer_id,
          actor: actor ?? null,
          about: account.id,
          event: `account.${action}`,
          params: { ...params },
          status: action,
        });
      } catch (err) {
        d.log?.error({ err, account: accountId, action }, 'account notification failed');
        return 0;
      }
    },
  };
}
