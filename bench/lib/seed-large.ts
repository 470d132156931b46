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
