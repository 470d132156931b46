import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, type BuildOptions } from './app.ts';
import type { App } from './app-types.ts';
import type { Config } from './config.ts';
import { connect, runMigrations, type Database } from './db/connect.ts';
import { accountRepository } from './modules/account/account-repository.ts';
import { ensureAdministrator } from './db/seed/administrator.ts';
import { seed } from './db/seed/index.ts';

export const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** Opens the configured database, migrates and seeds it. */
export async function openDatabase(config: Config): Promise<Database> {
  const database = await connect({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'db'),
  });
  await runMigrations(database);
  await seed(database.db);
  return database;
}

/** Everything `npm start` does before listening: database, administrator, app, workers. */
export async function boot(config: Config, opts: BuildOptions = {}): Promise<{ app: App; database: Database }> {
  const database = await openDatabase(config);
  const app = await buildApp(config, database, opts);
  const admin = await ensureAdministrator(accountRepository(database.db), () => accountRepository(database.db).hasAdministrator(), {
    email: config.adminEmail,
    password: config.adminPassword,
  });
  if (admin.created) {
    if ('generatedPassword' in admin && admin.generatedPassword) {
      // Printed once, on the console only: it is not stored anywhere in clear.
      console.log(`\n  Administrator created: ${admin.email}\n  Password (shown once): ${admin.generatedPassword}\n`);
    } else {
      app.log.info({ email: admin.email }, 'administrator created');
    }
  }
  await app.services.jobs.start();
  return { app, database };
}
