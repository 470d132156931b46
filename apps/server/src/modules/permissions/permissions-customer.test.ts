import { FUNCTIONALITIES, PERMISSION_RULE_MESSAGES } from '@gsn/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCompany, caller, NO_FLAGS, signedIn } from '../../../test/administration-fixtures.ts';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { permissions } from '../../db/schema.ts';

// Staff setting a permission for one company: the override reaches that company's accounts only, and the
// list names the company.
let ctx: TestContext;
let A: number;
let B: number;
let admin: ReturnType<typeof caller>;
let opsA: ReturnType<typeof caller>;
let opsB: ReturnType<typeof caller>;

const TYPE = 230;
const REPORT = FUNCTIONALITIES.report;

interface MyRow {
  functionality_id: number;
  read: boolean;
  list: boolean;
  customer_id: number | null;
}
const reportRight = async (who: ReturnType<typeof caller>) =>
  ((await who.get('/permissions/my_permissions?coded=false')).json().data as MyRow[]).find((r) => r.functionality_id === REPORT);

beforeAll(async () => {
  ctx = await createTestContext();
  A = await addCompany(ctx, 'Alpha Telecom');
  B = await addCompany(ctx, 'Beta Telecom');
  admin = caller(ctx, (await signedIn(ctx, 'admin@gsn.test', 100)).token);
  // the type's default grants reading the reports: the company override below takes it away from Alpha only
  const def = { account_type_id: TYPE, functionality_id: REPORT, customer_id: null };
  const [existing] = await ctx.database.db
    .select({ id: permissions.id })
    .from(permissions)
    .where(and(eq(permissions.account_type_id, TYPE), eq(permissions.functionality_id, REPORT), isNull(permissions.customer_id)));
  if (existing) await ctx.database.db.update(permissions).set({ read: true, list: true }).where(eq(permissions.id, existing.id));
  else await ctx.database.db.insert(permissions).values({ ...def, ...NO_FLAGS, read: true, list: true });
  opsA = caller(ctx, (await signedIn(ctx, 'ops@alpha.test', TYPE, A)).token);
  opsB = caller(ctx, (await signedIn(ctx, 'ops@beta.test', TYPE, B)).token);
});
afterAll(async () => ctx?.close());

describe('a permission staff set for one customer', () => {
  let rowId: number;

  it('is created for that customer and answered with the company', async () => {
    const res = await admin.post('/permissions', { account_type_id: TYPE, functionality_id: REPORT, customer_id: A, ...NO_FLAGS });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      account_type_id: TYPE,
      functionality_id: REPORT,
      customer_id: A,
      customer: { id: A, name: 'Alpha Telecom' },
    });
    rowId = data.id;
  });

  it('overrides the default for that customer’s accounts only', async () => {
    expect(await reportRight(opsA)).toMatchObject({ read: false, list: false, customer_id: A });
    expect((await opsA.get('/reporting/reports')).statusCode).toBe(403);
    expect(await reportRight(opsB)).toMatchObject({ read: true, list: true, customer_id: null });
    expect((await opsB.get('/reporting/reports')).statusCode).toBe(200);
  });

  it('is listed (and read) with the company’s name; default rows have no company', async () => {
    const list = (await admin.get(`/permissions?functionality_id=${REPORT}&account_type_id=${TYPE}`)).json();
    expect(list.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: rowId, customer: { id: A, name: 'Alpha Telecom' } }),
        expect.objectContaining({ customer_id: null, customer: null }),
      ]),
    );
    const one = (await admin.get(`/permissions/${rowId}`)).json();
    expect(one.customer).toEqual({ id: A, name: 'Alpha Telecom' });
  });

  it('is found by the customer filter', async () => {
    const byA = (await admin.get(`/permissions?customer_id=${A}&limit=100`)).json();
    expect(byA.count).toBeGreaterThan(0);
    expect(byA.data.every((r: { customer: { id: number } | null }) => r.customer?.id === A)).toBe(true);
    expect((await admin.get(`/permissions?customer_id=${B}`)).json().count).toBe(0);
  });

  it('is refused for a staff account type (422)', async () => {
    const res = await admin.post('/permissions', { account_type_id: 120, functionality_id: REPORT, customer_id: B, read: true });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'permission.customer_types_only',
      errors: [{ field: 'customer_id', message: PERMISSION_RULE_MESSAGES.customerRowForCustomerTypes }],
    });
    expect((await admin.get(`/permissions?customer_id=${B}`)).json().count).toBe(0);
  });
});
