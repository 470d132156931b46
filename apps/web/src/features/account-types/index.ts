/** The account types feature's public surface (the permissions screens list the types). */
export { useAccountTypes } from './api/use-account-types';
