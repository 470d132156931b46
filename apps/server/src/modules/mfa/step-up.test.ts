import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_FLAGS, signedIn } from '../../../test/administration-fixtures.ts';
import { createTestContext, STRONG, type TestContext } from '../../../test/helpers.ts';
import { ageProofs, api, auditOf, enrolTotp, totpCode } from '../../../test/mfa.ts';

let ctx: TestContext;
let admin: { id: number; token: string };
let secret: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signedIn(ctx, 'admin@gsn.test', 100);
  ({ secret } = await enrolTotp(ctx, admin.token));
});
afterAll(async () => ctx?.close());

const stepUpRequired = (res: { statusCode: number; json: () => unknown }) => {
  expect(res.statusCode).toBe(401);
  expect(res.json()).toMatchObject({ code: 'auth.step_up_required' });
};

const names0 = { firstname: 'Test', lastname: 'User' };

describe('step-up on the sensitive changes', () => {
  it('a permission edit needs a fresh proof; an authenticator code gives one', async () => {
    const rows = (await api(ctx, 'GET', '/permissions?limit=5', admin.token)).json().data as { id: number }[];
    const id = rows[0]!.id;
    expect((await api(ctx, 'PUT', `/permissions/${id}`, admin.token, ALL_FLAGS)).statusCode).toBe(200);
    await ageProofs(ctx, admin.id);
    stepUpRequired(await api(ctx, 'PUT', `/permissions/${id}`, admin.token, ALL_FLAGS));
    stepUpRequired(await api(ctx, 'POST', '/permissions', admin.token, { account_type_id: 110, functionality_id: 110, ...ALL_FLAGS }));
    stepUpRequired(await api(ctx, 'DELETE', `/permissions/${id}`, admin.token));
    // reading is not sensitive
    expect((await api(ctx, 'GET', `/permissions/${id}`, admin.token)).statusCode).toBe(200);

    const wrong = await api(ctx, 'POST', '/account/reauth', admin.token, { code: '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: 'mfa.code_invalid', errors: [{ field: 'code' }] });
    const proof = await api(ctx, 'POST', '/account/reauth', admin.token, { code: totpCode(secret, 1) });
    expect(proof.statusCode, proof.body).toBe(200);
    expect((await auditOf(ctx, 'auth.reauthenticated'))[0]).toMatchObject({ actor_account_id: admin.id });
    expect((await api(ctx, 'PUT', `/permissions/${id}`, admin.token, ALL_FLAGS)).statusCode).toBe(200);
    // neither a password and a code together, nor nothing
    expect((await api(ctx, 'POST', '/account/reauth', admin.token, { password: STRONG, code: '123456' })).statusCode).toBe(400);
    expect((await api(ctx, 'POST', '/account/reauth', admin.token, {})).statusCode).toBe(400);
  });

  it('so does a configuration edit, the password change, ending sessions, a webhook endpoint and a factor', async () => {
    await ageProofs(ctx, admin.id);
    stepUpRequired(await api(ctx, 'PUT', '/configuration', admin.token, { site_name: 'Changed' }));
    stepUpRequired(
      await api(ctx, 'POST', '/account/password_update', admin.token, {
        password: STRONG,
        new_password: 'N3w!Passw0rd',
        retry_password: 'N3w!Passw0rd',
      }),
    );
    stepUpRequired(await api(ctx, 'DELETE', '/account/sessions', admin.token));
    stepUpRequired(await api(ctx, 'POST', '/webhooks', admin.token, { url: 'https://hooks.example/x', events: ['order.created'] }));
    stepUpRequired(await api(ctx, 'POST', '/webhooks/1/secret', admin.token, { overlap_hours: 1 }));
    stepUpRequired(await api(ctx, 'POST', '/account/mfa/totp', admin.token));
    stepUpRequired(await api(ctx, 'POST', '/account/mfa/recovery_codes', admin.token));
    stepUpRequired(await api(ctx, 'POST', '/account/mfa/webauthn/registration_options', admin.token));
    expect((await api(ctx, 'POST', '/account/reauth', admin.token, { password: STRONG })).statusCode).toBe(200);
    const edited = await api(ctx, 'PUT', '/configuration', admin.token, { site_name: 'Changed' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await api(ctx, 'DELETE', '/account/sessions', admin.token)).statusCode).toBe(200);
  });

  it('a new e-mail in the profile needs a fresh proof; the rest of the profile does not', async () => {
    const owner = await signedIn(ctx, 'profile@gsn.test', 110);
    await ageProofs(ctx, owner.id);
    const names = await api(ctx, 'PUT', '/account/profile', owner.token, { ...names0, firstname: 'Renamed' });
    expect(names.statusCode, names.body).toBe(200);
    stepUpRequired(await api(ctx, 'PUT', '/account/profile', owner.token, { ...names0, email: 'new@gsn.test', current_password: STRONG }));
    // the same e-mail is no change
    expect((await api(ctx, 'PUT', '/account/profile', owner.token, { ...names0, email: 'profile@gsn.test' })).statusCode).toBe(200);
    expect((await api(ctx, 'POST', '/account/reauth', owner.token, { password: STRONG })).statusCode).toBe(200);
    const changed = await api(ctx, 'PUT', '/account/profile', owner.token, { ...names0, email: 'new@gsn.test', current_password: STRONG });
    expect(changed.statusCode, changed.body).toBe(200);
  });
});
