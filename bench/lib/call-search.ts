// The call records' search (GET /calls with number prefixes, release causes and answered seconds) over the seeded
// calls (lib/seed-calls.ts: calling numbers +447700nnnnnn, service numbers +88 and ten digits, causes 16 17 18 19 21
// 34 42): the scenarios as staff across every company and as a customer of the busiest company.
import pg from 'pg';
import { hashPassword } from '../../apps/server/src/lib/passwords.ts';
import type { Scenario } from './measure.ts';

export const SEARCH_CUSTOMER = { email: 'bench.customer@calls.example', password: 'Customer!2345' };

/** A master account (type 200) of a company, with a known password, inserted directly. */
export async function createSearchCustomer(databaseUrl: string, customerId: number): Promise<void> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const hash = await hashPassword(SEARCH_CUSTOMER.password);
    const { rows } = await c.query<{ id: number }>(
      `insert into accounts (username, email, password_hash, account_type_id, status, customer_id)
       values ($1, $1, $2, 200, 'active', $3) returning id`,
      [SEARCH_CUSTOMER.email, hash, customerId],
    );
    await c.query(`insert into user_profiles (account_id, firstname, lastname) values ($1, 'Bench', 'Customer')`, [rows[0]?.id]);
  } finally {
    await c.end();
  }
}

export async function loginAs(base: string, body: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${base}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { token?: string };
  if (res.status !== 200 || !json.token) throw new Error(`customer login failed: ${res.status} ${JSON.stringify(json)}`);
  return json.token;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const enc = encodeURIComponent;
/** The causes searched in turn: common, uncommon and one no call has (every call of the range read without an index). */
const CAUSES = ['34', '18', '21', '1', '17,34', '42'];

/**
 * Staff, every company, the default 30 days: a calling number's first 10 digits (about 1 call in 10,000) and a whole
 * calling number, a service number (called), a release cause, a cause with answered seconds.
 */
export function staffSearchScenarios(customers: number): Scenario[] {
  return [
    { name: 'search staff: calling prefix (10 digits)', url: (i) => `/api/calls?calling_prefix=${enc(`+4477001${pad(i % 1000, 3)}`)}` },
    {
      name: 'search staff: calling number (whole)',
      url: (i) => `/api/calls?calling_prefix=${enc(`+447700${pad((i * 7919) % 900_000, 6)}`)}`,
    },
    {
      name: 'search staff: called number (a service)',
      url: (i) => `/api/calls?called_prefix=${enc(`+88${pad(((i * 7) % customers) * 10 + (i % 3), 10)}`)}`,
    },
    { name: 'search staff: release cause', url: (i) => `/api/calls?cause=${enc(CAUSES[i % CAUSES.length] ?? '34')}` },
    { name: 'search staff: cause 16, answered 10–20 s', url: () => '/api/calls?cause=16&min_duration=10&max_duration=20' },
  ];
}

/** A customer of the busiest company (about 6 % of the calls), the default 30 days: their own calls only. */
export function customerSearchScenarios(): Scenario[] {
  return [
    // the seed's calling numbers run +447700000000 … +447700899999: each of these prefixes matches about 1 % of them
    { name: 'search customer: calling prefix (8 digits)', url: (i) => `/api/calls?calling_prefix=${enc(`+447700${pad(i % 90, 2)}`)}` },
    { name: 'search customer: called number (own service)', url: (i) => `/api/calls?called_prefix=${enc(`+88${pad(i % 3, 10)}`)}` },
    { name: 'search customer: release cause', url: (i) => `/api/calls?cause=${enc(CAUSES[i % CAUSES.length] ?? '34')}` },
    { name: 'search customer: answered ≥ 10 min', url: () => '/api/calls?min_duration=600' },
  ];
}
