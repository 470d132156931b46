/** The accounts feature's public surface: what other features use (customers' forms pick and show accounts). */
export { ACCOUNTS_KEY, type AccountDetail, type AccountRow, useAccount, useAccountOptions } from './api/use-accounts';
export { accountName } from './lib/account-options';
export { accountFieldErrors, showAccountError } from './lib/account-messages';
