import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { customers } from '../src/db/schema.ts';
import { accountRepository } from '../src/modules/account/account-repository.ts';
import { addAccount, bearer, login, type TestContext } from './helpers.ts';

/**
 * Table-driven authorization tests: every endpoint × every account type × a resource of the caller's own
 * company or of another company. Staff have no company: for them both columns name a customer's resource.
 */

export const TYPES = [100, 110, 120, 130, 140, 200, 210, 220, 230, 240, 400] as const;
export type Scope = 'own' | 'other';

export interface World {
  ctx: TestContext;
  company: Record<Scope, number>;
  /** The master account of each company (the type-200 actor is the own company's master). */
  master: Record<Scope, number>;
  /** A sub-account (230) of each company, not an actor. */
  sub: Record<Scope, number>;
  actor: Record<number, { id: number; token: string }>;
  /** A fresh account (no password) of the type, in the company or none. */
  freshAccount(type: number, customerId: number | null): Promise<number>;
  /** A fresh company without accounts. */
  freshCompany(): Promise<number>;
  unique(prefix: string): string;
}

export async function buildWorld(ctx: TestContext): Promise<World> {
  const db = ctx.database.db;
  const [own, other] = (
    await db
      .insert(customers)
      .values([{ name: 'Own Co' }, { name: 'Other Co' }])
      .returning({ id: customers.id })
  ).map((r) => r.id) as [number, number];
  const actor: World['actor'] = {};
  for (const t of TYPES) {
    const email = `actor${t}@authz.test`;
    const id = await addAccount(ctx, { email, account_type_id: t, customer_id: t >= 200 && t < 400 ? own : null });
    actor[t] = { id, token: await login(ctx, email) };
  }
  const otherMaster = await addAccount(ctx, { email: 'master@other.test', account_type_id: 200, customer_id: other });
  await db.update(customers).set({ master_id: actor[200]!.id }).where(eq(customers.id, own));
  await db.update(customers).set({ master_id: otherMaster }).where(eq(customers.id, other));
  const sub = {
    own: await addAccount(ctx, { email: 'sub@own.test', account_type_id: 230, customer_id: own }),
    other: await addAccount(ctx, { email: 'sub@other.test', account_type_id: 230, customer_id: other }),
  };
  let n = 0;
  const unique = (prefix: string) => `${prefix}${++n}x${Date.now().toString(36)}`;
  const repo = accountRepository(db);
  return {
    ctx,
    company: { own, other },
    master: { own: actor[200]!.id, other: otherMaster },
    sub,
    actor,
    unique,
    freshAccount: (type, customerId) => {
      const email = `${unique('fresh')}@authz.test`;
      return repo.insert({ username: email, email, account_type_id: type, status: 'active', customer_id: customerId });
    },
    freshCompany: async () =>
      (
        await db
          .insert(customers)
          .values({ name: unique('Fresh Co ') })
          .returning({ id: customers.id })
      )[0]!.id,
  };
}

export interface AuthzCase {
  /** 'METHOD /api/path' as in the route table. */
  route: string;
  /** What the case varies (target type, payload), when a route has several cases. */
  variant?: string;
  /**
   * Expected status per type, in TYPES order: `200` for both scopes or `200/404` for own/other;
   * `|` separators are for reading only.
   */
  expect: string;
  request: (w: World, type: number, scope: Scope) => Promise<Omit<InjectOptions, 'headers'> & { headers?: Record<string, string> }>;
}

export function parseExpectations(spec: string): Record<number, string> {
  const tokens = spec.split(/\s+/).filter((t) => t && t !== '|');
  if (tokens.length !== TYPES.length) throw new Error(`expected ${TYPES.length} statuses, got ${tokens.length}: ${spec}`);
  return Object.fromEntries(
    TYPES.map((t, i) => {
      const [a, b = a] = tokens[i]!.split('/');
      return [t, a === b ? a! : `${a}/${b}`];
    }),
  );
}

/** Calls the case as every type on both scopes and compares the whole table at once. */
export async function checkCase(w: World, c: AuthzCase) {
  const actual: Record<number, string> = {};
  for (const t of TYPES) {
    const statuses: number[] = [];
    for (const scope of ['own', 'other'] as const) {
      const req = await c.request(w, t, scope);
      const res = await w.ctx.app.inject({ ...req, headers: { ...req.headers, ...bearer(w.actor[t]!.token) } } as InjectOptions);
      statuses.push(res.statusCode);
    }
    actual[t] = statuses[0] === statuses[1] ? String(statuses[0]) : `${statuses[0]}/${statuses[1]}`;
  }
  expect(actual, `${c.route}${c.variant ? ` (${c.variant})` : ''}`).toEqual(parseExpectations(c.expect));
}

/** Every route of the app whose path starts with one of the prefixes, as 'METHOD /api/path'. */
export function routesUnder(w: World, prefixes: string[], except: string[] = []): string[] {
  return w.ctx.app.routePolicies
    .map((r) => `${r.method} ${r.url}`)
    .filter((k) => prefixes.some((p) => k.split(' ')[1]!.startsWith(p)) && !except.includes(k))
    .sort();
}
