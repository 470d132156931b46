import { sumAmounts } from '../billing/rating.ts';

/**
 * The cost of the call statistics (docs/billing.md): the rated calls' costs summed per day or hour and per currency
 * — amounts of two currencies are never added — exactly (decimal strings, 4 decimals).
 */

/** A cost as the server sums it: a day (and an hour), a currency, the amount. */
export interface CostSum {
  date: string;
  hour?: number;
  currency: string;
  cost: string;
}

/** An amount in a currency. */
export interface CurrencyCost {
  currency: string;
  cost: string;
}

/** The sums per currency of some costs, currencies in alphabetical order. */
export function costsPerCurrency(rows: readonly Pick<CostSum, 'currency' | 'cost'>[]): CurrencyCost[] {
  const by = new Map<string, string[]>();
  for (const r of rows) by.set(r.currency, [...(by.get(r.currency) ?? []), r.cost]);
  return [...by.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([currency, amounts]) => ({ currency, cost: sumAmounts(amounts) }));
}

/** Costs grouped under `key` (a day, or a day and an hour), each group summed per currency. */
export function costsBy(rows: readonly CostSum[], key: (r: CostSum) => string): Map<string, CurrencyCost[]> {
  const groups = new Map<string, CostSum[]>();
  for (const r of rows) groups.set(key(r), [...(groups.get(key(r)) ?? []), r]);
  return new Map([...groups.entries()].map(([k, rs]) => [k, costsPerCurrency(rs)]));
}
