import { customers } from '../src/db/schema.ts';
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
