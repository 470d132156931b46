import type { ErrorCodeInfo } from '../common/error-code-info.ts';

/** The error codes of sign-in, sessions and registration, the caller’s own account, and account management (common/error-codes.ts gathers every area's; docs/error-codes.md). */
export const ACCOUNT_ERROR_CODES = {
  // — sign-in, sessions, registration
  'auth.invalid_credentials': {
    status: 401,
    message: 'Unauthorized: Username or password is invalid.',
    meaning: 'The e-mail or password is wrong',
  },
  'auth.session_expired': {
    status: 401,
    message: 'Your session has expired, please login again',
    meaning: 'No token, an unknown or expired session token, or a revoked API key',
  },
  'auth.account_terminated': { status: 403, message: 'This account has been terminated', meaning: 'The account may no longer sign in' },
  'auth.account_disabled': {
    status: 403,
    message: 'This account is disabled, please contact the administrator',
    meaning: 'The account is disabled',
  },
  'auth.session_only': {
    status: 403,
    message:
      'This call needs a signed-in session: API keys cannot manage keys, sessions, the password or the e-mail, nor delete the account',
    meaning: 'An API key was used for a call reserved to signed-in sessions (keys, sessions, password, e-mail, second factors, deletion)',
  },
  'auth.step_up_required': {
    status: 401,
    message: 'Please confirm it is you: enter your password or a second factor again',
    meaning: 'A sensitive change needs a password or second-factor proof younger than 5 minutes in this session (POST /account/reauth)',
  },
  'auth.token_invalid': {
    status: 400,
    message: 'This link is invalid or has expired.',
    meaning: 'An activation, password-reset or e-mail-change link is unknown, used or expired',
  },
  'auth.registration_closed': { status: 403, message: 'Registration is closed', meaning: 'Self-registration is switched off' },
  'auth.user_limit': {
    status: 403,
    message: 'The portal has reached its user limit, please contact the administrator',
    meaning: 'The portal holds as many accounts as its licence allows',
  },

  // — the caller’s own account
  'account.username_taken': { status: 409, message: 'This username is already taken', meaning: 'Another account has this username' },
  'account.email_taken': {
    status: 409,
    message: 'This e-mail is already used by another account',
    meaning: 'Another account has this e-mail',
  },
  'account.current_password_required': {
    status: 422,
    message: 'Please enter your current password to change the e-mail',
    meaning: 'Changing the e-mail needs the current password',
  },
  'account.current_password_wrong': {
    status: 422,
    message: 'The current password is incorrect',
    meaning: 'The current password given is wrong',
  },
  'account.password_unchanged': {
    status: 422,
    message: 'The new password must differ from the current one',
    meaning: 'The new password is the current one',
  },
  'account.password_wrong': { status: 422, message: 'The password is incorrect', meaning: 'The password confirming the deletion is wrong' },
  'account.password_common': {
    status: 422,
    message: 'This password is too common, please choose another one',
    meaning: 'The password is on the list of common passwords',
  },
  'account.password_personal': {
    status: 422,
    message: 'This password is made of your name, e-mail or company name, please choose another one',
    meaning: 'The password is made of the account’s e-mail, username or names or of its company’s name (with digits or symbols)',
  },

  // — account management (staff and masters)
  'account.type_not_creatable': {
    status: 403,
    message: 'You may not create accounts of this type',
    meaning: 'The caller may not create accounts of this type',
  },
  'account.type_not_assignable': {
    status: 403,
    message: 'You may not give this account type',
    meaning: 'The caller may not give this account type',
  },
  'account.customer_required': {
    status: 422,
    message: 'Please choose the customer of this account',
    meaning: 'A customer account type needs its customer',
  },
  'account.customer_forbidden': {
    status: 422,
    message: 'Provider and registered accounts do not belong to a customer',
    meaning: 'Provider and registered accounts take no customer',
  },
  'account.master_via_customer': {
    status: 422,
    message: 'The master account is set on the customer',
    meaning: 'The master type is given through the customer, not the account',
  },
  'account.unknown_customer': { status: 422, message: 'There is no such customer', meaning: 'The customer does not exist' },
  'account.unknown_type': { status: 422, message: 'There is no such account type', meaning: 'The account type does not exist' },
  'account.customer_has_master': {
    status: 409,
    message: 'This customer already has a master account',
    meaning: 'The customer already has a master account',
  },
  'account.master_with_accounts': {
    status: 409,
    message: 'Cannot delete the master account while the customer has other accounts',
    meaning: 'A master account is deleted last',
  },
  'account.not_manageable': { status: 403, message: 'You may not change this account', meaning: 'The caller may not change this account' },
  'account.not_deletable': { status: 403, message: 'You may not delete this account', meaning: 'The caller may not delete this account' },
  'account.already_activated': {
    status: 409,
    message: 'This account is already activated',
    meaning: 'The activation e-mail is sent only to accounts not yet activated',
  },
  'account.rule_forbidden': {
    status: 403,
    message: 'You may not give this account type',
    meaning: 'Another account rule the caller may not break',
    varies: true,
  },
  'account.rule_refused': {
    status: 422,
    message: 'There is no such account type',
    meaning: 'Another account rule the request breaks',
    varies: true,
  },
} as const satisfies Record<string, ErrorCodeInfo>;
