/**
 * Re-rating (docs/billing.md): when a number's charges, an order's custom tariff or a product's tariff change, the
 * calls they price are rated again — those of the current and the previous month (UTC), the months a statement may
 * still be open for. Older calls keep the rating they had.
 */

/** Which calls to re-rate: those of these inventory numbers, orders, products (through their orders) or tariffs. */
export interface RerateScope {
  numbers?: readonly number[];
  orders?: readonly number[];
  products?: readonly number[];
  tariffs?: readonly number[];
}

/** The seizure times re-rated after a price change at `now`: from the first day of the previous month (UTC) to the first of the next. */
export function rerateWindow(now: Date): { from: Date; to: Date } {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  return { from: new Date(Date.UTC(y, m - 1, 1)), to: new Date(Date.UTC(y, m + 1, 1)) };
}

/** Whether a scope names anything to re-rate. */
export const rerateScopeEmpty = (s: RerateScope) => ![s.numbers, s.orders, s.products, s.tariffs].some((v) => v?.length);
