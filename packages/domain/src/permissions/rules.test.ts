import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE_LIST } from '../accounts/account-types.ts';
import { FUNCTIONALITY_LIST, setupFunctionalitiesFor } from './functionalities.ts';
import { allowedOperations, codePermissions, defaultPermissions, effectivePermissions, hasPermission, normalizeFlags } from './rules.ts';

const flags = { read: true, list: true, write: true, edit: true, delete: true };

describe('functionalities', () => {
  it('has the 16 ids of spec 1 §3, billing (300), webhooks (1040) and the audit trail (1050)', () => {
    expect(FUNCTIONALITY_LIST.map((f) => f.id)).toEqual([
      100, 110, 120, 130, 200, 210, 220, 230, 240, 300, 400, 800, 900, 1000, 1010, 1020, 1030, 1040, 1050,
    ]);
  });
  it('offers customers only account, customer, orders, permission and notification-type admin among the managed ones', () => {
    const customerManaged = FUNCTIONALITY_LIST.filter((f) =>
      f.customercrud.some((o) => o === 'write' || o === 'edit' || o === 'delete'),
    ).map((f) => f.id);
    expect(customerManaged.sort((a, b) => a - b)).toEqual([100, 110, 120, 200, 400, 800, 1010, 1020, 1040]);
  });
});

describe('default permissions', () => {
  const rows = defaultPermissions();
  it('covers every account type', () => {
    for (const t of ACCOUNT_TYPE_LIST) expect(rows.some((r) => r.account_type_id === t.id)).toBe(true);
  });
  it('never grants what the functionality does not allow the side', () => {
    for (const r of rows) {
      const allowed = allowedOperations(r.functionality_id, r.account_type_id);
      for (const op of ['read', 'write', 'edit', 'delete'] as const) if (r[op]) expect(allowed).toContain(op);
    }
  });
  it('lets the administrator manage permissions and masters tailor their company’s', () => {
    expect(hasPermission(effectivePermissions(rows, 100, null), 1010, 'edit')).toBe(true);
    expect(hasPermission(effectivePermissions(rows, 200, 5), 1010, 'write')).toBe(true);
    expect(hasPermission(effectivePermissions(rows, 210, 5), 1010, 'read')).toBe(false);
  });
  it('lets the administrator, staff managers and masters manage webhooks, not sub-accounts', () => {
    expect(hasPermission(effectivePermissions(rows, 100, null), 1040, 'write')).toBe(true);
    expect(hasPermission(effectivePermissions(rows, 110, null), 1040, 'write')).toBe(true);
    expect(hasPermission(effectivePermissions(rows, 200, 5), 1040, 'write')).toBe(true);
    expect(hasPermission(effectivePermissions(rows, 210, 5), 1040, 'read')).toBe(false);
    expect(hasPermission(effectivePermissions(rows, 130, null), 1040, 'read')).toBe(false);
  });
  it('lets the administrator and masters read the audit trail, nobody change it', () => {
    expect(hasPermission(effectivePermissions(rows, 100, null), 1050, 'list')).toBe(true);
    expect(hasPermission(effectivePermissions(rows, 200, 5), 1050, 'read')).toBe(true);
    for (const t of [110, 120, 130, 140, 210, 220, 230, 240, 400]) {
      expect(hasPermission(effectivePermissions(rows, t, 5), 1050, 'read'), String(t)).toBe(false);
    }
    expect(allowedOperations(1050, 100)).toEqual(['read', 'list']);
  });
  it('gives visitors coverage reading only', () => {
    const v = effectivePermissions(rows, 500, null);
    expect(v.map((r) => r.functionality_id)).toEqual([210]);
    expect(hasPermission(v, 210, 'write')).toBe(false);
  });
});

describe('effective permissions', () => {
  const base = { account_type_id: 210, customer_id: null, read: true, list: true, write: false, edit: false, delete: false };
  it('lets a customer-specific row override the default for that customer only', () => {
    const rows = [
      { ...base, functionality_id: 200 },
      { ...base, functionality_id: 200, customer_id: 9, write: true },
    ];
    expect(hasPermission(effectivePermissions(rows, 210, 9), 200, 'write')).toBe(true);
    expect(hasPermission(effectivePermissions(rows, 210, 8), 200, 'write')).toBe(false);
    expect(hasPermission(effectivePermissions(rows, 220, 9), 200, 'read')).toBe(false);
  });
  it('codes rows with their functionality', () => {
    const [c] = codePermissions([{ ...base, functionality_id: 200 }]);
    expect(c).toMatchObject({ functionality_id: 200, code: 'orders', category: 'management', list: true });
  });
});

describe('normalizeFlags', () => {
  it('makes list follow read (spec 1 §5)', () => {
    expect(normalizeFlags(200, 100, { ...flags, read: false }).list).toBe(false);
    expect(normalizeFlags(200, 100, { ...flags, list: false }).list).toBe(true);
  });
  it('drops operations customers may not have', () => {
    expect(normalizeFlags(240, 200, flags)).toEqual({ read: false, list: false, write: false, edit: false, delete: false });
  });
});

describe('permission setup functionalities (spec 000 §6)', () => {
  it('offers eight functionalities, billing and the audit trail for staff, five for customers', () => {
    expect([...setupFunctionalitiesFor(130)].sort((a, b) => a - b)).toEqual([110, 120, 200, 210, 240, 300, 800, 1010, 1020, 1050]);
    expect([...setupFunctionalitiesFor(210)].sort((a, b) => a - b)).toEqual([110, 120, 200, 1010, 1020]);
    expect(setupFunctionalitiesFor(400)).toEqual(setupFunctionalitiesFor(200));
  });
});
