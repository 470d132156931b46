import { z } from 'zod';
import { CALLED_TYPES, ORIGIN_TYPES } from './rating.ts';

/**
 * The rate simulator (docs/billing.md): a product, the call's origin (or, outbound, the called type) and its length →
 * what it costs, computed by the same function that rates loaded calls, with each step of the computation.
 */
export const billingSimulateQuery = z
  .object({
    product_id: z.coerce.number().int().positive().max(2_147_483_647),
    direction: z.enum(['inbound', 'outbound']).default('inbound'),
    origin_type: z.enum(ORIGIN_TYPES).optional(),
    called_type: z.enum(CALLED_TYPES).optional(),
    /** Answered seconds (0: not answered). */
    duration_seconds: z.coerce.number().int().min(0).max(86_400),
  })
  .strict();
export type BillingSimulateQuery = z.infer<typeof billingSimulateQuery>;

const source = z.object({ kind: z.enum(['number_charges', 'order_tariff', 'product_tariff']), id: z.number().int() });

/** The simulator's answer: the rating and how it was computed. */
export const billingSimulationAnswer = z.object({
  data: z.object({
    status: z.enum(['rated', 'free', 'unrated']),
    /** Why a call is unrated (`no_tariff`, `no_rate`); null otherwise. */
    reason: z.string().nullable(),
    rate_field: z.string().nullable(),
    duration_seconds: z.number().int(),
    billed_seconds: z.number().int(),
    increment: z.string().nullable(),
    rate: z.string().nullable(),
    cost: z.string().nullable(),
    currency: z.string().nullable(),
    source: source.nullable(),
  }),
});
export type BillingSimulation = z.infer<typeof billingSimulationAnswer>['data'];
