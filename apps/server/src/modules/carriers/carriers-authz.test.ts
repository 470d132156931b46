import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthzCase, buildWorld, checkCase, routesUnder, type World } from '../../../test/authz.ts';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { multipart, xlsx } from '../../../test/spreadsheets.ts';

let ctx: TestContext;
let w: World;
beforeAll(async () => {
  ctx = await createTestContext();
  w = await buildWorld(ctx);
});
afterAll(async () => ctx?.close());

/*
 * Who may call the carriers endpoints (inventory functionality 220, staff only) and the carriers template:
 *            staff 100 110 120 130 140 | customers 200 210 220 230 240 | registered 400
 * Default 220 permissions: 100, 120, 130 rlwed; 110, 140 rl; customers rl but the audience is staff.
 */
let n = 0;
const cic = () => String(1000 + (++n % 9000));

const CASES: AuthzCase[] = [
  {
    route: 'GET /api/carriers',
    expect: '200 200 200 200 200 | 403 403 403 403 403 | 403',
    request: async () => ({ method: 'GET', url: '/api/carriers' }),
  },
  {
    route: 'POST /api/carriers',
    expect: '201 403 201 201 403 | 403 403 403 403 403 | 403',
    request: async () => ({ method: 'POST', url: '/api/carriers', payload: { cic: cic() } }),
  },
  {
    route: 'POST /api/carriers/bulk',
    expect: '200 403 200 200 403 | 403 403 403 403 403 | 403',
    request: async () => {
      const { payload, headers } = multipart('carriers.xlsx', xlsx([['cic'], [cic()]]));
      return { method: 'POST', url: '/api/carriers/bulk', payload, headers };
    },
  },
  {
    route: 'GET /api/templates/carriers',
    expect: '200 403 200 200 403 | 403 403 403 403 403 | 403',
    request: async () => ({ method: 'GET', url: '/api/templates/carriers' }),
  },
];

describe('carriers authorization', () => {
  it.each(CASES.map((c) => [c.route, c] as const))('%s', async (_name, c) => {
    await checkCase(w, c);
  });

  it('covers every carriers endpoint and its template', () => {
    expect(CASES.map((c) => c.route).sort()).toEqual(routesUnder(w, ['/api/carriers', '/api/templates/carriers']));
  });
});
