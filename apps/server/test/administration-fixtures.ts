import type { LightMyRequestResponse } from 'fastify';
import { customers } from '../src/db/schema.ts';
import { addAccount, bearer, login, type TestContext } from './helpers.ts';

/** A company inserted directly (the customers API belongs to another module). */
export async function addCompany(ctx: TestContext, name: string): Promise<number> {
  const [row] = await ctx.database.db.insert(customers).values({ name }).returning({ id: customers.id });
  return row!.id;
}

/** An active account of the type (in the company) signed in: its id and token. */
export async function signedIn(
  ctx: TestContext,
  email: string,
  account_type_id: number,
  customer_id: number | null = null,
): Promise<{ id: number; token: string }> {
  const id = await addAccount(ctx, { email, account_type_id, customer_id });
  return { id, token: await login(ctx, email) };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls the API as the token's account (or anonymously). */
export function caller(ctx: TestContext, token?: string) {
  const call = (method: Method, url: string, payload?: unknown): Promise<LightMyRequestResponse> =>
    ctx.app.inject({
      method,
      url: `/api${url}`,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: unknown) => call('POST', url, payload),
    put: (url: string, payload: unknown) => call('PUT', url, payload),
    del: (url: string) => call('DELETE', url),
    call,
  };
}

export const ALL_FLAGS = { read: true, list: true, write: true, edit: true, delete: true };
export const NO_FLAGS = { read: false, list: false, write: false, edit: false, delete: false };
