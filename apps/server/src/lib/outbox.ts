import type { Db } from '../db/connect.ts';
import { type OutboxMessage, outboxRepository } from '../db/outbox-repository.ts';

/** A topic's handler: delivers one message (notifications, webhook deliveries, mails). Throws to be retried. */
export type OutboxHandler<T> = (payload: T) => Promise<void>;

/**
 * The transactional outbox: what a change must tell others is written in the change's own transaction (`add`), so
 * that it exists exactly when the change does, and delivered after the commit — at once by the request that made it
 * (`deliver`), and otherwise by any instance's sweep: an instance that died between the commit and the delivery, or
 * a database that went away meanwhile, loses nothing (at least once). A failed delivery is retried with backoff.
 */
export interface Outbox {
  /** The handler of a topic (registered by the module that owns it, before the first delivery). */
  on<T>(topic: string, handler: OutboxHandler<T>): void;
  /** Records a message in the transaction `tx`; answers its id (to hand to `deliver` after the commit). */
  add(tx: Db, topic: string, payload: object): Promise<number>;
  /**
   * Delivers these committed messages now, in order. Never throws: what fails stays for the sweep. A caller that need
   * not wait may leave it running (`void`): stop() waits for it.
   */
  deliver(ids: number[]): Promise<void>;
  /** Delivers every due message (any instance's); answers how many were delivered. */
  sweep(): Promise<number>;
  /** Sweeps every `intervalMs` until stop(). */
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

/** How often each instance sweeps for messages left undelivered. */
export const OUTBOX_SWEEP_MS = 2000;
/** A taken message stays with its taker this long before another instance's sweep takes it again. */
const LEASE_SECONDS = 30;
const SWEEP_BATCH = 100;
/** Attempts before a message is dropped (logged): with the backoff below, about 10 hours of retries. */
export const OUTBOX_MAX_ATTEMPTS = 20;
/** Seconds before attempt `n + 1` after `n` failed: 5 s doubling, at most an hour. */
export const outboxRetryDelay = (attempts: number) => Math.min(3600, 5 * 2 ** Math.max(0, attempts - 1));

export function createOutbox(db: Db, log: { error: (o: object, m: string) => void }): Outbox {
  const repo = outboxRepository(db);
  const handlers = new Map<string, OutboxHandler<never>>();
  let timer: NodeJS.Timeout | undefined;
  let sweeping: Promise<number> | undefined;
  const inFlight = new Set<Promise<void>>();

  async function handle(message: OutboxMessage): Promise<boolean> {
    const handler = handlers.get(message.topic) as OutboxHandler<unknown> | undefined;
    try {
      if (!handler) throw new Error(`no handler for outbox topic ${message.topic}`);
      await handler(message.payload);
      await repo.remove(message.id);
      return true;
    } catch (err) {
      const last = message.attempts >= OUTBOX_MAX_ATTEMPTS;
      log.error(
        { err, outbox: message.id, topic: message.topic, attempts: message.attempts },
        last ? 'outbox message dropped' : 'outbox delivery failed; retried later',
      );
      await (last
        ? repo.remove(message.id)
        : repo.retryLater(message.id, String((err as Error)?.message ?? err), outboxRetryDelay(message.attempts))
      ).catch(() => {});
      return false;
    }
  }

  async function run(ids: number[] | null): Promise<number> {
    let delivered = 0;
    for (;;) {
      const batch = await repo.take(ids, SWEEP_BATCH, LEASE_SECONDS);
      for (const message of batch) if (await handle(message)) delivered++;
      if (ids || batch.length < SWEEP_BATCH) return delivered;
    }
  }

  return {
    on: (topic, handler) => void handlers.set(topic, handler as OutboxHandler<never>),
    add: (tx, topic, payload) => outboxRepository(tx).insert(topic, payload),
    async deliver(ids) {
      if (!ids.length) return;
      const delivery = run(ids).then(
        () => undefined,
        (err: unknown) => log.error({ err, outbox: ids }, 'outbox delivery failed; the sweep takes it up'),
      );
      // tracked, so that stop() waits for the deliveries a caller did not await
      inFlight.add(delivery);
      await delivery.finally(() => inFlight.delete(delivery));
    },
    sweep() {
      // one sweep at a time per instance
      sweeping ??= run(null).finally(() => {
        sweeping = undefined;
      });
      return sweeping;
    },
    start(intervalMs) {
      timer = setInterval(() => {
        this.sweep().catch((err: unknown) => log.error({ err }, 'outbox sweep failed'));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await Promise.all([sweeping?.catch(() => {}), ...inFlight]);
    },
  };
}
