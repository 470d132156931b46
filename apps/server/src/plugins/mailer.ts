import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import { redactTokens } from '../lib/log-redaction.ts';
import { type Metrics, noMetrics } from '../lib/metrics.ts';
import type { Jobs, RetryPolicy, SendOptions } from './jobs.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Account mails (activation, reset, e-mail change) are worked ahead of notification mails (the default). */
  kind?: 'account' | 'notification';
}

/** pg-boss priority of each kind of mail (higher first). */
export const MAIL_PRIORITY = { account: 10, notification: 0 } as const;
/**
 * A mail the SMTP server does not take is retried for at least 24 hours (an outage of a mail relay lasts hours, not
 * minutes): 30 retries from a minute, doubling up to an hour (minimumRetrySpanSeconds: about 24 h 3 min).
 */
export const MAIL_RETRY: RetryPolicy = { limit: 30, delaySeconds: 60, maxDelaySeconds: 3600 };
/** Mails per fetch, and how many are handed to the transport at once (pooled SMTP connections). */
const MAIL_BATCH = 50;
const MAIL_CONCURRENCY = 10;

export interface Mailer {
  /** Queues a message (pg-boss job 'mail'); delivered by a worker. */
  send(msg: MailMessage, options?: Pick<SendOptions, 'db'>): Promise<void>;
}

interface Logger {
  info: (o: object, m: string) => void;
}

/**
 * Outgoing mail through the job queue: nodemailer to SMTP_URL, otherwise each message is written as an
 * .eml file to DATA_DIR/outbox and its links are logged, so a fresh install can still reset passwords.
 */
export function createMailer(opts: {
  smtpUrl: string | undefined;
  from: string;
  outbox: string;
  jobs: Jobs;
  log: Logger;
  metrics?: Metrics;
}): Mailer {
  const metrics = opts.metrics ?? noMetrics;
  const transport = opts.smtpUrl
    ? nodemailer.createTransport({ url: opts.smtpUrl, pool: true, maxConnections: 5, maxMessages: 1000 } as never)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  opts.jobs.define<MailMessage>(
    'mail',
    async ({ kind: _kind, ...msg }) => {
      try {
        const info = await transport.sendMail({ from: opts.from, ...msg });
        if (!opts.smtpUrl) {
          await fs.mkdir(opts.outbox, { recursive: true });
          const stamp = new Date().toISOString().replace(/[:.]/g, '-');
          const file = path.join(opts.outbox, `${stamp}-${randomUUID().slice(0, 8)}.eml`);
          await fs.writeFile(file, (info as unknown as { message: Buffer }).message);
          // the links' tokens are in the file, never in the log (lib/log-redaction.ts)
          const links = (msg.text.match(/https?:\/\/\S+/g) ?? []).map(redactTokens);
          opts.log.info({ to: msg.to, subject: msg.subject, file, links }, 'mail written to outbox');
        }
      } catch (err) {
        // the job fails and the queue retries it: each failed attempt counts
        metrics.mail('failed');
        throw err;
      }
      metrics.mail('sent');
    },
    { batchSize: MAIL_BATCH, concurrency: MAIL_CONCURRENCY, pollingIntervalSeconds: 0.5 },
  );

  return {
    send: (msg, options) =>
      opts.jobs.send('mail', msg, { priority: MAIL_PRIORITY[msg.kind ?? 'notification'], db: options?.db, retry: MAIL_RETRY }),
  };
}
