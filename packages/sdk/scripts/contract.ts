import fs from 'node:fs';
import { registerHooks } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiDocument } from '../../../apps/server/src/openapi/dump.ts';

/**
 * The API contract: builds the server's OpenAPI document (openapi.json) and the client's types from it
 * (src/schema.d.ts). `--check` writes nothing and fails when either differs from the committed file, so a change of
 * a route's schema that was not regenerated fails CI (`npm run lint:api`).
 */

// openapi-typescript prints its output with TypeScript 5's compiler API, which the project's TypeScript 7 lacks
registerHooks({
  resolve: (specifier, context, next) =>
    next(specifier === 'typescript' && context.parentURL?.includes('/openapi-typescript/') ? 'typescript5' : specifier, context),
});
const { default: openapiTS, astToString } = await import('openapi-typescript');
const { default: ts } = await import('typescript5');

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');

const document = await apiDocument();
const json = `${JSON.stringify(document, null, 2)}\n`;
// uploads (`format: binary`) are Blobs (a File is one) in the client, sent as multipart/form-data
const BLOB = ts.factory.createTypeReferenceNode('Blob');
const ast = await openapiTS(document as never, {
  transform: (schema) => (schema.format === 'binary' ? BLOB : undefined),
});
const types = astToString(ast);

const outputs = { 'openapi.json': json, 'src/schema.d.ts': types };
let stale = 0;
for (const [file, text] of Object.entries(outputs)) {
  const target = path.join(root, file);
  if (!check) fs.writeFileSync(target, text);
  else if (!fs.existsSync(target) || fs.readFileSync(target, 'utf8') !== text) {
    stale++;
    console.error(`packages/sdk/${file} is not the one the routes give: run \`npm run api:generate\` and commit it`);
  }
}
if (stale) process.exit(1);
console.log(
  check ? 'API contract: openapi.json and src/schema.d.ts are current' : 'API contract: openapi.json and src/schema.d.ts written',
);
