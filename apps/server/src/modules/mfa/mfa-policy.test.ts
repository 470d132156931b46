import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCompany, signedIn } from '../../../test/administration-fixtures.ts';
import { addAccount, createTestContext, login, type TestContext } from '../../../test/helpers.ts';
import { ageProofs, api, auditOf, decodeHeader, enrolTotp, firstStep, secondStep } from '../../../test/mfa.ts';
import { loadConfig } from '../../config.ts';
import { configuration, mfaFactors, userProfiles } from '../../db/schema.ts';
import { seed } from '../../db/seed/index.ts';
import { builtInNotificationTypes } from '../index.ts';

let ctx: TestContext;
let northwind: number;
let contoso: number;
let admin: { id: number; token: string };
/** The recovery codes of the administrator's and the sales account's authenticators (enrolled below). */
const codes: Record<string, string[]> = {};
/** Signs in with the password and one of the account's recovery codes. */
const fullSignIn = async (email: string) =>
  (await secondStep(ctx, { mfa_token: (await firstStep(ctx, email)).mfa_token!, code: codes[email]!.shift()! })).json().token as string;
beforeAll(async () => {
  ctx = await createTestContext();
  northwind = await addCompany(ctx, 'Northwind');
  contoso = await addCompany(ctx, 'Contoso');
  admin = await signedIn(ctx, 'admin@gsn.test', 100);
});
afterAll(async () => ctx?.close());

const staffPolicy = async () =>
  (await ctx.database.db.select().from(configuration).where(eq(configuration.field, 'mfa_required_for_staff')))[0]?.value;

describe('the staff policy', () => {
  it('is on for a new installation unless MFA_REQUIRED_FOR_STAFF=false, and the start never overrides the administrator', async () => {
    expect(loadConfig({}, {}).mfaRequiredForStaff).toBe(true);
    expect(loadConfig({}, { MFA_REQUIRED_FOR_STAFF: 'false' }).mfaRequiredForStaff).toBe(false);
    expect(loadConfig({}, { MFA_REQUIRED_FOR_STAFF: '0' }).mfaRequiredForStaff).toBe(false);
    expect(() => loadConfig({}, { MFA_REQUIRED_FOR_STAFF: 'no' })).toThrow(/MFA_REQUIRED_FOR_STAFF/);
    const db = ctx.database.db;
    await db.delete(configuration).where(eq(configuration.field, 'mfa_required_for_staff'));
    await seed(db, builtInNotificationTypes());
    expect(await staffPolicy()).toBe('true');
    await db.delete(configuration).where(eq(configuration.field, 'mfa_required_for_staff'));
    await seed(db, builtInNotificationTypes(), { mfaRequiredForStaff: false });
    expect(await staffPolicy()).toBe('false');
    // an administrator's choice stays whatever the next start says
    await db.update(configuration).set({ value: 'true' }).where(eq(configuration.field, 'mfa_required_for_staff'));
    await seed(db, builtInNotificationTypes(), { mfaRequiredForStaff: false });
    expect(await staffPolicy()).toBe('true');
    await db.update(configuration).set({ value: 'false' }).where(eq(configuration.field, 'mfa_required_for_staff'));
    const entry = (await api(ctx, 'GET', '/configuration', admin.token))
      .json()
      .data.find((e: { field: string }) => e.field === 'mfa_required_for_staff');
    expect(entry).toMatchObject({ type: 'boolean', value: 'false' });
  });

  it('on, sends an unenrolled staff account to enrolment only: 403 elsewhere until it has a factor', async () => {
    const on = await api(ctx, 'PUT', '/configuration', admin.token, { mfa_required_for_staff: true });
    expect(on.statusCode, on.body).toBe(200);
    const salesId = await addAccount(ctx, { email: 'sales@gsn.test', account_type_id: 110 });
    const first = await firstStep(ctx, 'sales@gsn.test');
    expect(first).toMatchObject({ mfa_enrolment_required: true });
    const token = first.token!;
    for (const url of ['/accounts/', '/customers/', '/notifications/']) {
      const res = await api(ctx, 'GET', url, token);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ code: 'auth.mfa_enrolment_required' });
    }
    // what it may do: its profile, its permissions, enrolling, signing out
    expect((await api(ctx, 'GET', '/account/profile', token)).statusCode).toBe(200);
    expect((await api(ctx, 'GET', '/permissions/my_permissions', token)).statusCode).toBe(200);
    expect((await api(ctx, 'GET', '/account/mfa', token)).json()).toMatchObject({ required: true, enrolment_required: true });
    // the customers' accounts are not staff
    expect((await signedIn(ctx, 'master@northwind.test', 200, northwind)).token).toBeTruthy();
    expect((await firstStep(ctx, 'master@northwind.test')).mfa_enrolment_required).toBeUndefined();

    codes['sales@gsn.test'] = (await enrolTotp(ctx, token)).recoveryCodes;
    // the same session is whole at once
    expect((await api(ctx, 'GET', '/accounts/', token)).statusCode).toBe(200);
    expect((await api(ctx, 'GET', '/account/mfa', token)).json()).toMatchObject({ required: true, enrolment_required: false });
    // its only factor may not go while the policy holds
    const [factor] = await ctx.database.db.select().from(mfaFactors).where(eq(mfaFactors.account_id, salesId));
    const last = await api(ctx, 'DELETE', `/account/mfa/factors/${factor!.id}`, token);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ code: 'mfa.last_factor_required' });
    expect((await firstStep(ctx, 'sales@gsn.test')).mfa_required).toBe(true);

    // the administrator is staff too: its session (opened before) may now only enrol
    const blocked = await api(ctx, 'GET', '/accounts/', admin.token);
    expect(blocked.json()).toMatchObject({ code: 'auth.mfa_enrolment_required' });
    codes['admin@gsn.test'] = (await enrolTotp(ctx, admin.token)).recoveryCodes;
  });
});

describe('a company’s policy', () => {
  it('is set by the company’s master after a fresh proof and applies to the company’s accounts only', async () => {
    const master = await signedIn(ctx, 'boss@northwind.test', 200, northwind);
    const buyer = await signedIn(ctx, 'buyer@northwind.test', 210, northwind);
    await signedIn(ctx, 'buyer@contoso.test', 210, contoso);
    expect((await api(ctx, 'GET', `/customers/${northwind}/mfa`, buyer.token)).json()).toEqual({ mfa_required: false });
    expect((await api(ctx, 'GET', `/customers/${contoso}/mfa`, buyer.token)).statusCode).toBe(404);

    const notMaster = await api(ctx, 'PUT', `/customers/${northwind}/mfa`, buyer.token, { mfa_required: true });
    expect(notMaster.statusCode).toBe(403);
    const otherCompany = await api(ctx, 'PUT', `/customers/${contoso}/mfa`, master.token, { mfa_required: true });
    expect(otherCompany.json()).toMatchObject({ code: 'mfa.master_only' });
    expect((await api(ctx, 'PUT', `/customers/${northwind}/mfa`, admin.token, { mfa_required: true })).statusCode).toBe(403);
    await ageProofs(ctx, master.id);
    const stale = await api(ctx, 'PUT', `/customers/${northwind}/mfa`, master.token, { mfa_required: true });
    expect(stale.json()).toMatchObject({ code: 'auth.step_up_required' });
    master.token = await login(ctx, 'boss@northwind.test');
    const set = await api(ctx, 'PUT', `/customers/${northwind}/mfa`, master.token, { mfa_required: true });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ mfa_required: true });
    expect((await auditOf(ctx, 'customers.update'))[0]).toMatchObject({
      subject_kind: 'customer',
      subject_id: String(northwind),
      changes: { mfa_required: { from: false, to: true } },
    });

    expect((await firstStep(ctx, 'buyer@northwind.test')).mfa_enrolment_required).toBe(true);
    expect((await api(ctx, 'GET', '/account/profile', buyer.token)).statusCode).toBe(200);
    expect((await api(ctx, 'GET', '/orders', buyer.token)).json()).toMatchObject({ code: 'auth.mfa_enrolment_required' });
    expect((await firstStep(ctx, 'buyer@contoso.test')).mfa_enrolment_required).toBeUndefined();
    // the master too, until it enrols; API keys are not subject to it
    expect((await api(ctx, 'GET', '/orders', master.token)).json()).toMatchObject({ code: 'auth.mfa_enrolment_required' });
  });
});

describe('an administrator’s reset', () => {
  it('removes an account’s factors and codes after a fresh proof, e-mails the owner in its language and records it', async () => {
    const owner = await signedIn(ctx, 'lost@northwind.test', 210, contoso);
    await ctx.database.db.update(userProfiles).set({ language: 'fr' }).where(eq(userProfiles.account_id, owner.id));
    await enrolTotp(ctx, owner.token);
    const adminToken = await fullSignIn('admin@gsn.test');

    const sales = await api(ctx, 'DELETE', `/accounts/${owner.id}/mfa`, await fullSignIn('sales@gsn.test'));
    expect(sales.statusCode).toBe(403);
    expect((await api(ctx, 'DELETE', `/accounts/${admin.id}/mfa`, adminToken)).json()).toMatchObject({ code: 'mfa.reset_self' });
    expect((await api(ctx, 'DELETE', '/accounts/999999/mfa', adminToken)).statusCode).toBe(404);
    await ageProofs(ctx, admin.id);
    expect((await api(ctx, 'DELETE', `/accounts/${owner.id}/mfa`, adminToken)).json()).toMatchObject({ code: 'auth.step_up_required' });
    // a recovery code is a proof too
    expect((await api(ctx, 'POST', '/account/reauth', adminToken, { code: codes['admin@gsn.test']!.shift()! })).statusCode).toBe(200);
    const reset = await api(ctx, 'DELETE', `/accounts/${owner.id}/mfa`, adminToken);
    expect(reset.statusCode, reset.body).toBe(200);

    expect((await api(ctx, 'GET', '/account/mfa', owner.token)).json()).toMatchObject({ factors: [], recovery_codes_left: 0 });
    expect((await firstStep(ctx, 'lost@northwind.test')).token).toBeTruthy();
    const mail = (await ctx.mails()).find((m) => m.to === 'lost@northwind.test');
    // (the outbox reader keeps the first line of a folded header)
    expect(decodeHeader(mail?.subject ?? '')).toContain('GSN Portal : vos seconds facteurs');
    expect(mail?.text).toContain('http://portal.test/account/login');
    expect((await auditOf(ctx, 'auth.factors_reset'))[0]).toMatchObject({
      actor_account_id: admin.id,
      subject_id: String(owner.id),
      changes: { factors: { from: 1, to: 0 } },
    });
  });
});
