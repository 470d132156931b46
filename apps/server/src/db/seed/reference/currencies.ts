import { CURRENCY_CODES } from '@gsn/domain';
import { getCurrency } from 'countries-list/currencies';
import type { CurrencyRow } from './types.ts';

/** The offering's currencies with their English ISO 4217 names from the `countries-list` package. */
export function buildCurrencies(): CurrencyRow[] {
  return CURRENCY_CODES.map((code) => ({ code, name: getCurrency(code).name }));
}
