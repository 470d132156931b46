import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthzCase, buildWorld, checkCase, routesUnder, type World } from '../../../test/authz.ts';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { multipart, xlsx } from '../../../test/spreadsheets.ts';
import { inventoryNumbers } from '../../db/schema.ts';
import { callsRepository } from './calls-repository.ts';

let ctx: TestContext;
let w: World;

beforeAll(async () => {
  ctx = await createTestContext();
  w = await buildWorld(ctx);
  // one call per company (a call's identity is unique: a second company's call is another caller's)
  const call = (customer_id: number) => ({
    seized_at: new Date('2025-06-01T10:00:00Z'),
    service_type: 'DID',
    called_number: '+4930100000',
    calling_number: `+4930200${customer_id}`,
    jurisdiction: 'Germany',
    city: 'Berlin',
    customer_id,
  });
  await callsRepository(ctx.database.db).insertCalls([call(w.company.own), call(w.company.other)]);
  await ctx.database.db
    .insert(inventoryNumbers)
    .values({ service_number: '+4930100000', service_type: 'DID', jurisdiction: 'Germany', customer_id: w.company.own });
});
/** A seizure time no earlier request used (a call is loaded once). */
let serial = 0;
const freshTime = () => new Date(Date.UTC(2025, 5, 2, 0, 0, ++serial)).toISOString();
afterAll(async () => ctx?.close());

/*
 * Call records (report functionality 900, list), by account type:
 *            staff 100 110 120 130 140 | customers 200 210 220 230 240 | registered 400
 * Default 900 rights: every staff and customer type rl; 400 none. Customers see their own company's calls only
 * (asking for another company's answers their own: still 200, checked in calls.test.ts).
 */
/*
 * Loading calls (POST /calls, /calls/bulk, the calls template) is staff work on the service numbers: inventory
 * write (220), which 100, 120 and 130 hold by default.
 */
const CASES: AuthzCase[] = [
  {
    route: 'POST /api/calls',
    expect: '201 403 201 201 403 | 403 403 403 403 403 | 403',
    request: async () => ({ method: 'POST', url: '/api/calls', payload: { CDR_SEIZTIME: freshTime(), CDR_CLDNUM: '+4930100000' } }),
  },
  {
    route: 'POST /api/calls/bulk',
    expect: '200 403 200 200 403 | 403 403 403 403 403 | 403',
    request: async () => {
      const { payload, headers } = multipart(
        'calls.xlsx',
        xlsx([
          ['CDR_SEIZTIME', 'CDR_CLDNUM'],
          [freshTime(), '+4930100000'],
        ]),
      );
      return { method: 'POST', url: '/api/calls/bulk', payload, headers };
    },
  },
  {
    route: 'POST /api/calls/import',
    expect: '200 403 200 200 403 | 403 403 403 403 403 | 403',
    request: async () => ({
      method: 'POST',
      url: '/api/calls/import',
      payload: `CDR_SEIZTIME,CDR_CLDNUM\n${freshTime()},+4930100000\n`,
      headers: { 'content-type': 'text/csv' },
    }),
  },
  {
    route: 'GET /api/templates/calls',
    expect: '200 403 200 200 403 | 403 403 403 403 403 | 403',
    request: async () => ({ method: 'GET', url: '/api/templates/calls' }),
  },
  {
    route: 'GET /api/calls',
    expect: '200 200 200 200 200 | 200 200 200 200 200 | 403',
    request: async (_w, _t, scope) => ({
      method: 'GET',
      url: `/api/calls?fromDate=2025-06-01&toDate=2025-06-01&customer_id=${w.company[scope]}`,
    }),
  },
  {
    route: 'GET /api/calls/jurisdictions',
    expect: '200 200 200 200 200 | 200 200 200 200 200 | 403',
    request: async () => ({ method: 'GET', url: '/api/calls/jurisdictions' }),
  },
  {
    route: 'GET /api/calls/cities',
    expect: '200 200 200 200 200 | 200 200 200 200 200 | 403',
    request: async () => ({ method: 'GET', url: '/api/calls/cities?jurisdiction=Germany' }),
  },
  {
    route: 'GET /api/reports/download/:category/:report_name',
    variant: 'calls/callsummary',
    expect: '202 202 202 202 202 | 202 202 202 202 202 | 403',
    request: async () => ({
      method: 'GET',
      url: '/api/reports/download/calls/callsummary?format=csv&fromDate=2025-06-01&toDate=2025-06-01',
    }),
  },
];

describe('call records authorization', () => {
  it.each(CASES.map((c) => [`${c.route}${c.variant ? ` (${c.variant})` : ''}`, c] as const))('%s', async (_name, c) => {
    await checkCase(w, c);
  });

  it('covers every call records endpoint and its export', () => {
    expect([...new Set(CASES.map((c) => c.route))].sort()).toEqual(
      [...routesUnder(w, ['/api/calls', '/api/templates/calls']), 'GET /api/reports/download/:category/:report_name'].sort(),
    );
  });

  it('shows each customer only its own company’s call', async () => {
    for (const t of [200, 210, 220, 230, 240]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/calls?fromDate=2025-06-01&toDate=2025-06-01&customer_id=${w.company.other}`,
        headers: { authorization: `Bearer ${w.actor[t]!.token}` },
      });
      expect(res.json().count, String(t)).toBe(1);
    }
  });
});
