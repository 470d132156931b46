/** Spec 1 §9: the six currencies of the offering. Names come from the seeded ISO 4217 data. */
export const CURRENCY_CODES = ['USD', 'EUR', 'GBP', 'HKD', 'CNY', 'SGD'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];
