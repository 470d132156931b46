import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers.ts';

/**
 * Every route declares its answers (README, Integrating: answers are typed): its success answer with a schema of
 * @gsn/domain, serialised through it. A route that never succeeds (the unknown report) declares instead the error it
 * always answers.
 */

type Answer = { $ref?: string; content?: Record<string, { schema?: object }> };
type Operation = { responses?: Record<string, Answer> };

let ctx: TestContext;
let doc: { paths: Record<string, Record<string, Operation>>; components: { responses: Record<string, Answer> } };
beforeAll(async () => {
  ctx = await createTestContext();
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
