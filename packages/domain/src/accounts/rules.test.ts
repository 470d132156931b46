import { describe, expect, it } from 'vitest';
import { canActOnType, canManageAccount, canSecureAccount, creatableAccountTypes, isStrongPassword, passwordProblems } from './rules.ts';
import { dashboardPath, isCustomer, isStaff, profilePath } from './account-types.ts';

describe('password strength (spec 1 §5 floor)', () => {
  it.each([
    ['Abcdef1!', []],
    ['abcdef1!', ['uppercase']],
    ['ABCDEF1!', ['lowercase']],
    ['Abcdefg!', ['digit']],
    ['Abcdefg1', ['special']],
    ['Ab1!', ['length']],
    ['Abcdef1~', ['special']],
  ])('%s → %j', (pw, problems) => {
    expect(passwordProblems(pw)).toEqual(problems);
  });
  it('accepts every listed special character', () => {
    for (const c of '!@#$%^&*') expect(isStrongPassword(`Abcdef1${c}`)).toBe(true);
  });
  it('refuses passwords over 128 characters', () => {
    expect(passwordProblems(`Aa1!${'x'.repeat(130)}`)).toContain('tooLong');
  });
});

describe('account creation (spec 1 §6)', () => {
  it('administrator creates administrators, provider roles and masters', () => {
    expect(creatableAccountTypes(100)).toEqual([100, 110, 120, 130, 140, 200]);
  });
  it('provider staff create provider types only, never an administrator', () => {
    for (const t of [110, 120, 130, 140]) expect(creatableAccountTypes(t)).toEqual([110, 120, 130, 140]);
  });
  it('only the administrator creates, edits or deletes administrators', () => {
    for (const t of [110, 120, 130, 140, 200, 210, 400]) {
      expect(creatableAccountTypes(t)).not.toContain(100);
      expect(canActOnType(t, 100)).toBe(false);
    }
    expect(creatableAccountTypes(100)).toContain(100);
    expect(canActOnType(100, 100)).toBe(true);
  });
  it('a master creates the four sub-account roles; nobody else creates', () => {
    expect(creatableAccountTypes(200)).toEqual([210, 220, 230, 240]);
    for (const t of [210, 240, 400, 500]) expect(creatableAccountTypes(t)).toEqual([]);
  });
});

describe('edit and delete by logged type (spec 1 §6)', () => {
  const table: [number, number, boolean][] = [
    [100, 100, true],
    [100, 140, true],
    [100, 200, true],
    [100, 210, false],
    [100, 240, false],
    [100, 400, true],
    [110, 100, false],
    [110, 120, true],
    [110, 200, true],
    [110, 230, false],
    [140, 400, true],
    [200, 100, false],
    [200, 200, false],
    [200, 210, true],
    [200, 240, true],
    [210, 110, false],
    [210, 200, false],
    [220, 230, true],
    [400, 400, false],
    [500, 400, false],
  ];
  it.each(table)('%i acting on %i → %s', (actor, target, expected) => {
    expect(canActOnType(actor, target)).toBe(expected);
  });
  it('nobody acts on themselves', () => {
    expect(canManageAccount({ id: 1, account_type_id: 100, customer_id: null }, { id: 1, account_type_id: 100, customer_id: null })).toBe(
      false,
    );
  });
  it('customers act only inside their company', () => {
    const master = { id: 1, account_type_id: 200, customer_id: 7 };
    expect(canManageAccount(master, { id: 2, account_type_id: 210, customer_id: 7 })).toBe(true);
    expect(canManageAccount(master, { id: 3, account_type_id: 210, customer_id: 8 })).toBe(false);
  });
  it('the administrator secures any account but its own, other staff those they may edit, customers none', () => {
    const admin = { id: 1, account_type_id: 100, customer_id: null };
    const sales = { id: 2, account_type_id: 110, customer_id: null };
    const sub = { id: 3, account_type_id: 230, customer_id: 7 };
    const operator = { id: 4, account_type_id: 130, customer_id: null };
    expect([canSecureAccount(admin, sub), canSecureAccount(admin, { ...admin, id: 5 }), canSecureAccount(admin, admin)]).toEqual([
      true,
      true,
      false,
    ]);
    expect([canSecureAccount(sales, operator), canSecureAccount(sales, sub), canSecureAccount(sales, admin)]).toEqual([true, false, false]);
    expect(canSecureAccount({ id: 6, account_type_id: 200, customer_id: 7 }, sub)).toBe(false);
  });
});

describe('account type thresholds and landing paths', () => {
  it('splits staff and customers at 200', () => {
    expect(isStaff(140)).toBe(true);
    expect(isStaff(200)).toBe(false);
    expect(isCustomer(200)).toBe(true);
    expect(isCustomer(400)).toBe(false);
  });
  it('lands each type on its dashboard, registered users on the visitor area', () => {
    expect(dashboardPath(100)).toBe('/portal/dashboard/admin');
    expect(dashboardPath(120)).toBe('/portal/dashboard/provider_product');
    expect(dashboardPath(230)).toBe('/portal/dashboard/sub-account-operation');
    expect(dashboardPath(400)).toBe('/visitor');
  });
  it('finds the own profile in the portal, a registered user’s in the visitor area', () => {
    expect(profilePath(100, 'sessions')).toBe('/portal/profile#sessions');
    expect(profilePath(210, 'api-keys')).toBe('/portal/profile#api-keys');
    expect(profilePath(400, 'sessions')).toBe('/visitor/profile#sessions');
    expect(profilePath(400)).toBe('/visitor/profile');
  });
});
