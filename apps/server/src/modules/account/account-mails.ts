import type { MailMessage } from '../../plugins/mailer.ts';

/** The identity e-mails. Links point at the web app's set-password screen. */
export const accountMails = {
  activation(to: string, link: string): MailMessage {
    return {
      to,
      subject: 'Welcome to the GSN Portal: set your password',
      text: `Hello,\n\nAn account has been opened for ${to} on the GSN Portal.\nSet your password within 7 days with this link:\n\n${link}\n\nIf you did not expect this e-mail, ignore it.\n`,
    };
  },
  reset(to: string, link: string): MailMessage {
    return {
      to,
      subject: 'GSN Portal: reset your password',
      text: `Hello,\n\nA password reset was requested for ${to}.\nChoose a new password within one hour with this link:\n\n${link}\n\nIf you did not ask for it, ignore this e-mail: your password stays as it is.\n`,
    };
  },
  alreadyRegistered(to: string, forgotLink: string): MailMessage {
    return {
      to,
      subject: 'GSN Portal: you already have an account',
      text: `Hello,\n\nSomeone tried to register ${to} on the GSN Portal, but an account with this e-mail already exists.\nIf you forgot your password, reset it here:\n\n${forgotLink}\n`,
    };
  },
};
