import { OUTBOX_SWEEP_MS } from './lib/outbox.ts';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, type BuildOptions } from './app.ts';
import type { App } from './app-types.ts';
import type { Config } from './config.ts';
import { applyMigrations, connect, type Database, withStartupLock } from './db/connect.ts';
import { accountRepository } from './modules/account/account-repository.ts';
import { rollBackUnfinishedImports } from './modules/calls/index.ts';
import { recoverInventoryUploads } from './modules/inventory/index.ts';
import { type AdministratorResult, ensureAdministrator } from './db/seed/administrator.ts';
import { seed } from './db/seed/index.ts';
import { builtInNotificationTypes } from './modules/index.ts';

export const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export interface BootOptions extends BuildOptions {
  /** Also load the demo data set (`npm run demo`). */
  demo?: boolean;
}

/** Opens the configured database (no migrations: boot runs them under the start-up lock). */
export function openDatabase(config: Config): Promise<Database> {
  return connect({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'db'),
  });
}

export interface StartUp {
  app: App;
  admin: AdministratorResult;
  demo?: Record<string, unknown>;
}

/**
 * The start-up writes of one instance, all under the start-up lock: migrations, reference data, the app, the
 * administrator and (with `demo`) the demo data. Instances started together on a fresh database run them one after
 * the other, each finding what the first one made (README, PostgreSQL and several instances).
 */
export function startUp(config: Config, database: Database, opts: BootOptions = {}): Promise<StartUp> {
  const { demo: withDemo, ...buildOpts } = opts;
  return withStartupLock(database, async () => {
    await applyMigrations(database);
    await seed(database.db, builtInNotificationTypes(), { mfaRequiredForStaff: config.mfaRequiredForStaff });
    // an embedded-engine bulk upload or call import a crash left half published is undone before any request (the
    // embedded engine publishes them in short chunks, so a crash can stop one part-way; nothing to do on PostgreSQL,
    // where each is one transaction)
    await recoverInventoryUploads({ db: database.db, database });
    await rollBackUnfinishedImports(database);
    const app = await buildApp(config, database, buildOpts);
    try {
      const admin = await ensureAdministrator(accountRepository(database.db), { email: config.adminEmail, password: config.adminPassword });
      if (!withDemo) return { app, admin };
      const { loadDemoData } = await import('./db/demo/index.ts');
      const demo = await loadDemoData(database.db, { storage: app.services.storage, publicUrl: config.publicUrl });
      return { app, admin, demo };
    } catch (e) {
      await app.close().catch(() => {});
      throw e;
    }
  });
}

/** Everything `npm start` does before listening: database, start-up writes, app, workers. */
export async function boot(config: Config, opts: BootOptions = {}): Promise<StartUp & { database: Database }> {
  const database = await openDatabase(config);
  try {
    const started = await startUp(config, database, opts);
    const { app, admin, demo } = started;
    if (admin.generatedPassword) {
      // Printed once, on the console only: it is not stored anywhere in clear.
      console.log(`\n  Administrator ${admin.action}: ${admin.email}\n  Password (shown once): ${admin.generatedPassword}\n`);
    } else if (admin.action === 'created') {
      app.log.info({ email: admin.email }, 'administrator created');
    } else if (admin.action === 'replaced') {
      app.log.info({ email: admin.email }, 'the generated administrator became the configured one (ADMIN_EMAIL)');
    }
    if (demo) app.log.info(demo, 'demo data loaded');
    await app.services.jobs.start();
    // what an instance left undelivered (it died after a commit) is taken up by any instance's sweep
    app.services.outbox.start(OUTBOX_SWEEP_MS);
    return { ...started, database };
  } catch (e) {
    await database.close().catch(() => {});
    throw e;
  }
}
