import { describe, expect, it } from 'vitest';
import {
  PRODUCT_BULK_MESSAGES,
  PRODUCT_TEMPLATE_COLUMNS,
  PRODUCT_TEMPLATE_EXAMPLE,
  PRODUCT_TEMPLATE_REQUIRED,
  parseCities,
  parseList,
  parseYesNo,
  productIdentityKey,
  validateProductRow,
} from './product-bulk.ts';
import { DEFAULT_PORTABILITY_OPTION, PRODUCT_MESSAGES, productSchema } from './products.ts';
import { CHARGE_FIELDS, TARIFF_MESSAGES } from './tariffs.ts';

const VENDORS: Record<string, number> = { 'orange wholesale': 7, orw: 7, 'bt global': 9 };
const vendorIdOf = (v: string) => VENDORS[v.toLowerCase()];
const row = (values: Record<string, string>) =>
  validateProductRow(
    { vendor: 'Orange Wholesale', vendor_option: 'Gold', service_type: 'ITFS', jurisdiction: 'Germany', ...values },
    vendorIdOf,
  );
const errorsOf = (r: ReturnType<typeof validateProductRow>) => (r.ok ? {} : Object.fromEntries(r.errors.map((e) => [e.field, e.message])));

describe('product template', () => {
  it('has a column for every product field but vendor_id, then vendor and the tariff columns', () => {
    const fields = Object.keys((productSchema.in as unknown as { shape: Record<string, unknown> }).shape).filter((f) => f !== 'vendor_id');
    const columns = new Set<string>(PRODUCT_TEMPLATE_COLUMNS);
    expect(fields.filter((f) => !columns.has(f))).toEqual([]);
    for (const c of ['vendor', 'currency', ...CHARGE_FIELDS, 'billing_incremental', 'billing_start_date', 'commencement_date']) {
      expect(columns.has(c), c).toBe(true);
    }
    expect(new Set(PRODUCT_TEMPLATE_COLUMNS).size).toBe(PRODUCT_TEMPLATE_COLUMNS.length);
    expect(PRODUCT_TEMPLATE_REQUIRED).toEqual(['vendor', 'vendor_option', 'service_type', 'jurisdiction']);
  });

  it('has an example row that validates, with a normalised tariff', () => {
    const r = validateProductRow(PRODUCT_TEMPLATE_EXAMPLE, (v) => (v === 'VND001' ? 1 : undefined));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.data.product).toMatchObject({
      vendor_id: 1,
      service_type: 'DID',
      cities: [
        { city: 'London', city_dial_code: '20' },
        { city: 'Manchester', city_dial_code: '161' },
      ],
      accessibility: ['local_fixed', 'local_mobile'],
      outbound_calling_enabled: true,
      end_user_address_type: 'local',
    });
    expect(r.data.tariff).toMatchObject({ currency: 'GBP', nrc: '25.00', inbound_charges: '0.0125', fix_usage_rate: null });
  });
});

describe('cell parsers', () => {
  it('reads yes/no words', () => {
    for (const t of ['yes', 'YES', 'y', 'true', '1']) expect(parseYesNo(t)).toBe(true);
    for (const t of ['no', 'N', 'false', '0']) expect(parseYesNo(t)).toBe(false);
    expect(parseYesNo('')).toBeUndefined();
    expect(parseYesNo('  ')).toBeUndefined();
    expect(parseYesNo('maybe')).toBeNull();
  });

  it('reads lists and cities', () => {
    expect(parseList(' a ; b;;\nc ')).toEqual(['a', 'b', 'c']);
    expect(parseList('')).toEqual([]);
    expect(parseCities('London:20; Manchester : 161;Leeds')).toEqual([
      { city: 'London', city_dial_code: '20' },
      { city: 'Manchester', city_dial_code: '161' },
      { city: 'Leeds', city_dial_code: null },
    ]);
    expect(parseCities(':20')).toEqual([{ city: '', city_dial_code: '20' }]);
  });

  it('keys product identities case-insensitively on option and plan', () => {
    const a = productIdentityKey({ vendor_id: 1, vendor_option: 'Gold', vendor_plan: 'P1', service_type: 'DID', jurisdiction: 'Spain' });
    expect(productIdentityKey({ vendor_id: 1, vendor_option: 'GOLD', vendor_plan: 'p1', service_type: 'DID', jurisdiction: 'Spain' })).toBe(
      a,
    );
    expect(
      productIdentityKey({ vendor_id: 2, vendor_option: 'Gold', vendor_plan: 'P1', service_type: 'DID', jurisdiction: 'Spain' }),
    ).not.toBe(a);
    expect(productIdentityKey({ vendor_id: 1, vendor_option: 'Gold', vendor_plan: null, service_type: 'DID', jurisdiction: 'Spain' })).toBe(
      productIdentityKey({ vendor_id: 1, vendor_option: 'Gold', service_type: 'DID', jurisdiction: 'Spain' }),
    );
  });
});

describe('validateProductRow', () => {
  it('resolves the vendor by name or code, any case', () => {
    const byName = row({});
    const byCode = row({ vendor: 'orw' });
    expect(byName.ok && byName.data.product.vendor_id).toBe(7);
    expect(byCode.ok && byCode.data.product.vendor_id).toBe(7);
    expect(errorsOf(row({ vendor: 'Nobody' }))).toEqual({ vendor: PRODUCT_MESSAGES.vendorUnknown });
    expect(errorsOf(row({ vendor: '' }))).toEqual({ vendor: PRODUCT_MESSAGES.vendorRequired });
  });

  it('reports every bad column by its template name', () => {
    const r = row({
      vendor_option: '',
      service_type: 'Fax',
      expired: 'perhaps',
      provisioning_lead_time: '-1',
      accessibility: 'local_fixed; teleport',
      nrc: '12.50',
    });
    expect(errorsOf(r)).toEqual({
      vendor_option: PRODUCT_MESSAGES.vendorOptionRequired,
      service_type: PRODUCT_MESSAGES.serviceTypeRequired,
      expired: PRODUCT_BULK_MESSAGES.yesNo,
      provisioning_lead_time: PRODUCT_MESSAGES.wholeNumber,
      accessibility: expect.any(String),
      currency: PRODUCT_BULK_MESSAGES.tariffCurrency,
    });
  });

  it('rejects a city part without a name and a bad dial code', () => {
    expect(errorsOf(row({ service_type: 'DID', cities: 'London:20; :30' }))).toEqual({ cities: PRODUCT_MESSAGES.cityRequired });
    expect(errorsOf(row({ service_type: 'DID', cities: 'London:2x' }))).toEqual({ cities: PRODUCT_MESSAGES.dialCode });
  });

  it('normalises the product like the API (§4/§5 dependencies)', () => {
    const r = row({
      service_type: 'ITFN',
      cities: 'London:20',
      number_type: 'Fixed',
      portability: 'no',
      portability_options: 'international carrier',
      itu_assignment_notification_req: 'yes',
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.data.product).toMatchObject({
      cities: [],
      number_type: null,
      portability_options: [],
      itu_assignment_notification_req: false,
    });
    const itfs = row({ portability: 'yes', portability_options: 'international carrier; in-country carrier' });
    expect(itfs.ok && itfs.data.product.portability_options).toEqual(['international carrier', 'in-country carrier']);
    const did = row({ service_type: 'DID', portability: 'y' });
    expect(did.ok && did.data.product.portability_options).toEqual([DEFAULT_PORTABILITY_OPTION]);
    expect(row({}).ok && (row({}) as { data: { tariff: unknown } }).data.tariff).toBeNull();
  });

  it('creates the tariff from the currency, keeping only the charges of the service type, exactly', () => {
    const r = row({
      currency: 'USD',
      nrc: '100',
      mrc: '10.5',
      fix_usage_rate: '0.0125',
      inbound_charges: '3',
      nrc_channel_charges: '4',
      billing_incremental: '60/60',
      commencement_date: '2025-03-01T00:00:00.000Z',
      billing_start_date: '2025-03-15',
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.data.tariff).toMatchObject({
      currency: 'USD',
      nrc: '100.00',
      mrc: '10.50',
      fix_usage_rate: '0.0125',
      inbound_charges: null,
      nrc_channel_charges: null,
      commencement_date: '2025-03-01',
      billing_start_date: '2025-03-15',
    });
  });

  it('checks the tariff columns', () => {
    expect(errorsOf(row({ currency: 'JPY' }))).toEqual({ currency: TARIFF_MESSAGES.currencyRequired });
    expect(errorsOf(row({ currency: 'EUR', nrc: '-1', commencement_date: '2025-02-30' }))).toMatchObject({
      nrc: expect.any(String),
      commencement_date: TARIFF_MESSAGES.date,
    });
    expect(errorsOf(row({ currency: 'EUR', commencement_date: '2025-03-01', billing_start_date: '2025-02-01' }))).toEqual({
      billing_start_date: TARIFF_MESSAGES.billingAfterCommencement,
    });
  });
});
