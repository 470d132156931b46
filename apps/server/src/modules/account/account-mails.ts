import type { MailMessage } from '../../plugins/mailer.ts';

/** The identity e-mails. Links point at the web app's set-password screen. */
export const accountMails = {
  /**
   * `validFor` is how long the link works, as the mail says it: 7 days for an account staff or a master opened, 72 hours
   * for a self-registration (unactivated ones are deleted then).
   */
  activation(to: string, link: string, validFor: '7 days' | '72 hours' = '7 days'): MailMessage {
    // a self-registration not activated in time is deleted (the hourly purge): the mail says so, as docs/security.md does
    const expiry = validFor === '72 hours' ? 'If it is not used by then, the registration is deleted and you may register again.\n' : '';
    return {
      to,
      kind: 'account',
      subject: 'Welcome to the GSN Portal: set your password',
      text: `Hello,\n\nAn account has been opened for ${to} on the GSN Portal.\nSet your password within ${validFor} with this link:\n\n${link}\n\n${expiry}If you did not expect this e-mail, ignore it.\n`,
    };
  },
  reset(to: string, link: string): MailMessage {
    return {
      to,
      kind: 'account',
      subject: 'GSN Portal: reset your password',
      text: `Hello,\n\nA password reset was requested for ${to}.\nChoose a new password within one hour with this link:\n\n${link}\n\nIf you did not ask for it, ignore this e-mail: your password stays as it is.\n`,
    };
  },
  /** To the new address: the link that makes the change. */
  confirmEmail(to: string, link: string): MailMessage {
    return {
      to,
      kind: 'account',
      subject: 'GSN Portal: confirm your new e-mail address',
      text: `Hello,\n\nA change of the e-mail of a GSN Portal account to ${to} was requested.\nConfirm it within one hour with this link:\n\n${link}\n\nUntil then the account keeps its current e-mail. If you did not ask for it, ignore this e-mail.\n`,
    };
  },
  /** To the old address: what is about to happen. */
  emailChangeRequested(to: string, newEmail: string): MailMessage {
    return {
      to,
      kind: 'account',
      subject: 'GSN Portal: a change of your e-mail was requested',
      text: `Hello,\n\nA change of the e-mail of your GSN Portal account from ${to} to ${newEmail} was requested.\nIt takes effect only when the link sent to the new address is followed.\nIf you did not ask for it, change your password now and end your other sessions in your profile.\n`,
    };
  },
  alreadyRegistered(to: string, forgotLink: string): MailMessage {
    return {
      to,
      kind: 'account',
      subject: 'GSN Portal: you already have an account',
      text: `Hello,\n\nSomeone tried to register ${to} on the GSN Portal, but an account with this e-mail already exists.\nIf you forgot your password, reset it here:\n\n${forgotLink}\n`,
    };
  },
};
