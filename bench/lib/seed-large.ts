// Large data sets generated inside PostgreSQL (generate_series): fast, and no rows cross the wire.
import pg from 'pg';

/** 10,000 companies and 100,000 accounts with profiles, spread over every customer account type. */
export async function seedAccountsAndCustomers(databaseUrl: string, customers: number, accounts: number): Promise<void> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    await c.query('begin');
    await c.query(
      `insert into customers (name, former_name, website, provider_insight_company_code, provider_signed_bdm_id, business_jurisdiction, address_country, address_city)
       select 'Bench Company ' || lpad(g::text, 6, '0'), case when g % 3 = 0 then 'Old Name ' || g end, 'https://company' || g || '.example',
              'BC' || g, 1 + (g % 5), (array['United Kingdom','Singapore','Chile','Japan','Germany','Brazil'])[1 + g % 6],
              (array['GB','SG','CL','JP','DE','BR'])[1 + g % 6], 'City ' || (g % 50)
       from generate_series(1, $1) g`,
      [customers],
    );
    await c.query(
      `insert into accounts (username, email, account_type_id, status, disabled, customer_id, last_login, login_count)
       select 'bench.user.' || g, 'bench.user.' || g || '@bench.example',
              (array[200,210,220,230,240,110,120,400])[1 + g % 8],
              (array['active','active','active','created','requested','terminated'])[1 + g % 6],
              g % 17 = 0,
              case when (array[200,210,220,230,240,110,120,400])[1 + g % 8] between 200 and 299
                   then (select min(id) from customers) + (g % $2) end,
              now() - (g % 1000) * interval '1 hour', g % 50
       from generate_series(1, $1) g`,
      [accounts, customers],
    );
    await c.query(
      `insert into user_profiles (account_id, firstname, lastname)
       select id, 'First' || id, 'Last' || id from accounts where email like '%@bench.example'`,
    );
    await c.query('commit');
    await c.query('analyze');
  } finally {
    await c.end();
  }
}

export const INVENTORY_JURISDICTIONS = [
  'United Kingdom',
  'United States',
  'Japan',
  'Germany',
  'Singapore',
  'Brazil',
  'France',
  'Australia',
  'South Africa',
  'Mexico',
];

/**
 * `customers` companies (codes IC1…) and `rows` inventory numbers (+88…, a range no real upload uses) spread over
 * ten jurisdictions, five service types, 50 cities, 60 % of them assigned to a company (every company gets some), one order per 20 numbers.
 */
export async function seedInventory(databaseUrl: string, customers: number, rows: number): Promise<void> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    await c.query(
      `insert into customers (name, provider_insight_company_code, business_jurisdiction)
       select 'Inventory Company ' || lpad(g::text, 5, '0'), 'IC' || g, 'United Kingdom' from generate_series(1, $1) g`,
      [customers],
    );
    await c.query(`insert into vendors (name, provider_insight_company_code) values ('Bench Vendor', 'BV1') on conflict do nothing`);
    await c.query(
      `insert into inventory_numbers (service_number, service_type, jurisdiction, city, number_type, customer_id, vendor_id, order_id,
                                      routing_vendor, translation_termination_number, currency, nrc, mrc, inbound_charges, expired, commencement_date)
       select '+88' || lpad(g::text, 10, '0'),
              (array['ITFS','UIFN','DID','SIP Trunking','ITFN'])[1 + g % 5],
              ($3::text[])[1 + (g / 7) % 10],
              'City ' || (g % 50),
              (array['Fixed','Mobile','Non-Geo'])[1 + g % 3],
              case when g % 5 < 3 then (select min(id) from customers) + ((g / 5) % $1) end,
              (select min(id) from vendors),
              case when g % 20 = 0 then g / 20 end,
              'RV' || (g % 200),
              case when g % 2 = 0 then '+4420794' || lpad((g % 10000)::text, 5, '0') end,
              (array['USD','EUR','GBP','HKD','CNY','SGD'])[1 + g % 6],
              ((g % 100) || '.50')::numeric, ((g % 40) || '.25')::numeric, 0.0125,
              g % 97 = 0,
              date '2026-01-01' + (g % 300)
       from generate_series(1, $2) g`,
      [customers, rows, INVENTORY_JURISDICTIONS],
    );
    await c.query('analyze');
  } finally {
    await c.end();
  }
}

export const ORDER_JURISDICTIONS = ['United Kingdom', 'United States', 'Japan', 'Germany', 'Singapore', 'Brazil'];
export const ORDER_SERVICE_TYPES = ['ITFS', 'UIFN', 'ITFN', 'DID', 'SIP Trunking'];
/** The status mix of the generated orders (one entry per twentieth): ready is common enough to pick 100 to accept. */
export const ORDER_STATUS_MIX = [
  'requested',
  'requested',
  'saved',
  'confirmed',
  'incomplete',
  'ready',
  'ready',
  'ready',
  'processed',
  'accepted',
  'assigned',
  'ordered',
  'testing',
  'completed',
  'completed',
  'completed',
  'completed',
  'cancellation',
  'cancelled',
  'terminated',
];

/**
 * `customers` companies (codes OC1…), 30 products (5 service types × 6 jurisdictions; every third one with two
 * requirement flags) each with a standard tariff and one order snapshot, and `rows` orders spread over the companies,
 * products and ORDER_STATUS_MIX, updated_at spread over the last year, references `PO-<company>-<n>`, each with its
 * first timeline event. Orders share their product's snapshot (a real order has its own: same joins, fewer rows).
 * `createdBy` is the account recorded as the creator.
 */
export async function seedOrders(databaseUrl: string, customers: number, rows: number, createdBy: number): Promise<void> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    await c.query('begin');
    await c.query(
      `insert into customers (name, provider_insight_company_code, business_jurisdiction)
       select 'Order Company ' || lpad(g::text, 5, '0'), 'OC' || g, 'United Kingdom' from generate_series(1, $1) g`,
      [customers],
    );
    await c.query(`insert into vendors (name, provider_insight_company_code) values ('Bench Vendor', 'BV1') on conflict do nothing`);
    await c.query(
      `insert into service_number_types (vendor_id, vendor_option, service_type, number_type, jurisdiction, end_user_name_req, usage_forecast_req)
       select (select min(id) from vendors), 'Bench option ' || g, ($1::text[])[1 + g % 5], 'Fixed', ($2::text[])[1 + g / 5], g % 3 = 0, g % 3 = 0
       from generate_series(0, 29) g`,
      [ORDER_SERVICE_TYPES, ORDER_JURISDICTIONS],
    );
    await c.query(
      `insert into tariffs (type, service_number_type_id, currency, nrc, mrc)
       select 'standard', id, 'USD', 100 + id, 10 + id from service_number_types`,
    );
    await c.query(
      `insert into service_number_type_order_history (service_number_type_id, product, tariff, service_type, jurisdiction, currency, nrc, mrc)
       select p.id, to_jsonb(p) || jsonb_build_object('cities', '[]'::jsonb),
              jsonb_build_object('currency', t.currency, 'nrc', t.nrc::text, 'mrc', t.mrc::text),
              p.service_type, p.jurisdiction, t.currency, t.nrc, t.mrc
       from service_number_types p join tariffs t on t.service_number_type_id = p.id order by p.id`,
    );
    await c.query(
      `insert into orders (customer_id, created_by, service_number_type_order_history_id, service_number_type_id, service_type,
                           jurisdiction, status, number_quantity, channel_quantity, reference, created_at, updated_at)
       select (select min(id) from customers) + (g % $1), $4, h.id, h.service_number_type_id, h.service_type, h.jurisdiction,
              ($3::text[])[1 + (g / 7) % 20], 1 + g % 50, g % 10, 'PO-' || (g % $1) || '-' || lpad(g::text, 7, '0'),
              u - interval '3 days', u
       from generate_series(1, $2) g
       cross join lateral (select now() - ((g * 7919) % 525600) * interval '1 minute' as u) t
       join service_number_type_order_history h on h.id = (select min(id) from service_number_type_order_history) + (g * 13) % 30`,
      [customers, rows, ORDER_STATUS_MIX, createdBy],
    );
    await c.query(
      `insert into order_events (order_id, account_id, from_status, to_status, created_at)
       select id, created_by, null, 'requested', created_at from orders`,
    );
    await c.query('commit');
    // the steady state: autovacuum vacuums a table after this many inserts, which lets counts use index-only scans
    await c.query('vacuum analyze');
  } finally {
    await c.end();
  }
}
