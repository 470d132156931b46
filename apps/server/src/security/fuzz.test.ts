import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld } from '../../test/authz.ts';
import { insertOrder } from '../../test/documents.ts';
import { addAccount, bearer, createTestContext, login, type TestContext } from '../../test/helpers.ts';

/**
 * The fuzz of the security suite (docs/security.md, Security test suite): every operation of the OpenAPI document,
 * called by the administrator and by an anonymous client with malformed input (control characters, ids beyond the
 * 32-bit columns, wrong types, truncated multipart bodies, invalid JSON), must never answer 5xx.
 */

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  format?: string;
  minimum?: number;
};
interface Operation {
  parameters?: { in: string; name: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

const BEYOND_INT4 = 2_147_483_648;
/** An id in range that names nothing (an unknown account type, customer, product…). */
const UNKNOWN_ID = 999_999;
const NUL = 'a\u0000b';
const CONTROL = 'x\u001by';
const PARAM_VALUES = [String(BEYOND_INT4), '99999999999999999999', '%00', 'a%00b', '%1B', '-1', 'abc'];
const QUERY_VALUES = [NUL, CONTROL, String(BEYOND_INT4), '-1', '1e400'];
/** Operations the fuzz leaves out: signing out would end the fuzzing session. */
const SKIP = new Set(['POST /api/account/logout']);

function typeOf(s: Schema | undefined): string | undefined {
  if (!s) return undefined;
  if (Array.isArray(s.type)) return s.type.find((t) => t !== 'null');
  if (s.type) return s.type;
  const alt = s.anyOf ?? s.oneOf;
  return alt ? typeOf(alt.find((a) => a.type !== 'null')) : undefined;
}

/** A plausible value of the schema: what a well-formed request would send. */
function sample(s: Schema | undefined, key = ''): unknown {
  if (s?.enum?.length) return s.enum[0];
  switch (typeOf(s)) {
    case 'string':
      if (s?.format === 'email' || key.includes('email')) return 'fuzz@example.test';
      if (s?.format === 'date' || key.includes('date')) return '2026-01-01';
      if (s?.format === 'date-time') return '2026-01-01T00:00:00Z';
      return 'fuzz';
    case 'integer':
    case 'number':
      return Math.max(1, s?.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(Object.entries(s?.properties ?? {}).map(([k, v]) => [k, sample(v, k)]));
    default:
      return 'fuzz';
  }
}

/** Well-formed bodies with one property at a time replaced by a malformed value of its kind. */
function bodyVariants(s: Schema | undefined): unknown[] {
  const base = sample(s) as Record<string, unknown>;
  const out: unknown[] = [{}, base, [], 'x'];
  for (const [k, v] of Object.entries(s?.properties ?? {})) {
    const t = typeOf(v);
    if (t === 'string') out.push({ ...base, [k]: NUL }, { ...base, [k]: CONTROL });
    else if (t === 'integer' || t === 'number')
      out.push({ ...base, [k]: BEYOND_INT4 }, { ...base, [k]: UNKNOWN_ID }, { ...base, [k]: '1e400' });
    else out.push({ ...base, [k]: { nested: NUL } });
    if (t === 'array' && v.items) {
      const it = typeOf(v.items);
      out.push({ ...base, [k]: [it === 'integer' || it === 'number' ? BEYOND_INT4 : it === 'object' ? { [NUL]: NUL } : NUL] });
    }
  }
  return out;
}

const TRUNCATED_MULTIPART = [
  '--fuzzboundary',
  'Content-Disposition: form-data; name="file"; filename="a.xlsx"',
  'Content-Type: application/octet-stream',
  '',
  'PK\u0003\u0004 truncated',
].join('\r\n');

interface Call {
  op: string;
  method: string;
  url: string;
  payload?: string;
  headers: Record<string, string>;
}

function calls(doc: { paths: Record<string, Record<string, Operation>> }): Call[] {
  const out: Call[] = [];
  for (const [template, ops] of Object.entries(doc.paths)) {
    for (const [m, op] of Object.entries(ops)) {
      const method = m.toUpperCase();
      const opName = `${method} ${template.replace(/\{(\w+)\}/g, ':$1')}`;
      if (SKIP.has(opName)) continue;
      const pathParams = (op.parameters ?? []).filter((p) => p.in === 'path');
      const query = (op.parameters ?? []).filter((p) => p.in === 'query');
      const fill = (over: Record<string, string> = {}) =>
        template.replace(/\{(\w+)\}/g, (_, name: string) => {
          if (over[name] !== undefined) return over[name];
          const p = pathParams.find((x) => x.name === name);
          return encodeURIComponent(String(sample(p?.schema, name)));
        });
      const add = (url: string, payload?: string, contentType = 'application/json') =>
        out.push({ op: opName, method, url, payload, headers: payload === undefined ? {} : { 'content-type': contentType } });
      add(fill());
      for (const p of pathParams) for (const v of PARAM_VALUES) add(fill({ [p.name]: v }));
      for (const q of query) for (const v of QUERY_VALUES) add(`${fill()}?${q.name}=${encodeURIComponent(v)}`);
      if (method === 'GET' || method === 'DELETE') {
        if (!query.length) add(`${fill()}?id=${encodeURIComponent(NUL)}`);
        continue;
      }
      const json = op.requestBody?.content?.['application/json']?.schema;
      if (json) for (const b of bodyVariants(json)) add(fill(), JSON.stringify(b));
      add(fill(), '{"broken": ');
      add(fill(), TRUNCATED_MULTIPART, 'multipart/form-data; boundary=fuzzboundary');
    }
  }
  return out;
}

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestContext();
  // Rows behind the ids the fuzz puts in paths (1, 2 …), so that malformed bodies reach the services, not a 404.
  const w = await buildWorld(ctx);
  await insertOrder(ctx, w.company.own);
  await addAccount(ctx, { email: 'fuzz.admin@security.test', account_type_id: 100 });
  admin = await login(ctx, 'fuzz.admin@security.test');
});
afterAll(async () => ctx?.close());

describe('fuzz of every route of the OpenAPI document', () => {
  it('never answers 5xx to malformed input, signed in or not', { timeout: 240_000 }, async () => {
    const list = calls(ctx.app.swagger() as { paths: Record<string, Record<string, Operation>> });
    const ops = new Set(list.map((c) => c.op));
    expect(ops.size).toBeGreaterThan(100);
    const failures: string[] = [];
    for (const c of list) {
      for (const auth of [admin, undefined]) {
        const res = await ctx.app.inject({
          method: c.method as 'GET',
          url: c.url,
          headers: { ...c.headers, ...(auth ? bearer(auth) : {}) },
          remoteAddress: '203.0.113.9',
          ...(c.payload !== undefined ? { payload: c.payload } : {}),
        });
        if (res.statusCode >= 500)
          failures.push(`${res.statusCode} ${c.method} ${c.url} ${c.payload?.slice(0, 200) ?? ''} → ${res.body.slice(0, 200)}`);
        // The administrator's session must survive the fuzz (a revoked session would hide the signed-in paths).
        if (auth && res.statusCode === 401 && c.op !== 'POST /api/account/login') admin = await login(ctx, 'fuzz.admin@security.test');
      }
    }
    expect(failures).toEqual([]);
  });
});
