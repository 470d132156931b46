import { type BillingSimulateQuery, type BillingSimulation, rateCall } from '@gsn/domain';
import { notFound } from '../../lib/errors.ts';
import type { BillingRepository } from './billing-repository.ts';

/** Billing (docs/billing.md): rating as the simulator shows it; statements build on the same function. */
export function billingService(repo: BillingRepository) {
  return {
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
