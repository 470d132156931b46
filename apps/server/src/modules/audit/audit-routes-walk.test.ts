import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/helpers.ts';
import { ADMIN, createIntegrationWorld, type IntegrationWorld, MASTER } from '../../../test/integration-world.ts';
import type { AuditContext } from '../../db/write-context.ts';
import { rowsOf } from '../../db/rows.ts';
import { routeAction } from '../../plugins/audit.ts';

/**
 * Every write route writes at least one audit event when it succeeds and none when it fails (docs/security.md, Audit
 * trail). What this file proves, and what it does not:
 *
 * - It walks EVERY non-GET route of `app.routePolicies` (as plugins/access.test.ts walks them for policies) as the
 *   administrator with a fresh session, an empty body and ids that do not exist. Nearly all of them fail (4xx): the
 *   walk asserts that a failed call leaves no event. The few that succeed with such a call (signing out, ending the
 *   other sessions) must have written one.
 * - Building a successful call for each of the ~75 routes would be a second API test suite; instead the walk checks
 *   that every request that got past authentication and validation ran armed: its write context carried an audit
 *   context (the audit plugin's preHandler) and the plugin's answer hook flushed it. Armed and successful, a request
 *   that noted nothing is recorded as its route's own event (plugins/audit.ts; audit-core.test.ts proves that hook),
 *   so no successful write goes unrecorded. A request refused by its schema never reaches a handler: it changed
 *   nothing and writes nothing.
 * - A representative set of real successful calls across the features (below, 20 routes) asserts the event's action,
 *   actor, subject and changed fields; audit-changes.test.ts adds permission edits, document downloads and rollbacks.
 */

let w: IntegrationWorld;
/** The audit contexts the answer hook flushed, in order. */
const flushed: AuditContext[] = [];
beforeAll(async () => {
  w = await createIntegrationWorld();
  const audit = w.ctx.app.services.audit;
  const flush = audit.flush;
  audit.flush = async (context, tx) => {
    if (!tx) flushed.push(context);
    return flush(context, tx);
  };
});
afterAll(async () => w?.ctx.close());

const db = () => w.ctx.database.db;
const eventCount = async () => rowsOf<{ n: number }>(await db().execute(sql`select count(*)::int as n from audit_events`))[0]!.n;
const newest = async (n = 1) =>
  rowsOf<Record<string, unknown>>(await db().execute(sql`select * from audit_events order by at desc, id desc limit ${n}`));

/** A path of the route with every parameter filled with a value that names nothing. */
const fill = (url: string) =>
  url.replace(/:([a-z_]+)/gi, (_m, name: string) =>
    name === 'token' ? 'walk-token' : name === 'input_id' ? 'declaration_letter' : name === 'filename' ? 'walk.pdf' : '2147483000',
  );

/** Refused before any handler ran: authentication, access, schema validation, content type. */
const refusedBeforeHandler = (status: number) => [400, 401, 403, 404, 406, 413, 415].includes(status);

describe('every write route', () => {
  it('writes no event when it fails, one at least when it succeeds, and runs armed whenever its handler runs', async () => {
    const writes = w.ctx.app.routePolicies.filter((r) => r.method !== 'GET');
    expect(writes.length).toBeGreaterThan(70);
    const outcome: Record<string, number> = {};
    let armed = 0;
    for (const route of writes) {
      const key = `${route.method} ${route.url}`;
      // a session of its own: signing out or ending sessions must not cut the walk short
      const { token } = await w.ctx.app.services.sessions.open({ id: w.ids[ADMIN]!, account_type_id: 100, customer_id: null }, {});
      flushed.length = 0;
      const before = await eventCount();
      const res = await w.ctx.app.inject({ method: route.method as 'POST', url: fill(route.url), headers: bearer(token), payload: {} });
      const written = (await eventCount()) - before;
      outcome[key] = res.statusCode;
      if (res.statusCode >= 400) expect(written, `${key} failed (${res.statusCode}) and left ${written} events`).toBe(0);
      else expect(written, `${key} succeeded (${res.statusCode}) without an event`).toBeGreaterThan(0);
      if (flushed.length === 0) expect(refusedBeforeHandler(res.statusCode), `${key} (${res.statusCode}) ran unarmed`).toBe(true);
      else {
        armed++;
        expect(flushed[0]!.origin).toMatchObject({ actor_kind: 'account', actor_account_id: w.ids[ADMIN] });
      }
      // the event it would be recorded as, should it note none: `resource.verb`
      expect(routeAction(route.url, route.method), key).toMatch(/^[a-z0-9_]+(\.[a-z0-9_]+)+$/);
    }
    // the walk exercised both sides
    const statuses = Object.values(outcome);
    expect(statuses.filter((s) => s >= 400).length).toBeGreaterThan(60);
    expect(statuses.filter((s) => s < 400).length).toBeGreaterThan(0);
    // about half reach their handler (the others are refused by their schema or content type)
    expect(armed).toBeGreaterThan(25);
  });
});

/** A call as one of the world's accounts. */
const as = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  w.ctx.app.inject({ method, url: `/api${url}`, headers: bearer(w.tokens[who]!), ...(payload ? { payload } : {}) });

/** The call succeeds and writes exactly the events matched, newest last. */
async function recorded(call: () => Promise<{ statusCode: number; body: string }>, ...expected: Record<string, unknown>[]) {
  const before = await eventCount();
  const res = await call();
  expect(res.statusCode, res.body).toBeLessThan(300);
  expect((await eventCount()) - before, JSON.stringify(expected[0])).toBe(expected.length);
  const events = (await newest(expected.length)).reverse();
  for (const [i, e] of events.entries()) expect(e).toMatchObject(expected[i]!);
  return res.body.startsWith('{') ? JSON.parse(res.body) : {};
}

describe('real successful writes across the features', () => {
  beforeAll(async () => {
    // the walk ended the administrator's sessions (DELETE /account/sessions): a new one
    w.tokens[ADMIN] = (await w.ctx.app.services.sessions.open({ id: w.ids[ADMIN]!, account_type_id: 100, customer_id: null }, {})).token;
  });
  const admin = () => ({ actor_kind: 'account', actor_account_id: w.ids[ADMIN], actor_customer_id: null });
  const master = () => ({ actor_kind: 'account', actor_account_id: w.ids[MASTER], actor_customer_id: w.northwind });

  it('configuration, permissions, accounts and customers: who, what and the fields before and after', async () => {
    await recorded(() => as(ADMIN, 'PUT', '/configuration', { site_name: 'Walk Portal' }), {
      ...admin(),
      action: 'configuration.update',
      subject_kind: 'configuration',
      changes: { site_name: { from: 'GSN Portal', to: 'Walk Portal' } },
    });
    const perm = await recorded(
      () =>
        as(ADMIN, 'POST', '/permissions', {
          account_type_id: 230,
          functionality_id: 1040,
          customer_id: w.northwind,
          read: true,
          list: true,
        }),
      { ...admin(), action: 'permissions.create', subject_kind: 'permission', subject_customer_id: w.northwind },
    );
    await recorded(() => as(ADMIN, 'DELETE', `/permissions/${perm.data.id}`), {
      ...admin(),
      action: 'permissions.delete',
      subject_id: String(perm.data.id),
      changes: expect.objectContaining({ functionality_id: { from: 1040 }, read: { from: true } }),
    });
    const account = await recorded(() => as(ADMIN, 'POST', '/account/signup', { email: 'walk@gsn.test', account_type_id: 120 }), {
      ...admin(),
      action: 'accounts.create',
      subject_kind: 'account',
      changes: expect.objectContaining({ email: { to: 'walk@gsn.test' }, account_type_id: { to: 120 } }),
    });
    const accountId = account.data.id as number;
    await recorded(() => as(ADMIN, 'PUT', `/accounts/${accountId}`, { disabled: false, status: 'active' }), {
      ...admin(),
      action: 'accounts.update',
      subject_id: String(accountId),
      changes: { status: { from: 'created', to: 'active' } },
    });
    await recorded(() => as(ADMIN, 'DELETE', `/accounts/${accountId}`), {
      ...admin(),
      action: 'accounts.delete',
      subject_id: String(accountId),
    });
    const company = await recorded(() => as(ADMIN, 'POST', '/customers/', { name: 'Walk Co', master_email: 'master@walk.test' }), {
      ...admin(),
      action: 'customers.create',
      subject_kind: 'customer',
      changes: expect.objectContaining({ name: { to: 'Walk Co' } }),
    });
    await recorded(() => as(MASTER, 'PUT', `/customers/${w.northwind}`, { name: 'Northwind', website: 'https://northwind.example' }), {
      ...master(),
      action: 'customers.update',
      subject_customer_id: w.northwind,
      changes: { website: { from: null, to: 'https://northwind.example' } },
    });
    expect(company.data.id).toBeGreaterThan(0);
  });

  it('tariffs, orders, API keys and webhooks: prices, status moves and names, never a secret', async () => {
    const tariff = await recorded(
      () => as(ADMIN, 'POST', '/tariff/', { service_number_type_id: w.product, currency: 'USD', nrc: '10', mrc: '5' }),
      {
        ...admin(),
        action: 'tariffs.create',
        subject_kind: 'tariff',
        changes: expect.objectContaining({ currency: { to: 'USD' }, nrc: { to: '10.00' } }),
      },
    );
    await recorded(() => as(ADMIN, 'PUT', `/pricing/${tariff.data.id}`, { currency: 'USD', nrc: '12.5', mrc: '5' }), {
      ...admin(),
      action: 'tariffs.update',
      changes: { nrc: { from: '10.00', to: '12.50' } },
    });
    const order = await recorded(() => as(MASTER, 'POST', '/orders', w.order()), {
      ...master(),
      action: 'orders.create',
      subject_kind: 'order',
      subject_customer_id: w.northwind,
      changes: expect.objectContaining({ status: { to: 'requested' }, number_quantity: { to: 2 } }),
    });
    await recorded(() => as(MASTER, 'PUT', `/orders/${order.data.id}`, { status: 'cancellation', updatedAt: order.data.updatedAt }), {
      ...master(),
      action: 'orders.update',
      subject_id: String(order.data.id),
      changes: { status: { from: 'requested', to: 'cancellation' } },
    });
    const key = await recorded(() => as(MASTER, 'POST', '/account/api_keys', { name: 'walk key' }), {
      ...master(),
      action: 'api_keys.create',
      subject_kind: 'api_key',
      subject_customer_id: w.northwind,
      changes: expect.objectContaining({ name: { to: 'walk key' } }),
    });
    await recorded(() => as(MASTER, 'DELETE', `/account/api_keys/${key.id}`), {
      ...master(),
      action: 'api_keys.revoke',
      subject_id: String(key.id),
    });
    const hook = await recorded(
      () => as(MASTER, 'POST', '/webhooks', { url: 'https://hooks.example.com/walk', events: ['order.created'], description: 'walk' }),
      { ...master(), action: 'webhooks.create', subject_kind: 'webhook', subject_customer_id: w.northwind },
    );
    const [created] = await newest();
    expect(JSON.stringify(created!.changes)).not.toContain(hook.data.secret);
    await recorded(() => as(MASTER, 'PUT', `/webhooks/${hook.data.id}`, { enabled: false }), {
      ...master(),
      action: 'webhooks.update',
      changes: { enabled: { from: true, to: false } },
    });
    await recorded(() => as(MASTER, 'DELETE', `/webhooks/${hook.data.id}`), { ...master(), action: 'webhooks.delete' });
    await recorded(() => as(ADMIN, 'DELETE', `/tariff/${tariff.data.id}`), {
      ...admin(),
      action: 'tariffs.delete',
      changes: expect.objectContaining({ nrc: { from: '12.50' } }),
    });
  });

  it('writes no service notes explicitly: the route’s own event, and the downloads of an export', async () => {
    await recorded(() => as(ADMIN, 'POST', '/vendors/', { name: 'Walk Vendor' }), {
      ...admin(),
      action: 'vendors.create',
      subject_kind: 'vendors',
    });
    const queued = await recorded(() => as(MASTER, 'GET', '/reports/download/audit/auditevents?format=csv'), {
      ...master(),
      action: 'exports.create',
      subject_kind: 'export',
      changes: { category: { to: 'audit' }, report_name: { to: 'auditevents' }, format: { to: 'csv' } },
    });
    await recorded(() => as(MASTER, 'GET', `/download/${queued.data.filename}`), {
      ...master(),
      action: 'exports.download',
      subject_id: queued.data.filename,
      subject_customer_id: w.northwind,
    });
  });
});
