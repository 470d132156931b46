import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCompany, signedIn } from '../../../test/administration-fixtures.ts';
import { createTestContext, STRONG, type TestContext } from '../../../test/helpers.ts';
import { api, auditOf, enrolTotp, firstStep, secondStep, totpCode } from '../../../test/mfa.ts';
import { authChallenges, recoveryCodes, sessions } from '../../db/schema.ts';

let ctx: TestContext;
let company: number;
beforeAll(async () => {
  ctx = await createTestContext();
  company = await addCompany(ctx, 'Northwind');
});
afterAll(async () => ctx?.close());

describe('TOTP: enrolment and the second sign-in step', () => {
  it('enrols an authenticator (secret, otpauth URI, QR code), then signs in with password and a code never accepted twice', async () => {
    const { id, token } = await signedIn(ctx, 'totp@northwind.test', 200, company);
    const started = await api(ctx, 'POST', '/account/mfa/totp', token);
    expect(started.statusCode, started.body).toBe(201);
    const enrolment = started.json();
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.uri).toBe(
      `otpauth://totp/GSN%20Portal:totp%40northwind.test?issuer=GSN%20Portal&secret=${enrolment.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(enrolment.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(enrolment.qr_code.split(',')[1], 'base64').toString()).toContain('<svg');
    // an unconfirmed authenticator does not count: the sign-in is still the password alone
    expect((await firstStep(ctx, 'totp@northwind.test')).token).toBeTruthy();

    const wrong = await api(ctx, 'POST', `/account/mfa/totp/${enrolment.id}/confirm`, token, { code: '000000', name: 'Phone' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: 'mfa.code_invalid', errors: [{ field: 'code' }] });
    const confirming = totpCode(enrolment.secret);
    const confirmed = await api(ctx, 'POST', `/account/mfa/totp/${enrolment.id}/confirm`, token, { code: confirming, name: ' Phone ' });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const added = confirmed.json();
    expect(added.data).toMatchObject({ id: enrolment.id, kind: 'totp', name: 'Phone', last_used_at: null });
    expect(added.recovery_codes).toHaveLength(10);
    expect(new Set(added.recovery_codes).size).toBe(10);
    for (const c of added.recovery_codes) expect(c).toMatch(/^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);
    // only hashes are kept
    const stored = await ctx.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.account_id, id));
    expect(stored).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toContain(added.recovery_codes[0].replace('-', ''));
    expect((await auditOf(ctx, 'auth.factor_added'))[0]).toMatchObject({ actor_account_id: id, subject_id: String(id) });

    const status = (await api(ctx, 'GET', '/account/mfa', token)).json();
    expect(status).toMatchObject({ recovery_codes_left: 10, required: false, enrolment_required: false });
    expect(status.factors).toEqual([expect.objectContaining({ id: enrolment.id, kind: 'totp', name: 'Phone' })]);
    expect(JSON.stringify(status)).not.toContain(enrolment.secret);

    // the password now opens no session: a token for the second step, nothing else
    const first = await firstStep(ctx, 'totp@northwind.test');
    expect(first).toMatchObject({ mfa_required: true, methods: ['totp', 'recovery_code'] });
    expect(first.token).toBeUndefined();
    expect(first.webauthn).toBeUndefined();
    // the confirming code's step is spent: the app's next code (one step ahead) signs in
    expect((await secondStep(ctx, { mfa_token: first.mfa_token!, code: confirming })).json()).toMatchObject({
      code: 'auth.mfa_code_invalid',
    });
    const code = totpCode(enrolment.secret, 1);
    const ok = await secondStep(ctx, { mfa_token: first.mfa_token!, code: `${code.slice(0, 3)} ${code.slice(3)}` });
    expect(ok.statusCode, ok.body).toBe(200);
    const session = ok.json();
    expect(session).toMatchObject({ account: { id, email: 'totp@northwind.test' } });
    expect(session.mfa_enrolment_required).toBeUndefined();
    expect((await api(ctx, 'GET', '/account/profile', session.token)).statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(sessions).where(eq(sessions.account_id, id)).orderBy(sessions.created_at);
    expect(row!.authenticated_at.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await auditOf(ctx, 'auth.sign_in'))[0]).toMatchObject({ actor_account_id: id, changes: { method: { to: 'totp' } } });

    // the token is used up, and the same code is never accepted again, not even with a new token
    expect((await secondStep(ctx, { mfa_token: first.mfa_token!, code })).json()).toMatchObject({ code: 'auth.mfa_token_invalid' });
    const again = await firstStep(ctx, 'totp@northwind.test');
    const replay = await secondStep(ctx, { mfa_token: again.mfa_token!, code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'auth.mfa_code_invalid' });
    expect((await auditOf(ctx, 'auth.sign_in_second_step_failed'))[0]).toMatchObject({
      actor_kind: 'anonymous',
      actor_label: 'totp@northwind.test',
      subject_id: String(id),
    });
  });

  it('takes a recovery code once; the token of the first step opens nothing else and dies after 5 wrong codes', async () => {
    const { id, token } = await signedIn(ctx, 'codes@northwind.test', 210, company);
    const { recoveryCodes: codes } = await enrolTotp(ctx, token);

    const first = await firstStep(ctx, 'codes@northwind.test');
    // the second step's token is no bearer: no route takes it
    for (const url of ['/account/profile', '/account/mfa', '/permissions/my_permissions']) {
      const res = await api(ctx, 'GET', url, first.mfa_token);
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toMatchObject({ code: 'auth.session_expired' });
    }
    // typed loosely: upper case, spaces
    const used = codes[0]!;
    const ok = await secondStep(ctx, { mfa_token: first.mfa_token!, code: ` ${used.toUpperCase().replace('-', ' ')} ` });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await auditOf(ctx, 'auth.recovery_code_used'))[0]).toMatchObject({
      subject_id: String(id),
      changes: { recovery_left: { to: 9 } },
    });
    const twice = await secondStep(ctx, { mfa_token: (await firstStep(ctx, 'codes@northwind.test')).mfa_token!, code: used });
    expect(twice.statusCode).toBe(401);
    expect(twice.json()).toMatchObject({ code: 'auth.mfa_code_invalid' });

    // five wrong codes and the token is dead, even for a right one
    const doomed = await firstStep(ctx, 'codes@northwind.test');
    for (const wrong of ['123456', 'nonsense', '0000000000', '111111', 'aaaaa-bbbbb']) {
      expect((await secondStep(ctx, { mfa_token: doomed.mfa_token!, code: wrong })).json()).toMatchObject({
        code: 'auth.mfa_code_invalid',
      });
    }
    const late = await secondStep(ctx, { mfa_token: doomed.mfa_token!, code: codes[1]! });
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ code: 'auth.mfa_token_invalid' });
    const [challenge] = await ctx.database.db.select().from(authChallenges).where(eq(authChallenges.attempts, 5));
    expect(challenge).toMatchObject({ account_id: id, purpose: 'mfa_login' });
    expect(challenge!.used_at).not.toBeNull();
    // the hash is stored, never the token
    expect(challenge!.token_hash).not.toBe(doomed.mfa_token);
    // the code was not spent by the dead token
    expect(
      (await secondStep(ctx, { mfa_token: (await firstStep(ctx, 'codes@northwind.test')).mfa_token!, code: codes[1]! })).statusCode,
    ).toBe(200);
  });

  it('completes the sign-in at the second step: the browser is remembered and a new one told to the owner only then', async () => {
    const email = 'travels@northwind.test';
    const { id, token } = await signedIn(ctx, email, 200, company);
    const { secret, recoveryCodes: codes } = await enrolTotp(ctx, token);
    const from = (url: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url: `/api${url}`, payload, remoteAddress: '198.51.100.77', headers: { 'user-agent': 'Away/2.0' } });
    const alerts = async () => (await ctx.mails()).filter((m) => m.to.includes(email) && /new sign-in/.test(m.subject));

    // the password alone from a new browser and address: no session yet, so nothing to tell
    const first = (await from('/account/login', { email, password: STRONG })).json();
    expect(first).toMatchObject({ mfa_required: true });
    expect(first.device).toBeUndefined();
    expect(await alerts()).toHaveLength(0);
    const done = await from('/account/login/mfa', { mfa_token: first.mfa_token, code: totpCode(secret, 1) });
    expect(done.statusCode, done.body).toBe(200);
    const device = done.json().device as string;
    expect(device).toMatch(/^[\w-]{20,}$/);
    expect(await alerts()).toHaveLength(1);
    expect((await auditOf(ctx, 'auth.sign_in'))[0]).toMatchObject({
      changes: { method: { to: 'totp' }, new_browser: { to: true }, new_address: { to: true } },
    });

    // the same browser from the same address, its token sent to both steps: known, no news
    const again = (await from('/account/login', { email, password: STRONG, device })).json();
    const known = await from('/account/login/mfa', { mfa_token: again.mfa_token, code: codes[0], device });
    expect(known.statusCode, known.body).toBe(200);
    expect(known.json().device).toBe(device);
    expect(await alerts()).toHaveLength(1);
    // one event per sign-in: the first one with the password alone, then the two with a code
    expect((await auditOf(ctx, 'auth.sign_in')).filter((e) => e.subject_id === String(id))).toHaveLength(3);
  });

  it('stops issuing second-step tokens after 10 wrong codes in 15 minutes, over all tokens', async () => {
    const { token } = await signedIn(ctx, 'guessed@northwind.test', 210, company);
    await enrolTotp(ctx, token);
    for (let round = 0; round < 2; round++) {
      const first = await firstStep(ctx, 'guessed@northwind.test');
      for (let i = 0; i < 5; i++) await secondStep(ctx, { mfa_token: first.mfa_token!, code: '999999' });
    }
    const blocked = await api(ctx, 'POST', '/account/login', undefined, { email: 'guessed@northwind.test', password: STRONG });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('regenerates recovery codes and removes a factor after a fresh proof; the last factor gone, the codes go too', async () => {
    const { id, token } = await signedIn(ctx, 'manage@northwind.test', 210, company);
    const { id: factor, recoveryCodes: old } = await enrolTotp(ctx, token);
    const fresh = await api(ctx, 'POST', '/account/mfa/recovery_codes', token);
    expect(fresh.statusCode, fresh.body).toBe(200);
    const codes = fresh.json().recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(codes).not.toContain(old[0]);
    expect((await auditOf(ctx, 'auth.recovery_codes_regenerated'))[0]).toMatchObject({ subject_id: String(id) });
    // the old codes no longer work
    const first = await firstStep(ctx, 'manage@northwind.test');
    expect((await secondStep(ctx, { mfa_token: first.mfa_token!, code: old[0]! })).statusCode).toBe(401);
    expect((await secondStep(ctx, { mfa_token: first.mfa_token!, code: codes[0]! })).statusCode).toBe(200);

    expect((await api(ctx, 'DELETE', '/account/mfa/factors/999999', token)).statusCode).toBe(404);
    const removed = await api(ctx, 'DELETE', `/account/mfa/factors/${factor}`, token);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await auditOf(ctx, 'auth.factor_removed'))[0]).toMatchObject({ changes: { kind: { from: 'totp' }, name: { from: 'Phone' } } });
    expect((await api(ctx, 'GET', '/account/mfa', token)).json()).toMatchObject({ factors: [], recovery_codes_left: 0 });
    expect((await firstStep(ctx, 'manage@northwind.test')).token).toBeTruthy();
    expect((await api(ctx, 'POST', '/account/mfa/recovery_codes', token)).json()).toMatchObject({ code: 'mfa.no_factor' });
  });

  it('is for signed-in sessions: an API key manages no factor', async () => {
    const { token } = await signedIn(ctx, 'keyed@northwind.test', 210, company);
    const key = (await api(ctx, 'POST', '/account/api_keys', token, { name: 'k' })).json().secret as string;
    for (const [method, url] of [
      ['GET', '/account/mfa'],
      ['POST', '/account/mfa/totp'],
      ['POST', '/account/mfa/recovery_codes'],
    ] as const) {
      const res = await api(ctx, method, url, key);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ code: 'auth.session_only' });
    }
  });
});
