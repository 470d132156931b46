import { CONFIGURATION_MESSAGES, PASSWORD_MASK } from '@gsn/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCompany, caller, signedIn } from '../../../test/administration-fixtures.ts';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { configuration } from '../../db/schema.ts';
import { CONFIGURATION_SEEDS } from '../../db/seed/domain-data.ts';
import { CONFIGURATION_UPDATED } from './configuration-service.ts';

let ctx: TestContext;
let admin: ReturnType<typeof caller>;
let sales: ReturnType<typeof caller>;
let master: ReturnType<typeof caller>;

const storedValue = async (field: string) =>
  (await ctx.database.db.select({ value: configuration.value }).from(configuration).where(eq(configuration.field, field)))[0]?.value;

beforeAll(async () => {
  ctx = await createTestContext();
  const A = await addCompany(ctx, 'Alpha Telecom');
  admin = caller(ctx, (await signedIn(ctx, 'admin@gsn.test', 100)).token);
  sales = caller(ctx, (await signedIn(ctx, 'sales@gsn.test', 110)).token);
  master = caller(ctx, (await signedIn(ctx, 'master@alpha.test', 200, A)).token);
});
afterAll(async () => ctx?.close());

describe('GET /configuration', () => {
  it('shows the administrator every entry, passwords masked, never the internal ones', async () => {
    // signing in has stored the internal session secret
    const secret = await storedValue('__session_secret');
    expect(secret).toBeTruthy();
    await ctx.database.db.update(configuration).set({ value: 'feed-S3cret' }).where(eq(configuration.field, 'cdr_feed_password'));
    const res = await admin.get('/configuration');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.map((e: { field: string }) => e.field)).toEqual(CONFIGURATION_SEEDS.map((s) => s.field).sort());
    expect(data.find((e: { field: string }) => e.field === 'cdr_feed_password')).toEqual({
      field: 'cdr_feed_password',
      type: 'password',
      value: PASSWORD_MASK,
      description: 'Password of the CDR feed account',
    });
    expect(data.find((e: { field: string }) => e.field === 'registration_enabled')).toMatchObject({ type: 'boolean', value: 'true' });
    expect(res.body).not.toContain('feed-S3cret');
    expect(res.body).not.toContain(secret);
    expect(res.body).not.toContain('__session_secret');
  });

  it('is for the administrator only', async () => {
    expect((await sales.get('/configuration')).statusCode).toBe(403);
    expect((await master.get('/configuration')).statusCode).toBe(403);
    expect((await caller(ctx).get('/configuration')).statusCode).toBe(401);
  });
});

describe('PUT /configuration', () => {
  it('stores text, booleans as true/false, and answers the masked entries', async () => {
    const res = await admin.put('/configuration', {
      site_name: ' GSN Test Portal ',
      registration_enabled: false,
      contact_sales_phone: '+44 20 1234',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(CONFIGURATION_UPDATED);
    expect(body.data.find((e: { field: string }) => e.field === 'site_name').value).toBe('GSN Test Portal');
    expect(body.data.find((e: { field: string }) => e.field === 'cdr_feed_password').value).toBe(PASSWORD_MASK);
    expect(await storedValue('site_name')).toBe('GSN Test Portal');
    expect(await storedValue('registration_enabled')).toBe('false');
    expect(await storedValue('contact_sales_phone')).toBe('+44 20 1234');
    // takes effect at once
    expect((await caller(ctx).get('/configuration/public')).json()).toMatchObject({
      site_name: 'GSN Test Portal',
      registration_enabled: false,
    });
    expect((await admin.put('/configuration', { registration_enabled: 'true' })).statusCode).toBe(200);
    expect(await storedValue('registration_enabled')).toBe('true');
  });

  it('keeps a password sent as the mask and replaces one sent in clear', async () => {
    await ctx.database.db.update(configuration).set({ value: 'feed-S3cret' }).where(eq(configuration.field, 'cdr_feed_password'));
    const kept = await admin.put('/configuration', { cdr_feed_password: PASSWORD_MASK, site_user_limit: '500' });
    expect(kept.statusCode).toBe(200);
    expect(await storedValue('cdr_feed_password')).toBe('feed-S3cret');
    expect(await storedValue('site_user_limit')).toBe('500');
    const changed = await admin.put('/configuration', { cdr_feed_password: 'n3w-Secret' });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).not.toContain('n3w-Secret');
    expect(await storedValue('cdr_feed_password')).toBe('n3w-Secret');
    await admin.put('/configuration', { cdr_feed_password: '' });
    expect(await storedValue('cdr_feed_password')).toBe('');
    expect((await admin.get('/configuration')).json().data.find((e: { field: string }) => e.field === 'cdr_feed_password').value).toBe('');
  });

  it('refuses unknown and internal fields with a field error (400) and writes nothing', async () => {
    const secret = await storedValue('__session_secret');
    const res = await admin.put('/configuration', { site_name: 'Changed', nope: 'x', __session_secret: 'mine' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'nope', message: CONFIGURATION_MESSAGES.unknownField, code: 'field.invalid' },
      { field: '__session_secret', message: CONFIGURATION_MESSAGES.unknownField, code: 'field.invalid' },
    ]);
    expect(await storedValue('site_name')).toBe('GSN Test Portal');
    expect(await storedValue('__session_secret')).toBe(secret);
    expect(await storedValue('nope')).toBeUndefined();
  });

  it('refuses bad values with field errors (400)', async () => {
    const cases: [object, string, string][] = [
      [{ registration_enabled: 'yes' }, 'registration_enabled', CONFIGURATION_MESSAGES.boolean],
      [{ site_name: true }, 'site_name', CONFIGURATION_MESSAGES.string],
      [{ site_name: '   ' }, 'site_name', CONFIGURATION_MESSAGES.required],
      [{ contact_sales_email: 'nobody' }, 'contact_sales_email', CONFIGURATION_MESSAGES.email],
      [{ site_user_limit: '10k' }, 'site_user_limit', CONFIGURATION_MESSAGES.number],
      [{}, 'body', CONFIGURATION_MESSAGES.nothing],
    ];
    for (const [body, field, message] of cases) {
      const res = await admin.put('/configuration', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors).toEqual([{ field, message, code: 'field.invalid' }]);
    }
    for (const body of [{ site_name: 5 }, { site_name: ['a'] }, { site_name: null }, { site_name: 'x'.repeat(2001) }]) {
      const res = await admin.put('/configuration', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.json().errors[0].field).toBe('site_name');
    }
    expect((await admin.put('/configuration', [1, 2])).statusCode).toBe(400);
    expect(await storedValue('site_name')).toBe('GSN Test Portal');
  });

  it('is for the administrator only', async () => {
    expect((await sales.put('/configuration', { site_name: 'Hacked' })).statusCode).toBe(403);
    expect((await master.put('/configuration', { site_name: 'Hacked' })).statusCode).toBe(403);
    expect((await caller(ctx).put('/configuration', { site_name: 'Hacked' })).statusCode).toBe(401);
    expect(await storedValue('site_name')).toBe('GSN Test Portal');
  });
});
