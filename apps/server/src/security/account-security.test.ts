import { COMMON_PASSWORD_MESSAGE, MESSAGES, SECURITY_MESSAGES } from '@gsn/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, bearer, createTestContext, login, STRONG, type TestContext } from '../../test/helpers.ts';

/**
 * What a security review found possible, replayed (docs/security.md): administrators, unknown references, passwords,
 * e-mail change, sessions.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown, remoteAddress?: string) =>
  ctx.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const tokenOf = (link: string | undefined, path: string) => link?.split(path)[1] ?? '';

describe('only the administrator creates administrators', () => {
  it('refuses sales staff (110) an administrator, lets the administrator create one', async () => {
    await addAccount(ctx, { email: 'sales@sec.test', account_type_id: 110 });
    await addAccount(ctx, { email: 'admin@sec.test', account_type_id: 100 });
    const sales = await login(ctx, 'sales@sec.test');
    const admin = await login(ctx, 'admin@sec.test');
    const bySales = await inject('POST', '/api/account/signup', sales, { email: 'evil.admin@sec.test', account_type_id: 100 });
    expect(bySales.statusCode).toBe(403);
    expect((await inject('GET', '/api/customer/account/types/', sales)).json().data.map((t: { id: number }) => t.id)).not.toContain(100);
    const byAdmin = await inject('POST', '/api/account/signup', admin, { email: 'new.admin@sec.test', account_type_id: 100 });
    expect(byAdmin.statusCode).toBe(201);
  });
});

describe('unknown references and values beyond the columns', () => {
  it('answers an unknown account type 422, an id beyond 32 bits 400, a NUL byte 400, never 5xx', async () => {
    const admin = await login(ctx, 'admin@sec.test');
    const unknownType = await inject('POST', '/api/account/signup', admin, { email: 'x@sec.test', account_type_id: 999 });
    expect(unknownType.statusCode).toBe(422);
    expect(unknownType.json().errors[0].field).toBe('account_type_id');
    expect((await inject('GET', '/api/accounts/2147483648', admin)).statusCode).toBe(400);
    expect((await inject('GET', '/api/orders?customer_id=2147483648', admin)).statusCode).toBe(400);
    const nulLogin = await inject('POST', '/api/account/login', undefined, { email: 'a\u0000b', password: 'x' });
    expect(nulLogin.statusCode).toBe(400);
    expect(nulLogin.json().errors[0]).toEqual({
      field: 'email',
      message: 'Control characters (such as NUL) are not allowed',
      code: 'request.control_characters',
    });
    expect((await inject('GET', '/api/account/forgotpassword/a%00b')).statusCode).toBe(400);
  });
});

describe('passwords, e-mail change, sessions', () => {
  it('refuses common passwords when a password is set (reset link) or changed', async () => {
    await addAccount(ctx, { email: 'common@sec.test', account_type_id: 130 });
    const token = await login(ctx, 'common@sec.test');
    for (const weak of ['Password1!', 'P@ssw0rd', 'Welcome1!']) {
      const res = await inject('POST', '/api/account/password_update', token, {
        password: STRONG,
        new_password: weak,
        retry_password: weak,
      });
      expect(res.statusCode, weak).toBe(422);
      expect(res.json().errors[0]).toEqual({ field: 'new_password', message: COMMON_PASSWORD_MESSAGE, code: 'account.password_common' });
    }
    await inject('GET', '/api/account/forgotpassword/common@sec.test');
    const link = (await ctx.mails()).filter((m) => m.to.includes('common@sec.test')).at(-1)?.links[0];
    const reset = tokenOf(link, '/account/reset-password/');
    expect(
      (await inject('POST', `/api/account/activate/${reset}`, undefined, { new_password: 'P@ssw0rd', retry_password: 'P@ssw0rd' }))
        .statusCode,
    ).toBe(422);
    // The refused attempt did not use up the link.
    expect(
      (await inject('POST', `/api/account/activate/${reset}`, undefined, { new_password: 'Tr1cky!Heron', retry_password: 'Tr1cky!Heron' }))
        .statusCode,
    ).toBe(200);
  });

  it('a password change ends every outstanding reset link', async () => {
    await addAccount(ctx, { email: 'changer@sec.test', account_type_id: 130 });
    const token = await login(ctx, 'changer@sec.test');
    await inject('GET', '/api/account/forgotpassword/changer@sec.test');
    const reset = tokenOf(
      (await ctx.mails()).filter((m) => m.to.includes('changer@sec.test')).at(-1)?.links[0],
      '/account/reset-password/',
    );
    expect((await inject('GET', `/api/account/token_verification/${reset}`)).statusCode).toBe(200);
    const changed = await inject('POST', '/api/account/password_update', token, {
      password: STRONG,
      new_password: 'Qu1et!Falcon',
      retry_password: 'Qu1et!Falcon',
    });
    expect(changed.statusCode).toBe(200);
    expect((await inject('GET', `/api/account/token_verification/${reset}`)).statusCode).toBe(400);
    const late = await inject('POST', `/api/account/activate/${reset}`, undefined, {
      new_password: 'Ta5ty!Badger',
      retry_password: 'Ta5ty!Badger',
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(MESSAGES.tokenInvalid);
  });

  it('an e-mail change needs the current password; its link never sets a password', async () => {
    await addAccount(ctx, { email: 'stolen@sec.test', account_type_id: 130 });
    const token = await login(ctx, 'stolen@sec.test');
    const put = (payload: object) => inject('PUT', '/api/account/profile', token, { firstname: 'S', lastname: 'T', ...payload });
    const without = await put({ email: 'thief@sec.test' });
    expect(without.statusCode).toBe(422);
    expect(without.json().errors[0]).toEqual({
      field: 'current_password',
      message: SECURITY_MESSAGES.currentPasswordRequired,
      code: 'account.current_password_required',
    });
    expect((await put({ email: 'thief@sec.test', current_password: 'Wrong!pass1' })).statusCode).toBe(422);
    expect((await put({ email: 'thief@sec.test', current_password: STRONG })).statusCode).toBe(200);
    expect((await inject('GET', '/api/account/profile', token)).json().email).toBe('stolen@sec.test');
    const link = (await ctx.mails()).filter((m) => m.to.includes('thief@sec.test')).at(-1)?.links[0];
    const confirm = tokenOf(link, '/account/confirm-email/');
    expect(
      (
        await inject('POST', `/api/account/activate/${confirm}`, undefined, {
          new_password: 'Ta5ty!Badger',
          retry_password: 'Ta5ty!Badger',
        })
      ).statusCode,
    ).toBe(400);
    expect((await inject('GET', `/api/account/token_verification/${confirm}`)).statusCode).toBe(400);
  });

  it('lists the own sessions and ends one or all the others', async () => {
    await addAccount(ctx, { email: 'multi@sec.test', account_type_id: 120 });
    const signIn = async (ip: string, agent: string) =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/account/login',
          payload: { email: 'multi@sec.test', password: STRONG },
          remoteAddress: ip,
          headers: { 'user-agent': agent },
        })
      ).json().token as string;
    const laptop = await signIn('192.0.2.1', 'Laptop browser');
    const phone = await signIn('192.0.2.2', 'Phone browser');
    const tablet = await signIn('192.0.2.3', 'Tablet browser');
    const list = await inject('GET', '/api/account/sessions', laptop);
    expect(list.statusCode).toBe(200);
    const sessions = list.json().data as {
      id: string;
      ip: string;
      user_agent: string;
      current: boolean;
      created_at: string;
      last_used_at: string;
    }[];
    expect(sessions.map((s) => s.user_agent).sort()).toEqual(['Laptop browser', 'Phone browser', 'Tablet browser']);
    expect(sessions.find((s) => s.current)).toMatchObject({ ip: '192.0.2.1', user_agent: 'Laptop browser' });
    for (const s of sessions) expect(Date.parse(s.last_used_at)).toBeGreaterThanOrEqual(Date.parse(s.created_at) - 1000);
    // End the phone's session.
    const phoneId = sessions.find((s) => s.user_agent === 'Phone browser')!.id;
    expect((await inject('DELETE', `/api/account/sessions/${phoneId}`, laptop)).statusCode).toBe(200);
    expect((await inject('GET', '/api/account/profile', phone)).statusCode).toBe(401);
    // Another account's session is not found.
    const other = await login(ctx, 'admin@sec.test');
    const otherId = (await inject('GET', '/api/account/sessions', other)).json().data[0].id;
    expect((await inject('DELETE', `/api/account/sessions/${otherId}`, laptop)).statusCode).toBe(404);
    expect((await inject('GET', '/api/account/profile', other)).statusCode).toBe(200);
    // End all the others: only the laptop remains.
    expect((await inject('DELETE', '/api/account/sessions', laptop)).statusCode).toBe(200);
    expect((await inject('GET', '/api/account/profile', tablet)).statusCode).toBe(401);
    const left = (await inject('GET', '/api/account/sessions', laptop)).json().data;
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ current: true, user_agent: 'Laptop browser' });
  });
});
