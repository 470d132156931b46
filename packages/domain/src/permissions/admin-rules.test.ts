import { describe, expect, it } from 'vitest';
import {
  clampToGrantor,
  inPermissionScope,
  isLockoutChange,
  PERMISSION_RULE_MESSAGES,
  permissionScope,
  planPermissionDelete,
  planPermissionEdit,
  resolvePermissionCreate,
  toOperations,
} from './admin-rules.ts';
import { normalizeFlags } from './rules.ts';

const admin = { account_type_id: 100, customer_id: null };
const sales = { account_type_id: 110, customer_id: null };
const masterA = { account_type_id: 200, customer_id: 1 };
const subA = { account_type_id: 210, customer_id: 1 };
const registered = { account_type_id: 400, customer_id: null };
const all = { read: true, list: true, write: true, edit: true, delete: true };
const none = { read: false, list: false, write: false, edit: false, delete: false };

describe('permissionScope', () => {
  it('gives staff every row', () => {
    expect(permissionScope(admin)).toEqual({ kind: 'all' });
    expect(permissionScope(sales)).toEqual({ kind: 'all' });
  });
  it('gives a master its sub-account types within its company', () => {
    expect(permissionScope(masterA)).toEqual({ kind: 'company', customerId: 1, accountTypeIds: [210, 220, 230, 240] });
  });
  it('gives sub-accounts, registered users and a master without a company nothing', () => {
    expect(permissionScope(subA)).toEqual({ kind: 'none' });
    expect(permissionScope(registered)).toEqual({ kind: 'none' });
    expect(permissionScope({ account_type_id: 200, customer_id: null })).toEqual({ kind: 'none' });
  });
});

describe('inPermissionScope', () => {
  const scope = permissionScope(masterA);
  it.each<[{ account_type_id: number; customer_id: number | null }, boolean, string]>([
    [{ account_type_id: 210, customer_id: null }, true, 'default row of a sub-account type'],
    [{ account_type_id: 240, customer_id: null }, true, 'default row of another sub-account type'],
    [{ account_type_id: 200, customer_id: null }, false, 'default row of the master type'],
    [{ account_type_id: 100, customer_id: null }, false, 'default row of a staff type'],
    [{ account_type_id: 210, customer_id: 1 }, true, 'own company override'],
    [{ account_type_id: 200, customer_id: 1 }, true, 'own company row of the master type'],
    [{ account_type_id: 210, customer_id: 2 }, false, 'another company’s override'],
  ])('%o → %s (%s)', (row, expected, _why) => {
    expect(inPermissionScope(scope, row)).toBe(expected);
  });
  it('staff see everything, nobody else anything', () => {
    expect(inPermissionScope({ kind: 'all' }, { account_type_id: 210, customer_id: 2 })).toBe(true);
    expect(inPermissionScope({ kind: 'none' }, { account_type_id: 210, customer_id: null })).toBe(false);
  });
});

describe('resolvePermissionCreate', () => {
  it('lets staff create default rows and company rows of customer types', () => {
    expect(resolvePermissionCreate(admin, { account_type_id: 110 })).toEqual({ ok: true, customer_id: null });
    expect(resolvePermissionCreate(admin, { account_type_id: 210, customer_id: 7 })).toEqual({ ok: true, customer_id: 7 });
    expect(resolvePermissionCreate(sales, { account_type_id: 200, customer_id: 7 })).toEqual({ ok: true, customer_id: 7 });
  });
  it('refuses a company row for a staff or registered type', () => {
    for (const t of [100, 140, 400, 500]) {
      expect(resolvePermissionCreate(admin, { account_type_id: t, customer_id: 7 })).toEqual({
        ok: false,
        refusal: { kind: 'invalid', field: 'customer_id', message: PERMISSION_RULE_MESSAGES.customerRowForCustomerTypes },
      });
    }
  });
  it('forces a master’s rows to its own company', () => {
    expect(resolvePermissionCreate(masterA, { account_type_id: 220 })).toEqual({ ok: true, customer_id: 1 });
    expect(resolvePermissionCreate(masterA, { account_type_id: 220, customer_id: 2 })).toEqual({ ok: true, customer_id: 1 });
    expect(resolvePermissionCreate(masterA, { account_type_id: 220, customer_id: null })).toEqual({ ok: true, customer_id: 1 });
  });
  it('refuses a master rows outside its sub-account types', () => {
    for (const t of [100, 110, 200, 400]) {
      expect(resolvePermissionCreate(masterA, { account_type_id: t })).toEqual({
        ok: false,
        refusal: { kind: 'forbidden', message: PERMISSION_RULE_MESSAGES.subAccountsOnly },
      });
    }
  });
  it('refuses everyone without a scope', () => {
    expect(resolvePermissionCreate(subA, { account_type_id: 210 })).toMatchObject({ ok: false, refusal: { kind: 'forbidden' } });
  });
});

describe('planPermissionEdit', () => {
  it('lets staff update any row in place', () => {
    expect(planPermissionEdit(admin, { account_type_id: 210, customer_id: null })).toEqual({ kind: 'update' });
    expect(planPermissionEdit(admin, { account_type_id: 210, customer_id: 2 })).toEqual({ kind: 'update' });
  });
  it('turns a master’s edit of a default row into its company override', () => {
    expect(planPermissionEdit(masterA, { account_type_id: 230, customer_id: null })).toEqual({ kind: 'override', customer_id: 1 });
  });
  it('updates a master’s own override in place', () => {
    expect(planPermissionEdit(masterA, { account_type_id: 230, customer_id: 1 })).toEqual({ kind: 'update' });
  });
  it('hides rows outside the scope and refuses visible rows of other types', () => {
    expect(planPermissionEdit(masterA, { account_type_id: 230, customer_id: 2 })).toEqual({
      kind: 'refused',
      refusal: { kind: 'not-found' },
    });
    expect(planPermissionEdit(masterA, { account_type_id: 200, customer_id: null })).toEqual({
      kind: 'refused',
      refusal: { kind: 'not-found' },
    });
    expect(planPermissionEdit(masterA, { account_type_id: 200, customer_id: 1 })).toMatchObject({
      kind: 'refused',
      refusal: { kind: 'forbidden' },
    });
    expect(planPermissionEdit(subA, { account_type_id: 210, customer_id: 1 })).toMatchObject({
      kind: 'refused',
      refusal: { kind: 'forbidden' },
    });
  });
});

describe('planPermissionDelete', () => {
  it('lets staff delete any row', () => {
    expect(planPermissionDelete(admin, { account_type_id: 100, customer_id: null })).toEqual({ kind: 'delete' });
  });
  it('lets a master delete its company override (restoring the default) but not the default itself', () => {
    expect(planPermissionDelete(masterA, { account_type_id: 240, customer_id: 1 })).toEqual({ kind: 'delete' });
    expect(planPermissionDelete(masterA, { account_type_id: 240, customer_id: null })).toEqual({
      kind: 'refused',
      refusal: { kind: 'forbidden', message: PERMISSION_RULE_MESSAGES.defaultNotDeletable },
    });
  });
  it('hides other companies’ rows and refuses its own rows of other types', () => {
    expect(planPermissionDelete(masterA, { account_type_id: 240, customer_id: 2 })).toEqual({
      kind: 'refused',
      refusal: { kind: 'not-found' },
    });
    expect(planPermissionDelete(masterA, { account_type_id: 200, customer_id: 1 })).toMatchObject({
      kind: 'refused',
      refusal: { kind: 'forbidden' },
    });
    expect(planPermissionDelete(registered, { account_type_id: 210, customer_id: null })).toMatchObject({
      kind: 'refused',
      refusal: { kind: 'forbidden' },
    });
  });
});

describe('clampToGrantor', () => {
  it('leaves staff grants as they are', () => {
    expect(clampToGrantor(admin, all, undefined)).toEqual(all);
  });
  it('never lets a master grant more than it holds', () => {
    expect(clampToGrantor(masterA, all, { ...none, read: true, list: true, edit: true })).toEqual({
      ...none,
      read: true,
      list: true,
      edit: true,
    });
    expect(clampToGrantor(masterA, all, undefined)).toEqual(none);
    expect(clampToGrantor(masterA, { ...none, write: true }, all)).toEqual({ ...none, write: true });
  });
  it('keeps list tied to read', () => {
    expect(clampToGrantor(masterA, all, { ...all, read: false })).toEqual({ ...all, read: false, list: false });
  });
});

describe('normalizeFlags with a stored functionality definition', () => {
  const custom = { customercrud: toOperations(['read', 'list']), providercrud: toOperations(['read', 'list', 'write', 'bogus']) };
  it('uses the given operation lists instead of the built-in ones', () => {
    expect(normalizeFlags(5000, 110, all, custom)).toEqual({ ...none, read: true, list: true, write: true });
    expect(normalizeFlags(5000, 220, all, custom)).toEqual({ ...none, read: true, list: true });
    expect(normalizeFlags(5000, 220, all)).toEqual(none);
  });
  it('narrows stored operation lists to the known actions, in order', () => {
    expect(toOperations(['delete', 'bogus', 'read'])).toEqual(['read', 'delete']);
  });
});

describe('isLockoutChange', () => {
  const adminRow = { account_type_id: 100, functionality_id: 1010, customer_id: null };
  it('refuses taking read, list or edit of permissions from the administrator type, or deleting its row', () => {
    expect(isLockoutChange(adminRow, 'delete')).toBe(true);
    expect(isLockoutChange(adminRow, { ...all, edit: false })).toBe(true);
    expect(isLockoutChange(adminRow, { ...all, read: false, list: false })).toBe(true);
    expect(isLockoutChange(adminRow, { ...none, read: true, list: true, edit: true })).toBe(false);
  });
  it('leaves every other row alone', () => {
    expect(isLockoutChange({ ...adminRow, functionality_id: 1000 }, 'delete')).toBe(false);
    expect(isLockoutChange({ ...adminRow, account_type_id: 110 }, none)).toBe(false);
    expect(isLockoutChange({ ...adminRow, account_type_id: 200, customer_id: 1 }, none)).toBe(false);
  });
});
