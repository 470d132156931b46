import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  accountChangeEndsSessions,
  accountTypeChangeProblem,
  accountTypeFitsCompany,
  canBecomeMaster,
  companyScope,
  inCompanyScope,
  resolveSignup,
} from './management.ts';

describe('company scope', () => {
  it('staff see all, customers their company, registered users nothing', () => {
    expect(companyScope({ account_type_id: 120, customer_id: null })).toEqual({ kind: 'all' });
    expect(companyScope({ account_type_id: 230, customer_id: 7 })).toEqual({ kind: 'company', customerId: 7 });
    expect(companyScope({ account_type_id: 200, customer_id: null })).toEqual({ kind: 'none' });
    expect(companyScope({ account_type_id: 400, customer_id: null })).toEqual({ kind: 'none' });
  });
  it('keeps rows of other companies and company-less rows out of a company scope', () => {
    const own = { kind: 'company', customerId: 7 } as const;
    expect(inCompanyScope(own, 7)).toBe(true);
    expect(inCompanyScope(own, 8)).toBe(false);
    expect(inCompanyScope(own, null)).toBe(false);
    expect(inCompanyScope({ kind: 'all' }, null)).toBe(true);
    expect(inCompanyScope({ kind: 'none' }, 7)).toBe(false);
  });
});

describe('account types and companies', () => {
  it.each([
    [100, null, true],
    [100, 3, false],
    [200, 3, true],
    [200, null, false],
    [240, 3, true],
    [400, null, true],
    [400, 3, false],
  ])('type %i with company %s → %s', (t, c, ok) => {
    expect(accountTypeFitsCompany(t, c)).toBe(ok);
  });
});

describe('new accounts (spec 1 §6 creation)', () => {
  const admin = { account_type_id: 100, customer_id: null };
  const sales = { account_type_id: 110, customer_id: null };
  const master = { account_type_id: 200, customer_id: 7 };
  it('lets the administrator create a master inside a customer', () => {
    expect(resolveSignup(admin, { account_type_id: 200, customer_id: 3 })).toEqual({ ok: true, customerId: 3 });
  });
  it('needs a customer for customer types and none for provider types', () => {
    expect(resolveSignup(admin, { account_type_id: 200 })).toMatchObject({ ok: false, problem: { kind: 'invalid', field: 'customer_id' } });
    expect(resolveSignup(sales, { account_type_id: 130, customer_id: 3 })).toMatchObject({
      ok: false,
      problem: { kind: 'invalid', message: ACCOUNT_MESSAGES.customerForbidden },
    });
    expect(resolveSignup(sales, { account_type_id: 130, customer_id: null })).toEqual({ ok: true, customerId: null });
  });
  it('refuses types the actor may not create', () => {
    expect(resolveSignup(sales, { account_type_id: 200, customer_id: 3 })).toMatchObject({ ok: false, problem: { kind: 'forbidden' } });
    expect(resolveSignup(master, { account_type_id: 110 })).toMatchObject({ ok: false, problem: { kind: 'forbidden' } });
    for (const t of [210, 240, 400]) {
      expect(resolveSignup({ account_type_id: t, customer_id: 7 }, { account_type_id: 220 })).toMatchObject({ ok: false });
    }
  });
  it('lets only the administrator create an administrator (docs/security.md, Accounts)', () => {
    expect(resolveSignup(admin, { account_type_id: 100 })).toEqual({ ok: true, customerId: null });
    expect(resolveSignup(sales, { account_type_id: 100 })).toMatchObject({
      ok: false,
      problem: { kind: 'forbidden', field: 'account_type_id' },
    });
  });
  it('refuses an account type the portal does not have as invalid (422), not as a database error', () => {
    for (const t of [0, 150, 999, 2_147_483_647]) {
      expect(resolveSignup(admin, { account_type_id: t })).toMatchObject({
        ok: false,
        problem: { kind: 'invalid', message: ACCOUNT_MESSAGES.unknownAccountType },
      });
    }
    expect(
      accountTypeChangeProblem({ id: 1, account_type_id: 100, customer_id: null }, { id: 5, account_type_id: 110, customer_id: null }, 999),
    ).toMatchObject({
      kind: 'invalid',
    });
  });
  it('puts a master’s new sub-accounts in its own company whatever customer_id it sends', () => {
    expect(resolveSignup(master, { account_type_id: 220, customer_id: 99 })).toEqual({ ok: true, customerId: 7 });
  });
});

describe('account type changes', () => {
  const admin = { id: 1, account_type_id: 100, customer_id: null };
  const master = { id: 2, account_type_id: 200, customer_id: 7 };
  it('allows changes between types the actor acts on', () => {
    expect(accountTypeChangeProblem(admin, { id: 5, account_type_id: 110, customer_id: null }, 130)).toBeUndefined();
    expect(accountTypeChangeProblem(master, { id: 5, account_type_id: 210, customer_id: 7 }, 240)).toBeUndefined();
  });
  it('accepts an unchanged type', () => {
    expect(accountTypeChangeProblem(master, { id: 2, account_type_id: 200, customer_id: 7 }, 200)).toBeUndefined();
  });
  it('forbids types outside the actor’s reach and accounts it may not manage', () => {
    expect(accountTypeChangeProblem(master, { id: 5, account_type_id: 210, customer_id: 7 }, 110)?.kind).toBe('forbidden');
    expect(accountTypeChangeProblem(master, { id: 5, account_type_id: 210, customer_id: 8 }, 220)?.kind).toBe('forbidden');
    expect(
      accountTypeChangeProblem({ id: 3, account_type_id: 110, customer_id: null }, { id: 5, account_type_id: 120, customer_id: null }, 100)
        ?.kind,
    ).toBe('forbidden');
  });
  it('keeps master status and company membership coherent', () => {
    expect(accountTypeChangeProblem(admin, { id: 5, account_type_id: 200, customer_id: 7 }, 110)).toMatchObject({
      kind: 'invalid',
      message: ACCOUNT_MESSAGES.masterViaCustomer,
    });
    expect(accountTypeChangeProblem(admin, { id: 5, account_type_id: 400, customer_id: null }, 200)?.kind).toBe('invalid');
    expect(accountTypeChangeProblem(admin, { id: 5, account_type_id: 110, customer_id: null }, 400)).toBeUndefined();
  });
});

describe('master of a company', () => {
  it('is a registered user without company or an account of that company', () => {
    expect(canBecomeMaster({ account_type_id: 400, customer_id: null }, 7)).toBe(true);
    expect(canBecomeMaster({ account_type_id: 230, customer_id: 7 }, 7)).toBe(true);
    expect(canBecomeMaster({ account_type_id: 230, customer_id: 8 }, 7)).toBe(false);
    expect(canBecomeMaster({ account_type_id: 110, customer_id: null }, 7)).toBe(false);
  });
});

describe('changes that end sessions', () => {
  const base = { email: 'a@x.io', status: 'active', disabled: false, account_type_id: 210 };
  it.each([
    [{ disabled: true }, true],
    [{ status: 'terminated' }, true],
    [{ email: 'b@x.io' }, true],
    [{ email: 'A@X.io' }, false],
    [{ account_type_id: 220 }, true],
    [{ status: 'created' }, false],
    [{}, false],
  ])('%j → %s', (change, ends) => {
    expect(accountChangeEndsSessions(base, { ...base, ...change })).toBe(ends);
  });
  it('does not end sessions when an account is enabled again', () => {
    expect(accountChangeEndsSessions({ ...base, disabled: true }, base)).toBe(false);
  });
});
