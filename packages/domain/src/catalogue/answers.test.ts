import { describe, expect, it } from 'vitest';
import { coverageListAnswer, productAnswer, productViewAnswer, publicTariffAnswer } from './answers.ts';
import { PROVIDER_ONLY_PRODUCT_FIELDS, publicProductView } from './products.ts';

/** A stored product as the products service holds it for staff (every field, its cities and its tariff). */
function staffProduct() {
  const flags = Object.fromEntries(
    Object.entries(productAnswer.shape)
      .filter(([, s]) => s.safeParse(false).success)
      .map(([k]) => [k, false]),
  );
  const nulls = Object.fromEntries(
    Object.entries(productAnswer.shape)
      .filter(([, s]) => s.safeParse(null).success && !s.safeParse(false).success)
      .map(([k]) => [k, null]),
  );
  const now = new Date('2026-11-20T09:00:00Z');
  return {
    ...nulls,
    ...flags,
    id: 7,
    vendor_id: 3,
    vendor: 'Orange Wholesale',
    vendor_plan: 'Plan A',
    vendor_option: 'Gold',
    service_type: 'DID',
    jurisdiction: 'United Kingdom',
    accessibility: ['fixed'],
    portability_options: [],
    cities: [{ city: 'London', city_dial_code: '20' }],
    createdAt: now,
    updatedAt: now,
    tariff: {
      ...Object.fromEntries(Object.keys(publicTariffAnswer.shape).map((k) => [k, null])),
      id: 11,
      type: 'standard',
      service_number_type_id: 7,
      currency: 'GBP',
      nrc: '12.50',
      mrc: '0.0125',
      outbound_calling_enabled: false,
      vendor: 'Orange Wholesale',
      vendor_option: 'Gold',
      createdAt: now,
      updatedAt: now,
    },
  };
}

describe('product answers (what each audience receives, serialised through the schema)', () => {
  it('keeps everything staff get', () => {
    const product = staffProduct();
    const staff = productViewAnswer.parse(product);
    expect(staff).toMatchObject({ vendor_id: 3, vendor: 'Orange Wholesale', vendor_plan: 'Plan A', vendor_option: 'Gold' });
    expect(staff.tariff).toMatchObject({ nrc: '12.50', mrc: '0.0125', vendor: 'Orange Wholesale', vendor_option: 'Gold' });
    expect(productAnswer.parse(product)).toEqual(staff);
  });

  it('adds no vendor field to what customers get, and keeps their tariff', () => {
    const { tariff, ...product } = staffProduct();
    const customer = productViewAnswer.parse({ ...publicProductView(product), tariff: publicProductView(tariff) });
    for (const f of PROVIDER_ONLY_PRODUCT_FIELDS) expect(customer).not.toHaveProperty(f);
    expect(customer.tariff).toMatchObject({ currency: 'GBP', nrc: '12.50', mrc: '0.0125' });
    expect(customer.tariff).not.toHaveProperty('vendor');
    expect(customer.tariff).not.toHaveProperty('vendor_option');
  });

  it('gives visitors neither vendor fields nor a tariff, even when the service passed them', () => {
    const { tariff: _t, ...product } = staffProduct();
    const visitor = productViewAnswer.parse(publicProductView(product));
    expect(visitor).not.toHaveProperty('tariff');
    for (const f of PROVIDER_ONLY_PRODUCT_FIELDS) expect(visitor).not.toHaveProperty(f);
    // the public coverage list drops vendor fields whatever it is handed, in the tariff too; whether a tariff (the
    // list prices, for registered users) is there at all is the service's decision (products-list-prices.test.ts)
    const page = coverageListAnswer.parse({ data: [staffProduct()], count: 1 });
    for (const f of PROVIDER_ONLY_PRODUCT_FIELDS) expect(page.data[0]).not.toHaveProperty(f);
    expect(page.data[0]?.tariff).not.toHaveProperty('vendor');
    expect(page.data[0]?.tariff).not.toHaveProperty('vendor_option');
  });
});
