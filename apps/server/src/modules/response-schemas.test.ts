import SwaggerParser from '@apidevtools/swagger-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestContext } from '../../test/helpers.ts';
import { ADMIN, createIntegrationWorld, type IntegrationWorld, MASTER } from '../../test/integration-world.ts';

/**
 * Every route declares its answers (README, Integrating: answers are typed): its success answer with a schema of
 * @gsn/domain, serialised through it. A route that never succeeds (the unknown report) declares instead the error it
 * always answers.
 */

type Answer = { $ref?: string; content?: Record<string, { schema?: object }> };
type Operation = { responses?: Record<string, Answer> };

let w: IntegrationWorld;
let ctx: TestContext;
let doc: {
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, Answer>; schemas: Record<string, object> };
};
beforeAll(async () => {
  w = await createIntegrationWorld();
  ctx = w.ctx;
  doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(async () => ctx?.close());

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** An answer (a shared one of components.responses through its `$ref`) with a schema for each of its media types. */
const described = (answer: Answer) => {
  const r = answer.$ref ? doc.components.responses[answer.$ref.replace('#/components/responses/', '')] : answer;
  return !!r?.content && Object.values(r.content).every((c) => c.schema);
};

/**
 * "GET /api/orders/{id}" → whether the operation describes its 2xx (or 3xx redirect) answers with a body schema;
 * one without any success answer must describe the exact error status it answers (not only the 4XX/5XX ranges).
 */
function operations() {
  const out: { route: string; typed: boolean }[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const responses = Object.entries(op.responses ?? {});
      const ok = responses.filter(([status]) => /^[23]/.test(status));
      const only = responses.filter(([status]) => /^[45]\d\d$/.test(status));
      const typed = ok.length > 0 ? ok.every(([, r]) => described(r)) : only.length > 0 && only.every(([, r]) => described(r));
      out.push({ route: `${method.toUpperCase()} ${path}`, typed });
    }
  }
  return out;
}

describe('response schemas', () => {
  it('every route declares its success answer', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(100);
    expect(ops.filter((o) => !o.typed).map((o) => o.route)).toEqual([]);
  });

  it('describes the API in a valid OpenAPI document', async () => {
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });
});

/**
 * The document's answer schema of `method path` for `status` (its JSON body), with the named schemas it references
 * as `$defs`, for Ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1).
 */
function answerSchema(method: string, url: string, status: number): object {
  const path = url
    .replace(/^\/api/, '')
    .split('?')[0]!
    .replace(/(.)\/$/, '$1');
  const template = Object.keys(doc.paths).find((t) => new RegExp(`^${t.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path));
  const answer = template ? doc.paths[template]?.[method]?.responses?.[String(status)] : undefined;
  const schema = answer?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`the document gives no ${status} answer of ${method.toUpperCase()} ${path}`);
  const refs = (value: object) => JSON.parse(JSON.stringify(value).replaceAll('#/components/schemas/', '#/$defs/'));
  return { ...refs(schema), $defs: refs(doc.components.schemas) };
}

describe('live answers match the document', () => {
  it('validates strictly (Ajv strict mode, formats) the answers of a representative set of calls', async () => {
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    addFormats.default(ajv);
    const admin = bearer(w.tokens[ADMIN]!);
    const master = bearer(w.tokens[MASTER]!);
    const placed = await ctx.app.inject({ method: 'POST', url: '/api/orders', headers: master, payload: w.order() });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().data.id as number;
    const hook = { url: 'https://hooks.example.com/gsn', events: ['order.created'], description: 'sync' };
    const endpoint = await ctx.app.inject({ method: 'POST', url: '/api/webhooks', headers: master, payload: hook });
    expect(endpoint.statusCode, endpoint.body).toBe(201);
    const webhook = endpoint.json().data.id as number;
    const calls: [typeof admin, string][] = [
      [master, '/api/orders?limit=5'],
      [admin, '/api/orders'],
      [master, `/api/orders/${order}`],
      [admin, `/api/orders/${order}`],
      [master, '/api/servicenumbers/type'],
      [admin, `/api/servicenumbers/type/${w.product}`],
      [master, '/api/account/profile'],
      [master, '/api/notifications'],
      [admin, '/api/notifications'],
      [master, '/api/webhooks'],
      [master, `/api/webhooks/${webhook}`],
      [master, `/api/webhooks/${webhook}/deliveries`],
      [admin, '/api/customers/'],
      [admin, '/api/vendors/'],
      [admin, '/api/permissions'],
      [master, '/api/permissions/my_permissions'],
      [admin, '/api/account/types/'],
      [admin, '/api/countries/'],
      [master, '/api/dashboard'],
      [master, '/api/downloads'],
      [admin, '/api/tariff/'],
      [admin, '/api/invnumbers'],
      [admin, '/api/reporting/reports'],
      [admin, '/api/audit/events'],
      [admin, '/api/configuration'],
      [master, '/api/health'],
    ];
    for (const [headers, url] of calls) {
      const res = await ctx.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      const validate = ajv.compile(answerSchema('get', url, 200));
      expect(validate(res.json()) ? [] : validate.errors, url).toEqual([]);
    }
    // an error answer matches the shared Error schema
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/orders/999999', headers: master });
    expect(missing.statusCode).toBe(404);
    const error = ajv.compile({ $ref: '#/$defs/Error', $defs: (answerSchema('get', '/api/health', 200) as { $defs: object }).$defs });
    expect(error(missing.json()) ? [] : error.errors).toEqual([]);
  });
});
