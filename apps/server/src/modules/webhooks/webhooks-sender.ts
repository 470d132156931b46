import { createHmac, randomBytes } from 'node:crypto';
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPrivateAddress, WEBHOOK_EXCERPT_CHARS } from '@gsn/domain';

/** A new Standard Webhooks signing secret: `whsec_` + base64 of 24 random bytes. */
export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

/** A new message id (the webhook-id header: the same on every attempt, so receivers can drop repeats). */
export const newMessageId = () => `msg_${randomBytes(16).toString('base64url')}`;

/** `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` with the secret's key (the base64 after `whsec_`). */
export function signWebhook(secret: string, messageId: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.startsWith('whsec_') ? secret.slice(6) : secret, 'base64');
  return `v1,${createHmac('sha256', key).update(`${messageId}.${timestamp}.${body}`).digest('base64')}`;
}

export class PrivateAddressError extends Error {
  constructor(address: string) {
    super(`refused: ${address} is a private, loopback or link-local address`);
  }
}

/**
 * A DNS lookup that refuses private addresses. The request connects to exactly the address checked here (the
 * lookup is the connection's own), so a name that resolves to a public address when checked and to a private one a
 * moment later (DNS rebinding) still cannot reach the private network.
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return (callback as (e: Error) => void)(err);
      const list = addresses as dns.LookupAddress[];
      const bad = list.find((a) => isPrivateAddress(a.address));
      if (!list.length) return (callback as (e: Error) => void)(new Error(`no address for ${hostname}`));
      if (bad && !allowPrivate) return (callback as (e: Error) => void)(new PrivateAddressError(bad.address));
      if (options.all) return (callback as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      const first = list[0]!;
      (callback as (e: null, a: string, f: number) => void)(null, first.address, first.family);
    });
  };
}

/** Whether the URL's host is itself a private address or a local name (checked when an endpoint is saved). */
export function literalPrivateHost(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal')) return true;
  return isIP(host) !== 0 && isPrivateAddress(host);
}

export interface SendResult {
  /** The answer's status; null when there was none (refused, timed out, network error). */
  statusCode: number | null;
  durationMs: number;
  excerpt: string;
  error: string | null;
}

export interface SendOptions {
  url: string;
  secret: string;
  /** The secret a rotation replaced, while it still signs beside the new one (Standard Webhooks: several signatures). */
  previousSecret?: string | null;
  messageId: string;
  /** Unix seconds (webhook-timestamp). */
  timestamp: number;
  body: string;
  timeoutMs: number;
  allowPrivate: boolean;
}

/** Bytes of the answer read at most (the excerpt keeps WEBHOOK_EXCERPT_CHARS of them). */
const READ_LIMIT = 16 * 1024;

/**
 * POSTs one signed message (Standard Webhooks headers). Never follows redirects; a 2xx answer within the timeout is
 * a success. Never throws.
 */
export function sendWebhook(o: SendOptions): Promise<SendResult> {
  const started = performance.now();
  const done = (r: Omit<SendResult, 'durationMs'>): SendResult => ({ ...r, durationMs: Math.round(performance.now() - started) });
  return new Promise((resolve) => {
    let url: URL;
    try {
      url = new URL(o.url);
    } catch {
      resolve(done({ statusCode: null, excerpt: '', error: 'invalid URL' }));
      return;
    }
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) && isPrivateAddress(host) && !o.allowPrivate) {
      resolve(done({ statusCode: null, excerpt: '', error: new PrivateAddressError(host).message }));
      return;
    }
    const client = url.protocol === 'https:' ? https : url.protocol === 'http:' ? http : null;
    if (!client) {
      resolve(done({ statusCode: null, excerpt: '', error: 'only http and https URLs' }));
      return;
    }
    let settled = false;
    const finish = (r: Omit<SendResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(done(r));
    };
    const req = client.request(
      url,
      {
        method: 'POST',
        lookup: guardedLookup(o.allowPrivate),
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(o.body),
          'user-agent': 'GSN-Portal-Webhooks/1',
          'webhook-id': o.messageId,
          'webhook-timestamp': String(o.timestamp),
          // space-separated signatures: a receiver accepts the message when any of them checks out
          'webhook-signature': [o.secret, ...(o.previousSecret ? [o.previousSecret] : [])]
            .map((secret) => signWebhook(secret, o.messageId, o.timestamp, o.body))
            .join(' '),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const end = () => {
          const excerpt = Buffer.concat(chunks).toString('utf8').slice(0, WEBHOOK_EXCERPT_CHARS);
          finish({ statusCode: res.statusCode ?? null, excerpt, error: null });
          res.destroy();
        };
        res.on('data', (c: Buffer) => {
          if (size < READ_LIMIT) chunks.push(c);
          size += c.length;
          if (size >= READ_LIMIT) end();
        });
        res.on('end', end);
        res.on('error', (e) => finish({ statusCode: res.statusCode ?? null, excerpt: '', error: e.message }));
      },
    );
    const timer = setTimeout(() => {
      finish({ statusCode: null, excerpt: '', error: `timed out after ${o.timeoutMs} ms` });
      req.destroy();
    }, o.timeoutMs);
    req.on('error', (e) => finish({ statusCode: null, excerpt: '', error: e.message }));
    req.end(o.body);
  });
}
