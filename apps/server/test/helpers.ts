import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type BuildOptions } from '../src/app.ts';
import type { App } from '../src/app-types.ts';
import { loadConfig, testDatabaseUrl, type Config } from '../src/config.ts';
import { connect, type Database } from '../src/db/connect.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { accountRepository } from '../src/modules/account/account-repository.ts';

export interface TestContext {
  app: App;
  database: Database;
  config: Config;
  /** The mails written to the outbox so far, newest last. */
  mails(): Promise<{ to: string; subject: string; text: string; links: string[] }[]>;
  close(): Promise<void>;
}

/** A fresh database cloned from the run's template, and the app on it (jobs inline, mail to a temp outbox). */
export async function createTestContext(overrides: Partial<Config> = {}, opts: BuildOptions = {}): Promise<TestContext> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'gsn-test-'));
  let database: Database;
  let dropDb: (() => Promise<void>) | undefined;
  const url = testDatabaseUrl();
  let databaseUrl: string | undefined;
  if (url) {
    const name = `gsn_t_${inject('postgresTemplate').replace(/^gsn_tpl_/, '')}_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
    await admin.end();
    const u = new URL(url);
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
    database = await connect({ databaseUrl, poolSize: 5 });
    dropDb = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    const tar = await fs.readFile(inject('pgliteTemplate'));
    database = await connect({ loadDataDir: new Blob([tar]) });
  }
  const config = loadConfig(
    {
      dataDir,
      databaseUrl,
      publicUrl: 'http://portal.test',
      runJobs: false,
      loginRateLimit: { max: 5, windowMs: 60_000 },
      // as MFA_REQUIRED_FOR_STAFF=false: the template is seeded so (global-setup.ts); modules/mfa tests the default
      mfaRequiredForStaff: false,
      // a test signs in once and calls fast: quotas are the rate-limits tests' own subject
      apiRateLimit: 1_000_000,
      ...overrides,
    },
    {},
  );
  const app = await buildApp(config, database, { logger: false, jobs: 'inline', ...opts });
  await app.ready();
  return {
    app,
    database,
    config,
    async mails() {
      const dir = path.join(dataDir, 'outbox');
      const files = (await fs.readdir(dir).catch(() => [] as string[])).sort();
      return Promise.all(
        files.map(async (f) => {
          const raw = await fs.readFile(path.join(dir, f), 'utf8');
          const header = (h: string) => raw.match(new RegExp(`^${h}: (.*)$`, 'mi'))?.[1]?.trim() ?? '';
          const body = raw
            .split(/\r?\n\r?\n/)
            .slice(1)
            .join('\n\n')
            .replace(/=\r?\n/g, '')
            .replace(/=3D/g, '=');
          return { to: header('To'), subject: header('Subject'), text: body, links: body.match(/https?:\/\/\S+/g) ?? [] };
        }),
      );
    },
    async close() {
      await app.close();
      await database.close();
      await dropDb?.();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const STRONG = 'Sup3r!Secret';

/** Inserts an active account with a password and returns its id. */
export async function addAccount(
  ctx: TestContext,
  a: { email: string; account_type_id: number; customer_id?: number | null; password?: string; status?: string; disabled?: boolean },
): Promise<number> {
  return accountRepository(ctx.database.db).insert({
    username: a.email,
    email: a.email,
    account_type_id: a.account_type_id,
    customer_id: a.customer_id ?? null,
    status: a.status ?? 'active',
    disabled: a.disabled ?? false,
    password_hash: await hashPassword(a.password ?? STRONG),
    profile: { firstname: 'Test', lastname: 'User' },
  });
}

export async function login(ctx: TestContext, email: string, password = STRONG): Promise<string> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/account/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed ${res.statusCode} ${res.body}`);
  return res.json().token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The fields of a 400/422 answer's `errors`, sorted (what a test of per-field messages compares). */
export const errorFields = (res: { json: () => { errors?: { field: string }[] } }) => (res.json().errors ?? []).map((e) => e.field).sort();
