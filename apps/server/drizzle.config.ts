import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // the shared tables (db/schema.ts and its areas) and the tables a module keeps to itself (modules/<name>/schema.ts)
  schema: ['./src/db/schema.ts', './src/modules/*/schema.ts'],
  out: './src/db/migrations',
});
