import { eq } from 'drizzle-orm';
import { loadConfig } from '../../config.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { openStorages, type Storage } from '../../lib/storage.ts';
import type { Db } from '../connect.ts';
import { accounts, carriers, customers, vendors } from '../schema.ts';
import { accountRepository } from '../../modules/account/account-repository.ts';
import { loadDemoCalls } from './demo-calls.ts';
import { DEMO_CARRIERS, DEMO_VENDORS } from './demo-catalogue.ts';
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_STAFF, demoCompanyAccounts } from './demo-data.ts';
import { type DemoCatalogueSummary, demoTemplateLinks, loadDemoProducts } from './demo-products.ts';
import { storeDemoTemplates } from './demo-templates.ts';
import { type DemoNumberLifeSummary, loadDemoNumberLife } from './demo-number-life.ts';
import { type DemoOrdersSummary, loadDemoOrders } from './demo-orders.ts';

/**
 * Loads the demo data set (idempotent: what exists is kept). Accounts of every type for now; each later
 * feature adds its entities here.
 */
export async function loadDemoData(
  db: Db,
  /** Where order documents go (the app's storage); by default the configuration's (DATA_DIR/files unless STORAGE_URL). */
  opts: { storage?: Storage; publicUrl?: string } = {},
): Promise<{
  accounts: number;
  customers: number;
  catalogue: DemoCatalogueSummary;
  orders: DemoOrdersSummary;
  numbers: DemoNumberLifeSummary;
  calls: number;
  password: string;
}> {
  const repo = accountRepository(db);
  const hash = await hashPassword(DEMO_PASSWORD);
  let createdAccounts = 0;
  let createdCustomers = 0;
  const now = Date.now();

  async function ensureAccount(a: {
    email: string;
    username: string;
    account_type_id: number;
    customer_id: number | null;
    firstname: string;
    lastname: string;
    jobtitle: string;
    status?: string;
    loginsAgo?: number;
  }) {
    if (await repo.findByEmail(a.email)) return (await repo.findByEmail(a.email))!.id;
    const id = await repo.insert({
      username: a.username,
      email: a.email,
      account_type_id: a.account_type_id,
      customer_id: a.customer_id,
      status: a.status ?? 'active',
      password_hash: hash,
      profile: { firstname: a.firstname, lastname: a.lastname, jobtitle: a.jobtitle, language: 'en', currency: 'USD' },
    });
    if (a.loginsAgo !== undefined) {
      await db
        .update(accounts)
        .set({ last_login: new Date(now - a.loginsAgo * 3600_000), login_count: 3 + (id % 40) })
        .where(eq(accounts.id, id));
    }
    createdAccounts++;
    return id;
  }

  const staffIds = new Map<string, number>();
  for (const s of DEMO_STAFF) staffIds.set(s.email, await ensureAccount({ ...s, customer_id: null }));

  for (const c of DEMO_COMPANIES) {
    let [company] = await db.select({ id: customers.id }).from(customers).where(eq(customers.name, c.name));
    if (!company) {
      const { domain: _domain, bdm, ...values } = c;
      const bdmStaff = DEMO_STAFF.find((s) => s.email === bdm);
      [company] = await db
        .insert(customers)
        .values({
          ...values,
          provider_signed_bdm_id: staffIds.get(bdm) ?? null,
          provider_signed_bdm_name: bdmStaff ? `${bdmStaff.firstname} ${bdmStaff.lastname}` : null,
        })
        .returning({ id: customers.id });
      createdCustomers++;
    }
    if (!company) continue;
    for (const a of demoCompanyAccounts(c)) {
      const id = await ensureAccount({ ...a, customer_id: company.id });
      if (a.account_type_id === 200) await db.update(customers).set({ master_id: id }).where(eq(customers.id, company.id));
    }
  }
  await db.insert(carriers).values(DEMO_CARRIERS).onConflictDoNothing();
  await db.insert(vendors).values(DEMO_VENDORS).onConflictDoNothing();
  const config = loadConfig();
  const storage = opts.storage ?? openStorages(config).files;
  // "Download the template" downloads a stored file, not a link to an imaginary site
  const catalogue = await loadDemoProducts(db, await storeDemoTemplates(db, storage, demoTemplateLinks()));
  const orders = await loadDemoOrders(db, storage, { publicUrl: opts.publicUrl ?? config.publicUrl });
  // the orders' numbers before the calls: only numbers in service receive calls
  const numbers = await loadDemoNumberLife(db);
  const { calls } = await loadDemoCalls(db);
  return { accounts: createdAccounts, customers: createdCustomers, catalogue, orders, numbers, calls, password: DEMO_PASSWORD };
}
