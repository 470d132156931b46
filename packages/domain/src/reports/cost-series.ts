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

/**
 * Rows of the call statistics as their exports write them (columns `cost` and `currency`): each row with its cost in
 * its first currency, and — a row with costs in more than one currency — one more row per further currency carrying
 * only its date (and hour), cost and currency. A column of costs then never mixes two currencies once filtered by
 * currency, and the KPI columns still add up (the extra rows leave them empty).
 */
export function withCostColumns<T extends { date: string; hour?: number | null; costs: readonly CurrencyCost[] }>(
  rows: readonly T[],
): (Omit<T, 'costs'> & { cost: string | null; currency: string | null })[] {
  type Out = Omit<T, 'costs'> & { cost: string | null; currency: string | null };
  return rows.flatMap(({ costs, ...row }) => {
    const [first, ...more] = costs;
    const main = { ...row, cost: first?.cost ?? null, currency: first?.currency ?? null } as Out;
    const extra = more.map((c) => ({
      date: row.date,
      ...(row.hour === undefined ? {} : { hour: row.hour }),
      cost: c.cost,
      currency: c.currency,
    }));
    return [main, ...(extra as unknown as Out[])];
  });
}
