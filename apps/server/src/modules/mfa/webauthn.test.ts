import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/administration-fixtures.ts';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { ageProofs, api, auditOf, firstStep, secondStep } from '../../../test/mfa.ts';
import { softAuthenticator } from '../../../test/soft-authenticator.ts';
import { mfaFactors } from '../../db/schema.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

describe('passkeys and security keys (WebAuthn)', () => {
  it('registers a named passkey and signs in with it as the second factor; a foreign answer is refused', async () => {
    const { id, token } = await signedIn(ctx, 'keys@gsn.test', 110);
    const key = softAuthenticator('http://portal.test');

    const options = await api(ctx, 'POST', '/account/mfa/webauthn/registration_options', token);
    expect(options.statusCode, options.body).toBe(200);
    const creation = options.json();
    // bound to the portal's public address
    expect(creation).toMatchObject({ rp: { id: 'portal.test', name: 'GSN Portal' }, user: { name: 'keys@gsn.test' }, attestation: 'none' });
    // an answer from another site does not verify
    const phished = softAuthenticator('http://portal.test.evil.example').register(creation);
    const refused = await api(ctx, 'POST', '/account/mfa/webauthn/registration', token, { name: 'Evil', response: phished });
    expect(refused.json()).toMatchObject({ code: 'mfa.webauthn_failed' });
    const registered = await api(ctx, 'POST', '/account/mfa/webauthn/registration', token, {
      name: 'Laptop',
      response: key.register(creation),
    });
    expect(registered.statusCode, registered.body).toBe(201);
    expect(registered.json()).toMatchObject({ data: { kind: 'webauthn', name: 'Laptop' } });
    expect(registered.json().recovery_codes).toHaveLength(10);
    // the challenge is single-use
    const again = await api(ctx, 'POST', '/account/mfa/webauthn/registration', token, { name: 'Twice', response: key.register(creation) });
    expect(again.json()).toMatchObject({ code: 'mfa.challenge_expired' });
    const [stored] = await ctx.database.db.select().from(mfaFactors).where(eq(mfaFactors.account_id, id));
    expect(stored).toMatchObject({ kind: 'webauthn', credential_id: key.credentialId, counter: 0, transports: ['internal'] });
    expect((await auditOf(ctx, 'auth.factor_added'))[0]).toMatchObject({ changes: { kind: { to: 'webauthn' } } });
    // a second registration leaves the first out
    const second = (await api(ctx, 'POST', '/account/mfa/webauthn/registration_options', token)).json();
    expect(second.excludeCredentials).toEqual([{ id: key.credentialId, type: 'public-key', transports: ['internal'] }]);

    const first = await firstStep(ctx, 'keys@gsn.test');
    expect(first).toMatchObject({ mfa_required: true, methods: ['webauthn', 'recovery_code'] });
    expect(first.webauthn).toMatchObject({ rpId: 'portal.test', allowCredentials: [{ id: key.credentialId, type: 'public-key' }] });
    const forged = await secondStep(ctx, { mfa_token: first.mfa_token!, webauthn: key.authenticate(first.webauthn!, key.forger()) });
    expect(forged.json()).toMatchObject({ code: 'auth.mfa_code_invalid' });
    const ok = await secondStep(ctx, { mfa_token: first.mfa_token!, webauthn: key.authenticate(first.webauthn!) });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ account: { id } });
    const [used] = await ctx.database.db.select().from(mfaFactors).where(eq(mfaFactors.account_id, id));
    expect(used!.counter).toBe(2);
    expect(used!.last_used_at).not.toBeNull();
    // an answer to another sign-in's challenge is no answer to this one
    const next = await firstStep(ctx, 'keys@gsn.test');
    expect((await secondStep(ctx, { mfa_token: next.mfa_token!, webauthn: key.authenticate(first.webauthn!) })).statusCode).toBe(401);
  });

  it('proves the owner again for step-up, once per challenge', async () => {
    const { id, token } = await signedIn(ctx, 'stepup@gsn.test', 110);
    const key = softAuthenticator('http://portal.test');
    const creation = (await api(ctx, 'POST', '/account/mfa/webauthn/registration_options', token)).json();
    await api(ctx, 'POST', '/account/mfa/webauthn/registration', token, { name: 'Key', response: key.register(creation) });
    await ageProofs(ctx, id);
    expect((await api(ctx, 'POST', '/account/mfa/recovery_codes', token)).json()).toMatchObject({ code: 'auth.step_up_required' });
    const request = (await api(ctx, 'POST', '/account/reauth/webauthn_options', token)).json();
    expect(request.allowCredentials).toEqual([{ id: key.credentialId, type: 'public-key', transports: ['internal'] }]);
    const answer = key.authenticate(request);
    expect((await api(ctx, 'POST', '/account/reauth', token, { webauthn: answer })).statusCode).toBe(200);
    expect((await api(ctx, 'POST', '/account/mfa/recovery_codes', token)).statusCode).toBe(200);
    const replay = await api(ctx, 'POST', '/account/reauth', token, { webauthn: answer });
    expect(replay.statusCode).toBe(422);
    expect(replay.json()).toMatchObject({ code: 'mfa.webauthn_failed' });
  });
});
