import { describe, expect, it } from 'vitest';
import { NO_RATES, type NumberCharges, pricingLevels, type TariffRates } from './levels.ts';
import { rateCall } from './rating.ts';

const tariff = (id: number, over: Partial<TariffRates> = {}): TariffRates => ({ id, currency: 'EUR', ...NO_RATES, ...over });
const number = (over: Partial<NumberCharges> = {}): NumberCharges => ({
  id: 5,
  currency: null,
  billing_incremental: null,
  inbound_charges: null,
  outbound_charges_fixed: null,
  outbound_charges_mobile: null,
  outbound_charges_special: null,
  ...over,
});
const did = { service_type: 'DID', direction: 'inbound' as const, answered: true, duration_seconds: 31 };

describe('pricing levels', () => {
  it('orders the number, the order tariff and the product tariff, each only when there is one', () => {
    const levels = pricingLevels({ number: number({ currency: 'GBP' }), orderTariff: tariff(2), productTariff: tariff(3) });
    expect(levels.map((l) => l.source)).toEqual([
      { kind: 'number_charges', id: 5 },
      { kind: 'order_tariff', id: 2 },
      { kind: 'product_tariff', id: 3 },
    ]);
    expect(pricingLevels({ productTariff: tariff(3) }).map((l) => l.source.kind)).toEqual(['product_tariff']);
    expect(pricingLevels({})).toEqual([]);
  });

  it('counts a number without a currency as no level: its charges and increment are not read', () => {
    const levels = pricingLevels({
      number: number({ inbound_charges: '0.9000', billing_incremental: '1/1' }),
      productTariff: tariff(3, { inbound_charges: '0.0100' }),
    });
    expect(rateCall(did, levels)).toMatchObject({ status: 'rated', rate: '0.0100', increment: '60/60', billed_seconds: 60 });
  });

  it("gives a number with a currency its own rate, and the next level's increment when it names none", () => {
    const levels = pricingLevels({
      number: number({ currency: 'GBP', inbound_charges: '0.0125' }),
      orderTariff: tariff(2, { billing_incremental: '30/6' }),
    });
    expect(rateCall(did, levels)).toMatchObject({ rate: '0.0125', currency: 'GBP', increment: '30/6', billed_seconds: 36 });
    // a toll-free call: the number has no per-origin rates, the order's tariff prices it
    const itfs = rateCall({ ...did, service_type: 'ITFS' }, pricingLevels({ number: number({ currency: 'GBP' }), orderTariff: tariff(2) }));
    expect(itfs).toEqual({ status: 'unrated', reason: 'no_rate', rate_field: 'fix_usage_rate' });
  });
});
