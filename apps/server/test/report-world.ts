import { customers, inventoryNumbers, vendors } from '../src/db/schema.ts';
import { addAccount, login, type TestContext } from './helpers.ts';

/**
 * The companies and accounts the call and report tests share: three companies (A, B, C) and four signed-in
 * accounts — staff `ops` (130), `custA` (200 of A), `custB` (a customer type of B) and `orphan` (230 without a
 * company, who must see nothing).
 */
export interface ReportWorld {
  companyA: number;
  companyB: number;
  companyC: number;
  ops: string;
  custA: string;
  custB: string;
  orphan: string;
}

export async function reportWorld(ctx: TestContext, custBType = 220): Promise<ReportWorld> {
  const [companyA, companyB, companyC] = (
    await ctx.database.db
      .insert(customers)
      .values([
        { name: 'Alpha Telecom', provider_insight_company_code: 'CUSA' },
        { name: 'Beta Networks', provider_insight_company_code: 'CUSB' },
        { name: 'Gamma Voice', provider_insight_company_code: 'CUSC' },
      ])
      .returning({ id: customers.id })
  ).map((r) => r.id) as [number, number, number];
  await addAccount(ctx, { email: 'ops@gsn.test', account_type_id: 130 });
  await addAccount(ctx, { email: 'a@alpha.test', account_type_id: 200, customer_id: companyA });
  await addAccount(ctx, { email: 'b@beta.test', account_type_id: custBType, customer_id: companyB });
  await addAccount(ctx, { email: 'orphan@none.test', account_type_id: 230 });
  const [ops, custA, custB, orphan] = (await Promise.all(
    ['ops@gsn.test', 'a@alpha.test', 'b@beta.test', 'orphan@none.test'].map((e) => login(ctx, e)),
  )) as [string, string, string, string];
  return { companyA, companyB, companyC, ops, custA, custB, orphan };
}

export interface CallLoadingWorld extends ReportWorld {
  /** The vendor of the UK number. */
  vendor: number;
}

/**
 * The report world plus two service numbers calls are loaded onto: +442079460000 (ITFS, London, company A, with a
 * vendor) and +4930100000 (SIP Trunking, Berlin, company B). Used by the call upload and the call import tests.
 */
export async function callLoadingWorld(ctx: TestContext): Promise<CallLoadingWorld> {
  const world = await reportWorld(ctx, 220);
  const db = ctx.database.db;
  const vendor = (await db.insert(vendors).values({ name: 'Carrier One' }).returning({ id: vendors.id }))[0]!.id;
  await db.insert(inventoryNumbers).values([
    {
      service_number: '+442079460000',
      service_type: 'ITFS',
      jurisdiction: 'United Kingdom',
      city: 'London',
      customer_id: world.companyA,
      vendor_id: vendor,
    },
    { service_number: '+4930100000', service_type: 'SIP Trunking', jurisdiction: 'Germany', city: 'Berlin', customer_id: world.companyB },
  ]);
  return { ...world, vendor };
}
