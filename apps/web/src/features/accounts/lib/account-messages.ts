import { ACCOUNT_MESSAGES } from '@gsn/domain';
import { catalogue, type KnownMessages, knownFieldErrors, knownMessage, showKnownError } from '../../../lib/known-messages';

/** Texts of the accounts API that are not in the domain's catalogue. */
const SERVER_ACCOUNT_MESSAGES = {
  mayNotChange: 'You may not change this account',
  mayNotDelete: 'You may not delete this account',
  checkFields: 'Please check the highlighted fields',
  alreadyActivated: 'This account is already activated',
};

const ACCOUNT_KNOWN: KnownMessages = {
  ...catalogue(ACCOUNT_MESSAGES, 'accounts.messages'),
  ...catalogue(SERVER_ACCOUNT_MESSAGES, 'accounts.messages'),
};

export const accountMessage = (message: string | null | undefined, fallbackKey?: string) =>
  knownMessage(ACCOUNT_KNOWN, message, fallbackKey);
export const showAccountError = (error: unknown, formFields: readonly string[] = []) => showKnownError(ACCOUNT_KNOWN, error, formFields);
export const accountFieldErrors = (error: unknown, fields: readonly string[]) => knownFieldErrors(ACCOUNT_KNOWN, error, fields);
