import { eq, sql } from 'drizzle-orm';
import {
  type NumberCharges,
  pricingLevels,
  type RatingLevel,
  rateCall,
  type Rating,
  type TariffRates,
  type CalledType,
  type OriginType,
} from '@gsn/domain';
import { inventoryNumbers, orders, serviceNumberTypes, tariffs, vendors } from '../src/db/schema.ts';
import { insertOrder } from './documents.ts';
import type { TestContext } from './helpers.ts';

/**
 * Pricing for the rating tests: products with and without a standard tariff, orders with and without a custom
 * tariff, numbers with and without their own charges — every level missing somewhere, every increment rule met.
 */
export interface RatingWorld {
  numbers: Record<'itfsOrder' | 'itfsOwn' | 'uifn' | 'didOwn' | 'sip' | 'sipOwn' | 'didNoRate' | 'itfsBare', string>;
  products: Record<'itfs' | 'uifn' | 'did' | 'sip' | 'didNoRate', number>;
  orders: Record<'itfs' | 'uifn' | 'did' | 'sip' | 'didNoRate', number>;
  tariffs: Record<'itfs' | 'uifn' | 'did' | 'didNoRate' | 'orderItfs' | 'orderDid' | 'orderSip', number>;
}

type Rates = Partial<Omit<TariffRates, 'id'>>;

export async function ratingWorld(ctx: TestContext, customerId: number): Promise<RatingWorld> {
  const db = ctx.database.db;
  const vendor = (await db.insert(vendors).values({ name: 'Rating Carrier' }).returning({ id: vendors.id }))[0]!.id;
  const product = async (service_type: string, jurisdiction: string, vendor_option = 'Rated') =>
    (
      await db
        .insert(serviceNumberTypes)
        .values({ vendor_id: vendor, vendor_option, service_type, jurisdiction })
        .returning({ id: serviceNumberTypes.id })
    )[0]!.id;
  const tariff = async (type: 'standard' | 'customized', productId: number | null, r: Rates) =>
    (
      await db
        .insert(tariffs)
        .values({ type, service_number_type_id: productId, currency: 'EUR', ...r })
        .returning({ id: tariffs.id })
    )[0]!.id;
  const order = async (productId: number, service_type: string, custom: number | null) => {
    const id = await insertOrder(ctx, customerId, 'completed');
    await db.update(orders).set({ service_number_type_id: productId, service_type, custom_tariff_id: custom }).where(eq(orders.id, id));
    return id;
  };
  const products = {
    itfs: await product('ITFS', 'United Kingdom'),
    uifn: await product('UIFN', 'International'),
    did: await product('DID', 'United Kingdom'),
    sip: await product('SIP Trunking', 'Germany'),
    didNoRate: await product('DID', 'United Kingdom', 'Rated outbound only'),
  };
  const t = {
    itfs: await tariff('standard', products.itfs, { fix_usage_rate: '0.0300', mobile_usage_rate: '0.1000', billing_incremental: '30/6' }),
    uifn: await tariff('standard', products.uifn, {
      currency: 'USD',
      fix_usage_rate: '0.0200',
      mobile_usage_rate: '0.0500',
      payphone_usage_rate: '0.2500',
    }),
    did: await tariff('standard', products.did, {
      currency: 'GBP',
      inbound_charges: '0.0100',
      outbound_charges_fixed: '0.0150',
      outbound_charges_mobile: '0.0700',
      billing_incremental: '1/1',
    }),
    didNoRate: await tariff('standard', products.didNoRate, { outbound_charges_fixed: '0.0150', billing_incremental: '6/6' }),
    orderItfs: await tariff('customized', products.itfs, { currency: 'USD', mobile_usage_rate: '0.0800' }),
    orderDid: await tariff('customized', products.did, { billing_incremental: '60/6' }),
    orderSip: await tariff('customized', products.sip, {
      currency: 'SGD',
      inbound_charges: '0.0123',
      outbound_charges_fixed: '0.0333',
      outbound_charges_special: '1.2345',
      billing_incremental: '6/6',
    }),
  };
  const o = {
    itfs: await order(products.itfs, 'ITFS', t.orderItfs),
    uifn: await order(products.uifn, 'UIFN', null),
    did: await order(products.did, 'DID', t.orderDid),
    sip: await order(products.sip, 'SIP Trunking', t.orderSip),
    didNoRate: await order(products.didNoRate, 'DID', null),
  };
  const numbers: RatingWorld['numbers'] = {
    itfsOrder: '+448000000001',
    itfsOwn: '+448000000002',
    uifn: '+80012345678',
    didOwn: '+442071230004',
    sip: '+493012340005',
    sipOwn: '+493012340006',
    didNoRate: '+442071230007',
    itfsBare: '+448000000008',
  };
  const base = { customer_id: customerId, vendor_id: vendor, jurisdiction: 'United Kingdom' };
  await db.insert(inventoryNumbers).values([
    { ...base, service_number: numbers.itfsOrder, service_type: 'ITFS', order_id: o.itfs },
    // its own currency and increment, but no per-origin rate: the order's tariff prices it, with the order's increment
    { ...base, service_number: numbers.itfsOwn, service_type: 'ITFS', order_id: o.itfs, currency: 'HKD', billing_incremental: '60/1' },
    { ...base, service_number: numbers.uifn, service_type: 'UIFN', order_id: o.uifn },
    { ...base, service_number: numbers.didOwn, service_type: 'DID', order_id: o.did, currency: 'GBP', inbound_charges: '0.0125' },
    { ...base, service_number: numbers.sip, service_type: 'SIP Trunking', order_id: o.sip },
    // no order, an increment no rule knows: its own outbound mobile rate, billed by whole minutes
    {
      ...base,
      service_number: numbers.sipOwn,
      service_type: 'SIP Trunking',
      currency: 'EUR',
      outbound_charges_mobile: '0.0900',
      billing_incremental: '2026-01-01',
    },
    { ...base, service_number: numbers.didNoRate, service_type: 'DID', order_id: o.didNoRate },
    { ...base, service_number: numbers.itfsBare, service_type: 'ITFS' },
  ]);
  return { numbers, products, orders: o, tariffs: t };
}

const RATES = `currency, billing_incremental, fix_usage_rate, mobile_usage_rate, payphone_usage_rate, inbound_charges,
  outbound_charges_fixed, outbound_charges_mobile, outbound_charges_special`;

/** A stored call with its rating columns and the pricing levels of its number, read as they are now. */
export interface StoredRatedCall {
  id: number;
  service_type: string;
  direction: 'inbound' | 'outbound';
  duration_seconds: number;
  answered: boolean;
  origin_type: OriginType | null;
  origin_source: string | null;
  called_type: CalledType | null;
  billed_seconds: number | null;
  rate: string | null;
  cost: string | null;
  currency: string | null;
  rating_source: string | null;
  rating_source_id: number | null;
  rating_increment: string | null;
  unrated_reason: string | null;
  calling_number: string | null;
  called_number: string;
  levels: RatingLevel[];
}

/** Every stored call (`where`: a condition on `c`) with its levels, built from the rows by `pricingLevels`. */
export async function storedRatedCalls(ctx: TestContext, where = 'true'): Promise<StoredRatedCall[]> {
  const r = (await ctx.database.db.execute(
    sql.raw(`
    select c.id::int as id, c.service_type, c.direction, c.duration_seconds, c.answered_at is not null as answered, c.origin_type,
      c.origin_source, c.called_type, c.billed_seconds, c.rate::text as rate, c.cost::text as cost, c.currency, c.rating_source,
      c.rating_source_id, c.rating_increment, c.unrated_reason, c.calling_number, c.called_number,
      case when i.id is not null then json_build_object('id', i.id, 'currency', i.currency, 'billing_incremental', i.billing_incremental,
        'inbound_charges', i.inbound_charges::text, 'outbound_charges_fixed', i.outbound_charges_fixed::text,
        'outbound_charges_mobile', i.outbound_charges_mobile::text, 'outbound_charges_special', i.outbound_charges_special::text) end as number,
      (select row_to_json(x) from (select id, ${RATES} from tariffs where id = o.custom_tariff_id) x) as order_tariff,
      (select row_to_json(x) from (select id, ${RATES} from tariffs where service_number_type_id = o.service_number_type_id and type = 'standard') x) as product_tariff
    from calls c left join inventory_numbers i on i.id = c.inventory_number_id left join orders o on o.id = i.order_id
    where ${where} order by c.seized_at, c.id`),
  )) as unknown as {
    rows: (Omit<StoredRatedCall, 'levels'> & {
      number: NumberCharges | null;
      order_tariff: TariffRates | null;
      product_tariff: TariffRates | null;
    })[];
  };
  // row_to_json writes numeric as a JSON number: back to the decimal text PostgreSQL keeps (4 decimals)
  const text = (t: TariffRates | null): TariffRates | null =>
    t &&
    (Object.fromEntries(Object.entries(t).map(([k, v]) => [k, typeof v === 'number' && k !== 'id' ? v.toFixed(4) : v])) as TariffRates);
  return r.rows.map(({ number, order_tariff, product_tariff, ...c }) => ({
    ...c,
    levels: pricingLevels({ number, orderTariff: text(order_tariff), productTariff: text(product_tariff) }),
  }));
}

/** What `rateCall` says of a stored call, in the columns rating fills. */
export function expectedColumns(
  c: StoredRatedCall,
): Pick<
  StoredRatedCall,
  'billed_seconds' | 'rate' | 'cost' | 'currency' | 'rating_source' | 'rating_source_id' | 'rating_increment' | 'unrated_reason'
> {
  const r: Rating = rateCall(
    {
      service_type: c.service_type,
      direction: c.direction,
      duration_seconds: c.duration_seconds,
      answered: c.answered,
      origin_type: c.origin_type,
      called_type: c.called_type,
    },
    c.levels,
  );
  const none = { rate: null, currency: null, rating_source: null, rating_source_id: null, rating_increment: null, unrated_reason: null };
  if (r.status === 'free') return { ...none, billed_seconds: 0, cost: '0.0000' };
  if (r.status === 'unrated') return { ...none, billed_seconds: null, cost: null, unrated_reason: r.reason };
  return {
    billed_seconds: r.billed_seconds,
    rate: r.rate,
    cost: r.cost,
    currency: r.currency,
    rating_source: r.source.kind,
    rating_source_id: r.source.id,
    rating_increment: r.increment,
    unrated_reason: null,
  };
}
