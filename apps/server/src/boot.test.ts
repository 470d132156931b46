import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { App } from './app-types.ts';
import { startUp } from './boot.ts';
import { loadConfig, testDatabaseUrl } from './config.ts';
import { connect, type Database } from './db/connect.ts';
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_STAFF } from './db/demo/demo-data.ts';
import * as t from './db/schema.ts';
import { ensureAdministrator, GENERATED_ADMIN_EMAIL } from './db/seed/administrator.ts';
import { accountRepository } from './modules/account/account-repository.ts';
import { createTestContext } from '../test/helpers.ts';
import { builtInNotificationTypes } from './modules/index.ts';

const ADMIN = { email: 'root@portal.example', password: 'Adm1n!Secret' };

/**
 * Two instances started at the same instant on a fresh database (README: several instances may start together against
 * one database): every start-up write runs under the start-up lock, so both come up, nothing is made twice and the
 * configured administrator wins. On PostgreSQL the two "instances" are two connection pools on one new empty database;
 * on PGlite (one process) two start-ups on one embedded database.
 */
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

/** A new empty database and a way to open it again (each call a new pool, like another instance). */
async function freshDatabase(): Promise<() => Promise<Database>> {
  const url = testDatabaseUrl();
  if (!url) {
    const database = await connect({});
    cleanups.push(() => database.close());
    return async () => database;
  }
  const name = `gsn_t_${inject('postgresTemplate').replace(/^gsn_tpl_/, '')}_fresh_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });
  const u = new URL(url);
  u.pathname = `/${name}`;
  return async () => {
    const database = await connect({ databaseUrl: u.toString(), poolSize: 5 });
    cleanups.push(() => database.close());
    return database;
  };
}

/** A database cloned from the run's migrated and seeded template (no administrator yet), opened like freshDatabase. */
async function migratedDatabase(): Promise<() => Promise<Database>> {
  const ctx = await createTestContext();
  cleanups.push(() => ctx.close());
  const url = ctx.config.databaseUrl;
  if (!url) return async () => ctx.database;
  return async () => {
    const database = await connect({ databaseUrl: url, poolSize: 5 });
    cleanups.push(() => database.close());
    return database;
  };
}

async function instance(open: () => Promise<Database>, env: { ADMIN_EMAIL?: string; ADMIN_PASSWORD?: string }, demo = false) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'gsn-boot-'));
  cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
  const database = await open();
  const config = loadConfig({ dataDir, databaseUrl: undefined, runJobs: false, publicUrl: 'http://portal.test' }, env);
  const started = await startUp(config, database, { logger: false, jobs: 'inline', demo });
  cleanups.push(() => started.app.close());
  return { ...started, database };
}

async function login(app: App, email: string, password: string) {
  return app.inject({ method: 'POST', url: '/api/account/login', payload: { email, password } });
}

async function rows(database: Database, query: ReturnType<typeof sql>) {
  const r = (await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return r.rows;
}

describe('start-up of two instances at once on a fresh database', { timeout: 180_000 }, () => {
  it('both come up, the seeds exist once and the configured administrator (set on one instance only) signs in', async () => {
    const open = await freshDatabase();
    // the instance without ADMIN_EMAIL first in the call order: whichever takes the lock first, the configured one wins
    const [plain, configured] = await Promise.all([
      instance(open, {}),
      instance(open, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }),
    ]);
    const { database } = configured;
    const admins = await accountRepository(database.db).administrators();
    expect(admins.map((a) => a.email)).toEqual([ADMIN.email]);
    for (const app of [plain.app, configured.app]) {
      const res = await login(app, ADMIN.email, ADMIN.password);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(configured.admin.action === 'created' || configured.admin.action === 'replaced').toBe(true);

    const types = await database.db.select({ n: sql<number>`count(*)::int` }).from(t.notificationTypes);
    expect(types[0]?.n).toBe(builtInNotificationTypes().length);
    const dupTypes = await rows(
      database,
      sql`select category, sub_category, action from notification_types group by 1, 2, 3 having count(*) > 1`,
    );
    expect(dupTypes).toEqual([]);
    const dupPermissions = await rows(
      database,
      sql`select account_type_id, functionality_id from permissions group by 1, 2, customer_id having count(*) > 1`,
    );
    expect(dupPermissions).toEqual([]);
    const [{ n: countries } = { n: 0 }] = await database.db.select({ n: sql<number>`count(*)::int` }).from(t.countries);
    expect(countries).toBeGreaterThan(200);
  });

  it('two demo start-ups (demo + demo) load the demo data set once, with the configured administrator', async () => {
    const open = await migratedDatabase();
    // ADMIN_EMAIL on one only: the configured administrator wins even beside the demo data's administrators
    const both = await Promise.all([
      instance(open, {}, true),
      instance(open, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }, true),
    ]);
    const { database } = both[0];
    const companies = await database.db.select({ name: t.customers.name }).from(t.customers);
    expect(companies.map((c) => c.name).sort()).toEqual(DEMO_COMPANIES.map((c) => c.name).sort());
    const staff = DEMO_STAFF[0]!;
    expect(await database.db.select({ id: t.accounts.id }).from(t.accounts).where(eq(t.accounts.email, staff.email))).toHaveLength(1);
    // the first start-up loaded the orders; the second found them and added none
    const orders = both.map((b) => (b.demo as { orders: { orders: number } } | undefined)?.orders.orders ?? 0).sort((a, b) => a - b);
    expect(orders[0]).toBe(0);
    expect(orders[1]).toBeGreaterThan(0);
    for (const b of both) {
      expect((await login(b.app, staff.email, DEMO_PASSWORD)).statusCode).toBe(200);
      expect((await login(b.app, ADMIN.email, ADMIN.password)).statusCode).toBe(200);
    }
    const admins = (await accountRepository(database.db).administrators()).map((a) => a.email);
    expect(admins).toContain(ADMIN.email);
    expect(admins).not.toContain(GENERATED_ADMIN_EMAIL);
  });
});

describe('ensureAdministrator', { timeout: 120_000 }, () => {
  it('creates the configured administrator, turns an unused generated one into it, and leaves a used one alone', async () => {
    const open = await migratedDatabase();
    const generatedStart = await instance(open, {});
    expect(generatedStart.admin).toMatchObject({ action: 'created', email: GENERATED_ADMIN_EMAIL });
    const generatedPassword = generatedStart.admin.generatedPassword!;
    expect((await login(generatedStart.app, GENERATED_ADMIN_EMAIL, generatedPassword)).statusCode).toBe(200);

    // the generated administrator has signed in: a later ADMIN_EMAIL does not replace it
    const repo = accountRepository(generatedStart.database.db);
    expect(await ensureAdministrator(repo, { email: ADMIN.email, password: ADMIN.password })).toEqual({ action: 'none' });

    // one that nobody has used yet becomes the configured one
    await generatedStart.database.db.update(t.accounts).set({ last_login: null }).where(eq(t.accounts.email, GENERATED_ADMIN_EMAIL));
    expect(await ensureAdministrator(repo, { email: ADMIN.email, password: ADMIN.password })).toEqual({
      action: 'replaced',
      email: ADMIN.email,
    });
    expect((await repo.administrators()).map((a) => a.email)).toEqual([ADMIN.email]);
    expect((await login(generatedStart.app, ADMIN.email, ADMIN.password)).statusCode).toBe(200);
    expect((await login(generatedStart.app, GENERATED_ADMIN_EMAIL, generatedPassword)).statusCode).toBe(401);

    // later starts, with or without ADMIN_EMAIL, change nothing
    expect(await ensureAdministrator(repo, { email: ADMIN.email, password: ADMIN.password })).toEqual({ action: 'none' });
    expect(await ensureAdministrator(repo, { email: undefined, password: undefined })).toEqual({ action: 'none' });
    await expect(ensureAdministrator(repo, { email: 'other@portal.example', password: 'weak' })).resolves.toEqual({ action: 'none' });
  });
});
