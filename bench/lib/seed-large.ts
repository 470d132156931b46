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
