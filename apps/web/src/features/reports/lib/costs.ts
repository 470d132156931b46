import type { CurrencyCost } from '@gsn/domain';

/** Costs per currency as the server summed them (exact decimals), never added across currencies; '—' for none. */
export const costText = (costs: readonly CurrencyCost[] | undefined) =>
  costs?.length ? costs.map((c) => `${c.cost} ${c.currency}`).join(' · ') : '—';
