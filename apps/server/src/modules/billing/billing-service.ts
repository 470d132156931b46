import { type BillingSimulateQuery, type BillingSimulation, rateCall } from '@gsn/domain';
import { notFound } from '../../lib/errors.ts';
import type { BillingRepository } from './billing-repository.ts';

/** Calls rated per transaction by `rateNeverRated`: PostgreSQL, and the embedded engine (one connection, kept short). */
export const NEVER_RATED_CHUNK = { postgres: 50_000, embedded: 2_000 };

const yieldToRequests = () => new Promise<void>((r) => setImmediate(r));

/** Billing (docs/billing.md): rating as the simulator shows it; statements build on the same function. */
export function billingService(repo: BillingRepository, opts: { chunk?: number } = {}) {
  const chunk = opts.chunk ?? NEVER_RATED_CHUNK.postgres;
  return {
    /**
     * Rates the calls loaded before rating existed, `chunk` per transaction (each under the call loading lock, the
     * counters with them), until none is left; answers how many. Idempotent: a rated call is never taken again.
     */
    async rateNeverRated(): Promise<number> {
      let total = 0;
      for (;;) {
        const rated = await repo.transaction((tx) => tx.rateNeverRated(chunk));
        total += rated;
        if (rated < chunk) return total;
        await yieldToRequests();
      }
    },

    /** What a call of the product would cost, rated by the function that rates loaded calls. */
    async simulate(q: BillingSimulateQuery): Promise<BillingSimulation> {
      const pricing = await repo.productPricing(q.product_id);
      if (!pricing) throw notFound();
      const r = rateCall(
        {
          service_type: pricing.service_type,
          direction: q.direction,
          duration_seconds: q.duration_seconds,
          answered: q.duration_seconds > 0,
          origin_type: q.origin_type ?? null,
          called_type: q.called_type ?? null,
        },
        pricing.levels,
      );
      const base = { duration_seconds: q.duration_seconds, reason: null, increment: null, rate: null, currency: null, source: null };
      if (r.status === 'free') return { ...base, status: 'free', rate_field: null, billed_seconds: 0, cost: r.cost };
      if (r.status === 'unrated')
        return { ...base, status: 'unrated', reason: r.reason, rate_field: r.rate_field, billed_seconds: 0, cost: null };
      return { ...base, ...r };
    },
  };
}

export type BillingService = ReturnType<typeof billingService>;
