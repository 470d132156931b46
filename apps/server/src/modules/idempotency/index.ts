import type { Infrastructure, ModuleManifest } from '../../app-types.ts';
import { idempotencyRepository } from './idempotency-repository.ts';
import { idempotencyService } from './idempotency-service.ts';

export type { IdempotencyService } from './idempotency-service.ts';

/** Idempotency-Key on POSTs (plugins/idempotency.ts); its hourly purge also ends expired sessions. */
export const idempotencyModule = {
  name: 'idempotency',
  services: (d: Pick<Infrastructure, 'db' | 'database' | 'jobs' | 'sessions'>) => {
    const idempotency = idempotencyService(idempotencyRepository(d.db));
    // the key is marked committed in the request's own transaction: committed and marked, or neither
    d.database.beforeCommit(async (tx, write) => {
      if (write.idempotency) await idempotency.markCommitted(tx, write.idempotency, write.resource ?? null);
    });
    d.jobs.define('maintenance.purge-sessions', async () => {
      await d.sessions.purgeExpired();
      await idempotency.purgeExpired();
    });
    d.jobs.every('maintenance.purge-sessions', '17 * * * *');
    return { idempotency };
  },
} satisfies ModuleManifest;
