import {
  addressKey,
  DEFAULT_KEY_ATTEMPT_POLICY,
  keyAttemptWaitMs,
  localBatch,
  mustSyncBeforeAdmitting,
  RATE_LIMIT_WINDOW_SECONDS,
  type RateLimitView,
  secondsToReset,
  windowStart,
} from '@gsn/domain';
import { noteAudit } from '../../db/write-context.ts';
import { notFound } from '../../lib/errors.ts';
import type { RateLimitsRepository } from './rate-limits-repository.ts';

export interface RateLimitsServiceDeps {
  repo: RateLimitsRepository;
  /** Requests per minute unless a company has its own quota; 0: no limit at all. */
  defaultQuota: number;
  warn: (message: string, err: unknown) => void;
  now?: () => number;
}

/** What one request's check found: let through or not, and the figures of its RateLimit fields. */
export interface RateDecision {
  allowed: boolean;
  quota: number;
  remaining: number;
  resetSeconds: number;
}

interface Counter {
  window: number;
  /** The window's total over every instance when this instance last added to it. */
  shared: number;
  /** Requests let through here and not yet added to the shared total. */
  pending: number;
  /** Requests being added to the shared total now. */
  inflight: number;
  lastSync: number;
}

/**
 * A company's quota is read again after this long; every count added to the shared window reads it too, so a change by
 * staff reaches an instance with its next count for the company (within a second while its keys are busy).
 */
const QUOTA_TTL_MS = 30_000;
/** An instance adds what it counted at least this often while a key is busy. */
const SYNC_INTERVAL_MS = 1000;

/**
 * The API rate limiter (docs/integrating.md, Rate limits): a fixed one-minute window per API key or session, counted in
 * the database so every instance shares it. To keep the check off most requests' path, each instance lets up to a
 * batch (1 % of the quota) through on its own count, then the next request adds them to the shared window (one upsert
 * answering the total) and goes by that total; a quiet key's count is added every second. Near the quota every request
 * goes by the exact shared total, so n instances together let through at most the quota plus (n − 1) batches. A
 * database that does not answer lets requests through: the limiter never turns an outage into 429s.
 */
export function rateLimitsService(d: RateLimitsServiceDeps) {
  const { repo } = d;
  const now = d.now ?? Date.now;
  const counters = new Map<string, Counter>();
  const quotas = new Map<number, { quota: number | undefined; at: number }>();
  /** Addresses whose unknown API keys must wait, and until when (learnt from this instance's own failures). */
  const blockedAddresses = new Map<string, number>();
  let sweptWindow = 0;

  /** The company's own quota when known and fresh enough; `null` when it must be read first. */
  function knownQuota(customerId: number): { quota: number | undefined } | null {
    const cached = quotas.get(customerId);
    return cached && now() - cached.at < QUOTA_TTL_MS ? cached : null;
  }

  async function readQuota(customerId: number): Promise<void> {
    const row = await repo.quotaOf(customerId);
    quotas.set(customerId, { quota: row?.requests_per_minute, at: now() });
  }

  async function add(key: string, c: Counter, hits: number, customerId: number | null): Promise<number | undefined> {
    c.lastSync = now();
    c.inflight += hits;
    try {
      const { total, quota } = await repo.add(key, new Date(c.window), hits, customerId);
      c.shared = Math.max(c.shared, total);
      if (customerId !== null) quotas.set(customerId, { quota: quota ?? undefined, at: now() });
      return total;
    } catch (err) {
      d.warn('rate limit counter not written', err);
      return undefined;
    } finally {
      c.inflight -= hits;
    }
  }

  /** Forgets the counters of past windows (once per window). */
  function sweep(window: number) {
    if (window === sweptWindow) return;
    sweptWindow = window;
    for (const [key, c] of counters) if (c.window < window) counters.delete(key);
  }

  function decide(partition: string, customerId: number | null): RateDecision | Promise<RateDecision> {
    const quota = (customerId === null ? undefined : quotas.get(customerId)?.quota) ?? d.defaultQuota;
    const at = now();
    const window = windowStart(at);
    const resetSeconds = secondsToReset(at);
    sweep(window);
    let c = counters.get(partition);
    // a key's first request of the window on this instance reads the shared total and the company's quota as they are
    const first = !c || c.window !== window;
    if (!c || first) {
      c = { window, shared: 0, pending: 0, inflight: 0, lastSync: at };
      counters.set(partition, c);
    }
    const refused = { allowed: false, quota, remaining: 0, resetSeconds };
    if (c.shared >= quota) return refused;
    const unconfirmed = c.pending + c.inflight;
    if (first || unconfirmed >= localBatch(quota) || mustSyncBeforeAdmitting(c.shared + unconfirmed + 1, quota)) {
      // this request adds what was counted here, itself included, and goes by the exact shared total
      const hits = c.pending + 1;
      c.pending = 0;
      const counter = c;
      return add(partition, counter, hits, customerId).then((total) => {
        const current = (customerId === null ? undefined : quotas.get(customerId)?.quota) ?? d.defaultQuota;
        if (total === undefined) return { allowed: true, quota: current, remaining: current - counter.shared, resetSeconds };
        return total <= current
          ? { allowed: true, quota: current, remaining: current - total, resetSeconds }
          : { ...refused, quota: current };
      });
    }
    c.pending += 1;
    if (at - c.lastSync >= SYNC_INTERVAL_MS) {
      const hits = c.pending;
      c.pending = 0;
      void add(partition, c, hits, customerId);
    }
    return { allowed: true, quota, remaining: quota - c.shared - c.pending - c.inflight, resetSeconds };
  }

  return {
    /** Whether the limiter runs at all (API_RATE_LIMIT=0 turns it off). */
    enabled: d.defaultQuota > 0,

    /**
     * Counts one request of the key or session (`partition`) and decides whether it goes through: at once on this
     * instance's own count, or after the shared count is read (a promise) when the company's quota or the window's total
     * must be read first.
     */
    hit(partition: string, customerId: number | null): RateDecision | Promise<RateDecision> {
      if (customerId !== null && !knownQuota(customerId)) return readQuota(customerId).then(() => decide(partition, customerId));
      return decide(partition, customerId);
    },

    /** Milliseconds the client address must still wait before its next API key is looked at (0: none). */
    keyAttemptWait(ip: string): number {
      const until = blockedAddresses.get(addressKey(ip));
      if (until === undefined) return 0;
      const wait = until - now();
      if (wait <= 0) blockedAddresses.delete(addressKey(ip));
      return Math.max(0, wait);
    },

    /** Counts an unknown API key from the address (shared by every instance); how long its next attempt waits. */
    async failedKeyAttempt(ip: string): Promise<number> {
      const address = addressKey(ip);
      const at = now();
      const failures = await repo.failKeyAttempt(address, new Date(at - DEFAULT_KEY_ATTEMPT_POLICY.windowMs));
      // this failure is the last one: its wait starts now
      const wait = keyAttemptWaitMs(failures, at, at);
      if (wait > 0) blockedAddresses.set(address, at + wait);
      return wait;
    },

    /** A company's quota as staff see it. */
    async view(customerId: number): Promise<RateLimitView> {
      if (!(await repo.customerExists(customerId))) throw notFound();
      const own = await repo.quotaOf(customerId);
      return {
        customer_id: customerId,
        requests_per_minute: own?.requests_per_minute ?? null,
        effective_requests_per_minute: own?.requests_per_minute ?? d.defaultQuota,
        default_requests_per_minute: d.defaultQuota,
        window_seconds: RATE_LIMIT_WINDOW_SECONDS,
        updated_at: own?.updated_at.toISOString() ?? null,
      };
    },

    /** Sets the company's quota, or clears it (null: the default again); audited. */
    async set(customerId: number, requestsPerMinute: number | null): Promise<RateLimitView> {
      const before = await this.view(customerId);
      if (requestsPerMinute === null) await repo.clearQuota(customerId);
      else await repo.setQuota(customerId, requestsPerMinute);
      quotas.set(customerId, { quota: requestsPerMinute ?? undefined, at: now() });
      noteAudit({
        action: 'rate_limits.update',
        subject: { kind: 'customer', id: customerId, customer_id: customerId },
        changes: { requests_per_minute: { from: before.requests_per_minute, to: requestsPerMinute } },
      });
      return this.view(customerId);
    },

    purge: () => repo.purge(),
  };
}

export type RateLimitsService = ReturnType<typeof rateLimitsService>;
