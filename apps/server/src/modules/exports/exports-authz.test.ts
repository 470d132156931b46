import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthzCase, buildWorld, checkCase, routesUnder, type Scope, type World } from '../../../test/authz.ts';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { exportFiles } from '../../db/schema.ts';

let ctx: TestContext;
let w: World;
let n = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  w = await buildWorld(ctx);
});
afterAll(async () => ctx?.close());

/** A Completed export file of the actor (own) or of another company's master (other). */
async function fileOf(type: number, scope: Scope): Promise<string> {
  const filename = `inventorynumbers-20250101000000-${(++n).toString(16).padStart(8, '0')}.csv`;
  const account_id = scope === 'own' ? w.actor[type]!.id : w.master.other;
  await ctx.database.db.insert(exportFiles).values({
    account_id,
    filename,
    category: 'inventory',
    report_name: 'inventorynumbers',
    format: 'csv',
    status: 'Completed',
    percentage: 100,
    rows: 0,
  });
  const dir = path.join(ctx.config.dataDir, 'exports');
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, filename), '\uFEFFservice_number\r\n');
  return filename;
}

/*
 * Exports and downloads, by account type:
 *            staff 100 110 120 130 140 | customers 200 210 220 230 240 | registered 400
 * Any session may ask; the inventory export needs 220 list (210 and 400 have none). Downloads are the caller's
 * own: another account's file is 404 for everyone.
 */
const CASES: AuthzCase[] = [
  {
    route: 'GET /api/reports/download/:category/:report_name',
    expect: '202 202 202 202 202 | 202 403 202 202 202 | 403',
    request: async () => ({ method: 'GET', url: '/api/reports/download/inventory/inventorynumbers?format=csv' }),
  },
  {
    route: 'GET /api/downloads',
    expect: '200 200 200 200 200 | 200 200 200 200 200 | 200',
    request: async () => ({ method: 'GET', url: '/api/downloads' }),
  },
  {
    route: 'GET /api/download/:name',
    expect: '200/404 200/404 200/404 200/404 200/404 | 200/404 200/404 200/404 200/404 200/404 | 200/404',
    request: async (_w, type, scope) => ({ method: 'GET', url: `/api/download/${await fileOf(type, scope)}` }),
  },
];

describe('exports authorization', () => {
  it.each(CASES.map((c) => [c.route, c] as const))('%s', async (_name, c) => {
    await checkCase(w, c);
  });

  it('covers every export and download endpoint', () => {
    expect([...new Set(CASES.map((c) => c.route))].sort()).toEqual(
      routesUnder(w, ['/api/reports/download', '/api/downloads', '/api/download/']),
    );
  });
});
