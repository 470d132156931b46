import { readFileSync } from 'node:fs';
import {
  type CurrencyCode,
  type InventoryNumberInput,
  type ProductFormInput,
  type ServiceType,
  inventoryNumberSchema,
  normalizeCharges,
  productSchema,
  tariffCreateSchema,
} from '@gsn/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { CountryCode } from 'libphonenumber-js/max';
import type { Db } from '../connect.ts';
import {
  cities,
  customers,
  inventoryNumbers,
  jurisdictions,
  serviceNumberTypeCities,
  serviceNumberTypes,
  tariffs,
  vendors,
} from '../schema.ts';
import { LOCAL_CUSTOMERS, REMARKS, TERMINATIONS, numberFactory } from './demo-numbers.ts';

/**
 * The demo catalogue (spec 2 §3, §9): products of every service type in jurisdictions of all six regions, their
 * standard tariffs and an inventory of valid E.164 numbers, some assigned to the demo customers. Deterministic
 * (a seeded generator, fixed dates) and idempotent: a product that exists is kept as it is, inventory numbers
 * that exist are skipped. Products and tariffs go through the API's schemas, so they are stored exactly as the
 * API would store them.
 */

type NumberType = 'Fixed' | 'Mobile' | 'Non-Geo';

interface DemoProduct {
  /** Vendor by provider_insight_company_code. */
  vendor: string;
  type: ServiceType;
  jurisdiction: string;
  option: string;
  plan?: string;
  numberType?: NumberType;
  /** City names exactly as in the `cities` table of the jurisdiction's country (dial codes come from there). */
  cities?: string[];
  /** National number prefixes of the inventory when it is not city-based (toll-free ranges, blocks). */
  prefixes?: string[];
  /** National significant number length of the inventory numbers (otherwise the country's usual length). */
  length?: number;
  /** Inventory numbers to generate. */
  numbers: number;
  /** Standard tariff currency; null: no tariff yet. */
  currency: CurrencyCode | null;
  /** Price level in percent of the service type's base price (in USD). */
  price?: number;
  billing?: string;
  /** Features and requirements beyond the service type's defaults. */
  with?: Partial<ProductFormInput>;
}

const ADDRESS_PROOF = 'Utility bill, bank statement or lease agreement not older than 3 months';
const LOCAL_ADDRESS = {
  end_user_address_req: true,
  end_user_address_type: 'local',
  end_user_address_proof_req: true,
  end_user_address_proof_required: ADDRESS_PROOF,
} satisfies Partial<ProductFormInput>;

/** The defaults of each service type: accessibility, lead times, concurrency, the usual requirements. */
const DEFAULTS: Record<ServiceType, Partial<ProductFormInput>> = {
  ITFS: {
    accessibility: ['local_fixed', 'local_mobile', 'local_payphone'],
    provisioning_lead_time: 10,
    maximum_call_duration: 4,
    concurrent_maximum_calls: 999,
    conc_max_callpnumber: 30,
    usage_forecast_req: true,
    purpose_application_req: true,
    end_user_name_req: true,
  },
  UIFN: {
    service_access_code: '+800',
    accessibility: ['local_fixed', 'local_mobile'],
    accessibility_remarks: 'Reachable from the fixed and mobile networks of the jurisdiction; payphone access varies.',
    provisioning_lead_time: 45,
    maximum_call_duration: 4,
    concurrent_maximum_calls: 999,
    conc_max_callpnumber: 30,
    itu_assignment_notification_req: true,
    business_nature_req: true,
    usage_forecast_req: true,
    end_user_name_req: true,
    end_user_contact_req: true,
  },
  ITFN: {
    accessibility: ['local_fixed', 'local_mobile', 'mobile_roamers'],
    international_accessible: true,
    provisioning_lead_time: 15,
    maximum_call_duration: 4,
    concurrent_maximum_calls: 999,
    conc_max_callpnumber: 20,
    purpose_application_req: true,
    end_user_name_req: true,
  },
  DID: {
    number_type: 'Fixed',
    accessibility: ['local_fixed', 'local_mobile', 'local_payphone', 'from_overseas'],
    international_accessible: true,
    provisioning_lead_time: 5,
    maximum_call_duration: 8,
    concurrent_maximum_calls: 999,
    concurrent_call_expandable: true,
    conc_df_callpernumber: 2,
    local_caller_cli_supported: true,
    t38_fax_supported: true,
    end_user_name_req: true,
  },
  'SIP Trunking': {
    number_type: 'Fixed',
    outbound_calling_enabled: true,
    outbound_call_display_format: 'E.164',
    emergency_services: true,
    accessibility: ['local_fixed', 'local_mobile', 'local_payphone', 'from_overseas'],
    international_accessible: true,
    provisioning_lead_time: 15,
    maximum_call_duration: 12,
    concurrent_maximum_calls: 500,
    concurrent_call_expandable: true,
    conc_df_callpernumber: 10,
    local_caller_cli_supported: true,
    t38_fax_supported: true,
    end_user_name_req: true,
    end_user_contact_req: true,
    ...LOCAL_ADDRESS,
    additional_remarks: 'Emergency calls are routed to the PSAP of the registered end-user address.',
  },
};

/** The demo products (demo-products.json), without the defaults of their service type (DEFAULTS, applied at load time). */
export const DEMO_PRODUCTS: DemoProduct[] = JSON.parse(readFileSync(new URL('./demo-products.json', import.meta.url), 'utf8'));

const isLinkField = (k: string) => k.endsWith('_link');

/** Every template link of the demo products (the `…_link` fields). */
export const demoTemplateLinks = (): string[] =>
  DEMO_PRODUCTS.flatMap((p) => Object.entries(p.with ?? {}).flatMap(([k, v]) => (isLinkField(k) && typeof v === 'string' ? [v] : [])));

/** A product's features with its template links replaced by the stored templates (storeDemoTemplates). */
function withTemplates(w: DemoProduct['with'], templates: ReadonlyMap<string, string>): DemoProduct['with'] {
  if (!w) return w;
  return Object.fromEntries(
    Object.entries(w).map(([k, v]) => [k, isLinkField(k) && typeof v === 'string' ? (templates.get(v) ?? v) : v]),
  ) as DemoProduct['with'];
}

// ---------- prices ----------

/** Base prices in USD, in ten-thousandths (per number; per-minute rates; channel charges for SIP Trunking). */
const BASE: Record<ServiceType, Partial<Record<string, number>>> = {
  ITFS: { nrc: 500_000, mrc: 150_000, fix_usage_rate: 250, mobile_usage_rate: 1_200, payphone_usage_rate: 2_500 },
  UIFN: { nrc: 2_500_000, mrc: 600_000, fix_usage_rate: 450, mobile_usage_rate: 1_800, payphone_usage_rate: 3_200 },
  ITFN: { nrc: 750_000, mrc: 200_000, fix_usage_rate: 350, mobile_usage_rate: 1_500, payphone_usage_rate: 2_800 },
  DID: {
    nrc: 50_000,
    mrc: 25_000,
    inbound_charges: 60,
    outbound_charges_fixed: 120,
    outbound_charges_mobile: 450,
    outbound_charges_special: 2_500,
  },
  'SIP Trunking': {
    nrc: 1_500_000,
    mrc: 100_000,
    nrc_channel_charges: 250_000,
    mrc_channel_charges: 85_000,
    inbound_charges: 40,
    outbound_charges_fixed: 95,
    outbound_charges_mobile: 380,
    outbound_charges_special: 2_000,
  },
};
/** Approximate units of each currency per 100 USD. */
const FX: Record<CurrencyCode, number> = { USD: 100, EUR: 92, GBP: 79, HKD: 780, CNY: 720, SGD: 135 };
const BILLING: Record<ServiceType, string> = { ITFS: '60/60', UIFN: '60/60', ITFN: '30/6', DID: '60/6', 'SIP Trunking': '1/1' };

/** An exact decimal string of an amount in ten-thousandths (no float arithmetic on money). */
const amount = (tenThousandths: number) => `${Math.floor(tenThousandths / 10_000)}.${String(tenThousandths % 10_000).padStart(4, '0')}`;

function tariffCharges(p: DemoProduct, currency: CurrencyCode): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, base] of Object.entries(BASE[p.type])) {
    const units = Math.round(((base ?? 0) * (p.price ?? 100) * FX[currency]) / 10_000);
    // amounts of a currency unit or more are rounded to cents; per-minute rates keep four decimals
    out[field] = amount(units >= 10_000 ? Math.round(units / 100) * 100 : Math.max(units, 1));
  }
  return out;
}

// ---------- loading ----------

const day = (base: string, days: number) => new Date(Date.parse(`${base}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const identityKey = (vendorId: number, option: string, plan: string | null | undefined, type: string, jurisdiction: string) =>
  [vendorId, option.toLowerCase(), (plan ?? '').toLowerCase(), type, jurisdiction].join('|');

export interface DemoCatalogueSummary {
  products: number;
  tariffs: number;
  inventory: number;
}

/** Loads the demo products, tariffs and inventory; needs the demo vendors and customers. Idempotent. */
export async function loadDemoProducts(db: Db, templates: ReadonlyMap<string, string> = new Map()): Promise<DemoCatalogueSummary> {
  const vendorRows = await db.select({ id: vendors.id, code: vendors.provider_insight_company_code }).from(vendors);
  const vendorIds = new Map(vendorRows.map((v) => [v.code ?? '', v.id]));
  const customerRows = await db.select({ id: customers.id, code: customers.provider_insight_company_code }).from(customers);
  const customerIds = new Map(customerRows.map((c) => [c.code ?? '', c.id]));
  const names = [...new Set(DEMO_PRODUCTS.map((p) => p.jurisdiction))];
  const jurisdictionRows = await db.select().from(jurisdictions).where(inArray(jurisdictions.name, names));
  const jurisdictionByName = new Map(jurisdictionRows.map((j) => [j.name, j]));
  const existing = await db
    .select({
      vendor_id: serviceNumberTypes.vendor_id,
      vendor_option: serviceNumberTypes.vendor_option,
      vendor_plan: serviceNumberTypes.vendor_plan,
      service_type: serviceNumberTypes.service_type,
      jurisdiction: serviceNumberTypes.jurisdiction,
    })
    .from(serviceNumberTypes);
  const known = new Set(existing.map((e) => identityKey(e.vendor_id, e.vendor_option, e.vendor_plan, e.service_type, e.jurisdiction)));

  const numbers = numberFactory(20_240_601);
  const customerCodes = Object.keys(TERMINATIONS).filter((c) => customerIds.has(c));
  const terminationPool = new Map<string, string[]>();
  for (const code of Object.keys(TERMINATIONS)) {
    const [region, prefix] = TERMINATIONS[code] as [CountryCode, string];
    terminationPool.set(code, numbers.take({ region, prefix, kind: 'Fixed', count: 12 }));
  }

  let createdProducts = 0;
  let createdTariffs = 0;
  const inventoryRows: (typeof inventoryNumbers.$inferInsert)[] = [];
  let serial = 0;

  for (const [index, p] of DEMO_PRODUCTS.entries()) {
    const vendorId = vendorIds.get(p.vendor);
    const jurisdiction = jurisdictionByName.get(p.jurisdiction);
    if (!vendorId) throw new Error(`demo: vendor ${p.vendor} is missing`);
    if (!jurisdiction) throw new Error(`demo: jurisdiction ${p.jurisdiction} is missing`);
    const region = jurisdiction.country_code as CountryCode;
    const cityRows = p.cities?.length
      ? await db
          .select({ name: cities.name, dial_code: cities.dial_code })
          .from(cities)
          .where(and(eq(cities.country_code, jurisdiction.country_code), inArray(cities.name, p.cities)))
      : [];
    const productCities = (p.cities ?? []).map((name) => {
      const row = cityRows.find((c) => c.name === name);
      if (!row) throw new Error(`demo: city ${name} (${p.jurisdiction}) is missing`);
      return { city: row.name, city_dial_code: row.dial_code };
    });
    const product = productSchema.parse({
      ...DEFAULTS[p.type],
      ...(p.numberType ? { number_type: p.numberType } : {}),
      ...withTemplates(p.with, templates),
      vendor_id: vendorId,
      vendor_plan: p.plan ?? null,
      vendor_option: p.option,
      service_type: p.type,
      jurisdiction: p.jurisdiction,
      jurisdiction_dial_code: jurisdiction.dial_code.replace(/\D/g, ''),
      cities: productCities,
    } satisfies ProductFormInput);
    const tariffInput = p.currency
      ? tariffCreateSchema.parse({
          service_number_type_id: 1,
          currency: p.currency,
          ...tariffCharges(p, p.currency),
          billing_incremental: p.billing ?? BILLING[p.type],
          commencement_date: day('2024-01-01', (index * 7) % 180),
          billing_start_date: day('2024-01-01', ((index * 7) % 180) + 14),
        })
      : null;
    const charges = tariffInput ? normalizeCharges(tariffInput, product.service_type, product.outbound_calling_enabled) : null;

    if (!known.has(identityKey(vendorId, product.vendor_option, product.vendor_plan, product.service_type, product.jurisdiction))) {
      const { cities: productCityList, ...columns } = product;
      await db.transaction(async (tx) => {
        const [row] = await tx.insert(serviceNumberTypes).values(columns).returning({ id: serviceNumberTypes.id });
        if (!row) return;
        if (productCityList.length) {
          await tx.insert(serviceNumberTypeCities).values(
            productCityList.map((c, position) => ({
              service_number_type_id: row.id,
              position,
              city: c.city,
              city_dial_code: c.city_dial_code ?? null,
            })),
          );
        }
        if (charges) {
          await tx.insert(tariffs).values({ ...charges, type: 'standard', service_number_type_id: row.id });
          createdTariffs++;
        }
      });
      createdProducts++;
    }

    // the inventory of the product
    const tollFree = p.type === 'ITFS' || p.type === 'ITFN' || p.type === 'UIFN';
    const kind = tollFree ? 'tollFree' : (product.number_type ?? 'Fixed');
    const groups: { city: string | null; numbers: string[] }[] = [];
    if (p.type === 'UIFN') {
      groups.push({
        city: null,
        numbers: numbers.take({ region: null, callingCode: '800', prefix: '', kind, count: p.numbers, length: 8 }),
      });
    } else if (kind === 'Mobile') {
      groups.push({ city: null, numbers: numbers.mobile(region, p.numbers) });
    } else if (productCities.length) {
      productCities.forEach((c, i) => {
        const share = Math.floor(p.numbers / productCities.length) + (i < p.numbers % productCities.length ? 1 : 0);
        groups.push({
          city: c.city,
          numbers: numbers.take({ region, prefix: c.city_dial_code ?? '', kind, count: share, length: p.length }),
        });
      });
    } else {
      const prefixes = p.prefixes ?? [''];
      prefixes.forEach((prefix, i) => {
        const share = Math.floor(p.numbers / prefixes.length) + (i < p.numbers % prefixes.length ? 1 : 0);
        groups.push({ city: null, numbers: numbers.take({ region, prefix, kind, count: share, length: p.length }) });
      });
    }
    const vendorCode = p.vendor.slice(1, 4);
    for (const group of groups) {
      for (const serviceNumber of group.numbers) {
        serial++;
        const r = numbers.rng();
        const localCustomer = LOCAL_CUSTOMERS[p.jurisdiction];
        const customerCode =
          r < 0.22
            ? 'NWT001'
            : r < 0.38 && localCustomer
              ? localCustomer
              : r < 0.46
                ? customerCodes[numbers.int(customerCodes.length)]
                : undefined;
        const assigned = !!customerCode && customerIds.has(customerCode);
        const expired = !!product.expired || numbers.rng() < 0.03;
        const commencement = day('2023-06-01', numbers.int(700));
        const pool = customerCode ? terminationPool.get(customerCode) : undefined;
        const translated = assigned && pool && numbers.rng() < (tollFree ? 0.85 : 0.25);
        const sip = p.type === 'SIP Trunking';
        const cityTag = (group.city ?? region).slice(0, 3).toUpperCase();
        const input: InventoryNumberInput = inventoryNumberSchema.parse({
          service_number: serviceNumber,
          service_type: p.type,
          jurisdiction: p.jurisdiction,
          city: group.city,
          number_type: product.number_type,
          access_type: tollFree ? (product.accessibility ?? []).slice(0, 3).join(',') : product.number_type,
          vendor_insight_code: p.vendor,
          vendor_plan: product.vendor_plan,
          vendor_option: product.vendor_option,
          customer_insight_code: assigned ? customerCode : null,
          routing_vendor: assigned ? `${vendorCode}-${cityTag}-${String(1 + (serial % 4)).padStart(2, '0')}` : null,
          translated_routing: translated ? `TR${region}${String(serial).padStart(5, '0')}` : null,
          ocn_for_customer: assigned ? `${customerCode?.slice(0, 2)}${String(serial % 97).padStart(2, '0')}` : null,
          translation_termination_number: translated ? pool[numbers.int(pool.length)] : null,
          irouting_billing: assigned ? (tollFree ? 'per minute' : 'flat monthly') : null,
          currency: assigned && charges ? charges.currency : null,
          nrc: assigned ? charges?.nrc : null,
          mrc: assigned ? charges?.mrc : null,
          inbound_charges: assigned ? charges?.inbound_charges : null,
          outbound_charges_fixed: assigned ? charges?.outbound_charges_fixed : null,
          outbound_charges_mobile: assigned ? charges?.outbound_charges_mobile : null,
          outbound_charges_special: assigned ? charges?.outbound_charges_special : null,
          billing_incremental: assigned ? charges?.billing_incremental : null,
          commencement_date: assigned ? commencement : null,
          billing_start_date: assigned ? day(commencement, numbers.int(15)) : null,
          expiration_date: expired ? (product.expired ? '2025-03-31' : day(commencement, 365 + numbers.int(200))) : null,
          expired,
          sr_reference: assigned ? `SR-${commencement.slice(0, 4)}-${String(serial).padStart(5, '0')}` : null,
          provider_remarks: numbers.rng() < 0.05 ? REMARKS[numbers.int(REMARKS.length)] : null,
          daisy_loopback_trunk: sip && assigned ? `DLB-${cityTag}-0${1 + (serial % 3)}` : null,
          allinone_loopback_trunk: sip && assigned ? `AIO-${cityTag}-0${1 + (serial % 2)}` : null,
          bothways_enabled: sip || (p.type === 'DID' && product.outbound_calling_enabled),
          over_limited_channel: sip ? [0, 2, 5][serial % 3] : null,
          outbound_idd_callout_country: sip || product.outbound_calling_enabled ? p.jurisdiction : null,
        });
        const { customer_insight_code, vendor_insight_code, ...columns } = input;
        inventoryRows.push({
          ...columns,
          // a number a customer holds is in service (its order delivered it); the rest is stock
          state: assigned ? 'active' : 'available',
          state_changed_at: assigned ? new Date(`${commencement}T00:00:00Z`) : undefined,
          customer_id: customer_insight_code ? (customerIds.get(customer_insight_code) ?? null) : null,
          vendor_id: vendor_insight_code ? (vendorIds.get(vendor_insight_code) ?? null) : null,
        });
      }
    }
  }

  let createdInventory = 0;
  for (let i = 0; i < inventoryRows.length; i += 250) {
    const inserted = await db
      .insert(inventoryNumbers)
      .values(inventoryRows.slice(i, i + 250))
      .onConflictDoNothing()
      .returning({ id: inventoryNumbers.id });
    createdInventory += inserted.length;
  }
  return { products: createdProducts, tariffs: createdTariffs, inventory: createdInventory };
}
