import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect, runMigrations } from '../src/db/connect.ts';
import { seed } from '../src/db/seed/index.ts';
import { testDatabaseUrl } from '../src/config.ts';
import { builtInNotificationTypes } from '../src/modules/index.ts';

/**
 * The tests' installation starts with the staff second-factor policy off (as MFA_REQUIRED_FOR_STAFF=false would): their
 * staff sign in with a password alone; the policy's own tests switch it on (modules/mfa).
 */
const TEST_SEED = { mfaRequiredForStaff: false };

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

/**
 * One migrated and seeded template per run (a fresh PGlite costs about 5 s of initdb, too much per test file): a
 * PGlite data-dir dump that each test file loads, or, with TEST_DATABASE_URL, a PostgreSQL template database that each
 * test file clones.
 */
export default async function setup(project: TestProject) {
  const url = testDatabaseUrl();
  if (url) {
    const name = `gsn_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const u = new URL(url);
    u.pathname = `/${name}`;
    const database = await connect({ databaseUrl: u.toString(), poolSize: 2 });
    await runMigrations(database);
    await seed(database.db, builtInNotificationTypes(), TEST_SEED);
    await database.close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplate', '');
    return async () => {
      const left = await admin.query<{ datname: string }>(
        `select datname from pg_database where starts_with(datname, $1) or datname = $2`,
        [`gsn_t_${process.pid}_`, name],
      );
      for (const r of left.rows) await admin.query(`drop database if exists ${r.datname} with (force)`);
      await admin.end();
    };
  }
  const database = await connect({});
  await runMigrations(database);
  await seed(database.db, builtInNotificationTypes(), TEST_SEED);
  const dump = await database.pglite!.dumpDataDir('none');
  const file = path.join(os.tmpdir(), `gsn-template-${process.pid}.tar`);
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return async () => {
    await fs.rm(file, { force: true });
  };
}
