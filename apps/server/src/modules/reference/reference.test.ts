import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, bearer, createTestContext, login, type TestContext } from '../../../test/helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await ctx.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() };
};

describe('reference data', () => {
  it('lists every ISO 3166 country with its dial code, in one page of 1000', async () => {
    const { status, body } = await get('/api/countries/?limit=1000');
    expect(status).toBe(200);
    expect(body.count).toBeGreaterThanOrEqual(240);
    expect(body.data.length).toBe(body.count);
    expect(body.data.find((c: { code: string }) => c.code === 'GB')).toMatchObject({
      name: 'United Kingdom',
      dial_code: '+44',
      region: 'Europe',
    });
  });

  it('pages with the default limit of 10', async () => {
    const { body } = await get('/api/countries/?limit=0&page=1');
    expect(body.data).toHaveLength(10);
    const first = await get('/api/countries/?page=0');
    expect(first.body.data[0].name).not.toBe(body.data[0].name);
  });

  it('has exactly the six currencies', async () => {
    const { body } = await get('/api/currencies?limit=250&page=0');
    expect(body.data.map((c: { code: string }) => c.code).sort()).toEqual(['CNY', 'EUR', 'GBP', 'HKD', 'SGD', 'USD']);
    expect(body.data.every((c: { name: string }) => c.name.length > 2)).toBe(true);
  });

  it('finds cities with dial codes by country and name prefix', async () => {
    const { body } = await get('/api/cities?country=GB&city=Lond&limit=100');
    expect(body.data).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'London', country_code: 'GB', dial_code: '20' })]));
    const byName = await get('/api/cities?country=Japan&city=Tokyo');
    expect(byName.body.data[0]).toMatchObject({ country_code: 'JP', dial_code: '3' });
    const all = await get('/api/cities?limit=10000');
    expect(all.body.count).toBeGreaterThan(5000);
  });

  it('treats LIKE wildcards in the city filter literally', async () => {
    const { body } = await get('/api/cities?city=%25');
    expect(body.count).toBe(0);
  });

  it('gives dial codes and jurisdictions by region', async () => {
    const dial = await get('/api/country_dial_codes?limit=1000');
    expect(dial.body.data.find((d: { code: string }) => d.code === 'FR')).toMatchObject({ dial_code: '+33' });
    const central = await get('/api/jurisdictions?region=Central%20America&limit=1000');
    expect(central.body.data.map((j: { country_code: string }) => j.country_code)).toContain('PA');
  });

  it('rejects a limit over the maximum', async () => {
    expect((await get('/api/countries/?limit=5000')).status).toBe(400);
  });
});

describe('account types, functionalities, permissions', () => {
  let admin: string;
  let sub: string;
  beforeAll(async () => {
    await addAccount(ctx, { email: 'admin@ref.test', account_type_id: 100 });
    await addAccount(ctx, { email: 'sub@ref.test', account_type_id: 230 });
    admin = await login(ctx, 'admin@ref.test');
    sub = await login(ctx, 'sub@ref.test');
  });

  it('lists the 12 account types and the 19 functionalities (300 billing, 1040 webhooks and 1050 audit among them)', async () => {
    const types = await get('/api/account/types/', bearer(admin));
    expect(types.body.count).toBe(12);
    expect((await get('/api/account/types/210', bearer(admin))).body).toMatchObject({ id: 210, account_type: 'sub-account-sales' });
    expect((await get('/api/account/types/999', bearer(admin))).status).toBe(404);
    const f = await get('/api/functionalities', bearer(admin));
    expect(f.body.count).toBe(19);
    expect(f.body.data.find((x: { id: number }) => x.id === 300)).toMatchObject({ category: 'management', description: 'Billing' });
    expect(f.body.data.find((x: { id: number }) => x.id === 1010)).toMatchObject({ category: 'administration' });
    expect(f.body.data.find((x: { id: number }) => x.id === 1040)).toMatchObject({ category: 'administration' });
  });

  it('gives each signed-in account its coded permissions', async () => {
    const a = await get('/api/permissions/my_permissions?coded=true', bearer(admin));
    expect(a.body.data.find((p: { functionality_id: number }) => p.functionality_id === 1010)).toMatchObject({
      code: 'permissions',
      edit: true,
      list: true,
    });
    const s = await get('/api/permissions/my_permissions?coded=true', bearer(sub));
    expect(s.body.data.some((p: { functionality_id: number }) => p.functionality_id === 1010)).toBe(false);
    expect(s.body.data.find((p: { functionality_id: number }) => p.functionality_id === 200)).toMatchObject({ read: true, write: false });
  });
});
