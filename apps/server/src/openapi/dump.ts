import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { connect } from '../db/connect.ts';

/**
 * The API's OpenAPI document as the server serves it at /api/docs/json, built without a database and without
 * listening: the routes and their schemas are all it needs.
 */
export async function apiDocument(): Promise<object> {
  // a pool connects on its first query, and building the document makes none: no database is needed
  const database = await connect({ databaseUrl: 'postgres://openapi@127.0.0.1:1/none', poolSize: 1 });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsn-openapi-'));
  const config = loadConfig({ dataDir, runJobs: false, sessionSecret: 'openapi-document-only-0123456789abcdef' }, {});
  const app = await buildApp(config, database, { logger: false, jobs: 'inline' });
  try {
    await app.ready();
    return app.swagger() as object;
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `node dump.ts <file>`: writes the document (JSON, stable order) to the file. */
if (import.meta.main) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: node apps/server/src/openapi/dump.ts <output.json>');
  fs.writeFileSync(file, `${JSON.stringify(await apiDocument(), null, 2)}\n`);
}
