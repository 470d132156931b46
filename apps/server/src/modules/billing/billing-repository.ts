import { and, eq } from 'drizzle-orm';
import type { RatingLevel } from '@gsn/domain';
import type { Db } from '../../db/connect.ts';
import { serviceNumberTypes, tariffs } from '../../db/schema.ts';
import { transactional } from '../../db/transactional.ts';
import { rateNeverRated } from './billing-rerate-repository.ts';

/** What rating reads (the pricing levels of a product), and the rating of the calls loaded before rating existed. */
function billingQueries(db: Db) {
  return {
    /** Rates up to `limit` calls that were never rated, with their counters (`rateNeverRated`). */
    rateNeverRated: (limit: number) => rateNeverRated(db, limit),

    /** The product's service type and its standard tariff as a rating level (undefined: no such product). */
    async productPricing(productId: number): Promise<{ service_type: string; levels: RatingLevel[] } | undefined> {
      const [row] = await db
        .select({ service_type: serviceNumberTypes.service_type, tariff: tariffs })
        .from(serviceNumberTypes)
        .leftJoin(tariffs, and(eq(tariffs.service_number_type_id, serviceNumberTypes.id), eq(tariffs.type, 'standard')))
        .where(eq(serviceNumberTypes.id, productId));
      if (!row) return undefined;
      const t = row.tariff;
      const levels: RatingLevel[] = t
        ? [
            {
              source: { kind: 'product_tariff', id: t.id },
              currency: t.currency,
              billing_incremental: t.billing_incremental,
              fix_usage_rate: t.fix_usage_rate,
              mobile_usage_rate: t.mobile_usage_rate,
              payphone_usage_rate: t.payphone_usage_rate,
              inbound_charges: t.inbound_charges,
              outbound_charges_fixed: t.outbound_charges_fixed,
              outbound_charges_mobile: t.outbound_charges_mobile,
              outbound_charges_special: t.outbound_charges_special,
            },
          ]
        : [];
      return { service_type: row.service_type, levels };
    },
  };
}

export const billingRepository = (db: Db) => transactional(db, billingQueries);
export type BillingRepository = ReturnType<typeof billingRepository>;
