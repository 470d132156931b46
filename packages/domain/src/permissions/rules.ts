import { FUNCTIONALITY_LIST, type FunctionalityDef, type FunctionalityId, type PermissionAction } from './functionalities.ts';
import { isStaff } from '../accounts/account-types.ts';

export interface PermissionFlags {
  read: boolean;
  list: boolean;
  write: boolean;
  edit: boolean;
  delete: boolean;
}

export interface PermissionRow extends PermissionFlags {
  account_type_id: number;
  functionality_id: number;
  customer_id: number | null;
}

/** A permission in coded form (`/permissions/my_permissions?coded=true`): flags plus the functionality's code. */
export interface CodedPermission extends PermissionFlags {
  functionality_id: number;
  code: string;
  category: string;
  customer_id: number | null;
}

const NONE: PermissionFlags = { read: false, list: false, write: false, edit: false, delete: false };

function flags(ops: string): PermissionFlags {
  // r = read, l = list, w = write (create), e = edit, d = delete
  return {
    read: ops.includes('r'),
    list: ops.includes('l'),
    write: ops.includes('w'),
    edit: ops.includes('e'),
    delete: ops.includes('d'),
  };
}

/**
 * Default permission matrix: account type → functionality id → operations (r read, l list, w write, e edit,
 * d delete). Staff manage what their team owns; customers act within their company; registered users and
 * visitors browse coverage. Clamped to what each functionality allows the side (allowedOperations).
 */
const DEFAULTS: Record<number, Record<number, string>> = {
  100: {
    100: 're',
    110: 'rlwed',
    120: 'rlwed',
    130: 'rled',
    200: 'rlwed',
    210: 'rlwed',
    220: 'rlwed',
    230: 'rlwed',
    240: 'rlwed',
    400: 'rlwed',
    800: 'rlw',
    300: 'rlw',
    900: 'rl',
    1000: 'rlwed',
    1010: 'rlwed',
    1020: 'rle',
    1030: 'rlwed',
    1040: 'rlwed',
    1050: 'rl',
  },
  110: {
    100: 're',
    110: 'rlwe',
    120: 'rlwed',
    130: 'rle',
    200: 'rlwed',
    210: 'rl',
    220: 'rl',
    230: 'rl',
    240: 'rl',
    400: 'rlw',
    800: 'rlw',
    900: 'rl',
    1040: 'rlwed',
  },
  120: {
    100: 're',
    110: 'rl',
    120: 'rl',
    200: 'rle',
    210: 'rlwed',
    220: 'rlwed',
    230: 'rlwed',
    240: 'rlwed',
    400: 'rlw',
    800: 'rlw',
    900: 'rl',
  },
  130: { 100: 're', 110: 'rl', 120: 'rl', 200: 'rle', 210: 'rl', 220: 'rlwed', 240: 'rl', 400: 'rlw', 800: 'rlw', 900: 'rl' },
  140: {
    100: 're',
    110: 'rl',
    120: 'rl',
    200: 'rl',
    210: 'rl',
    220: 'rl',
    230: 'rlwed',
    240: 'rl',
    300: 'rlw',
    400: 'rlw',
    800: 'rlw',
    900: 'rl',
  },
  200: {
    100: 're',
    110: 'rlwed',
    120: 'rle',
    200: 'rlwed',
    210: 'rl',
    220: 'rl',
    300: 'rl',
    400: 'rlw',
    800: 'rlw',
    900: 'rl',
    1010: 'rlwed',
    1020: 'rle',
    1040: 'rlwed',
    1050: 'rl',
  },
  210: { 100: 're', 110: 'rl', 120: 'r', 200: 'rlwed', 210: 'rl', 400: 'rlw', 800: 'rlw', 900: 'rl' },
  220: { 100: 're', 110: 'rl', 120: 'r', 200: 'rle', 210: 'rl', 220: 'rl', 400: 'rlw', 800: 'rlw', 900: 'rl' },
  230: { 100: 're', 110: 'rl', 120: 'r', 200: 'rle', 220: 'rl', 400: 'rlw', 800: 'rlw', 900: 'rl' },
  240: { 100: 're', 110: 'rl', 120: 'r', 200: 'rl', 220: 'rl', 300: 'rl', 400: 'rlw', 800: 'rlw', 900: 'rl' },
  400: { 100: 're', 210: 'rl' },
  500: { 210: 'rl' },
};

/** The operation lists of a functionality (a built-in one, or one as stored by the functionalities admin). */
export type FunctionalityOperations = Pick<FunctionalityDef, 'customercrud' | 'providercrud'>;

/**
 * Operations the functionality allows for the side of the account type (staff or customer). `def` gives the
 * functionality's operation lists when they are not the built-in ones (custom or edited functionalities).
 */
export function allowedOperations(functionalityId: number, accountTypeId: number, def?: FunctionalityOperations): PermissionAction[] {
  const f = def ?? FUNCTIONALITY_LIST.find((x) => x.id === functionalityId);
  if (!f) return [];
  if (isStaff(accountTypeId)) return f.providercrud;
  if (accountTypeId >= 200 && accountTypeId < 300) return f.customercrud;
  // registered and visitor: reading only, within what customers may do
  return f.customercrud.filter((o) => o === 'read' || o === 'list' || (functionalityId === 100 && o === 'edit'));
}

/** Clamp flags to what the functionality allows the side; the list flag follows read (spec 1 §5). */
export function normalizeFlags(
  functionalityId: number,
  accountTypeId: number,
  f: PermissionFlags,
  def?: FunctionalityOperations,
): PermissionFlags {
  const allowed = new Set(allowedOperations(functionalityId, accountTypeId, def));
  const read = f.read && allowed.has('read');
  return {
    read,
    list: read && allowed.has('list'),
    write: f.write && allowed.has('write'),
    edit: f.edit && allowed.has('edit'),
    delete: f.delete && allowed.has('delete'),
  };
}

/** The seeded default permission rows (customer_id null) for every account type. */
export function defaultPermissions(): PermissionRow[] {
  const rows: PermissionRow[] = [];
  for (const [type, byFunctionality] of Object.entries(DEFAULTS)) {
    for (const [fid, ops] of Object.entries(byFunctionality)) {
      const t = Number(type);
      const id = Number(fid);
      const f = flags(ops);
      // profile keeps 'read' without 'list' (there is no list of profiles)
      rows.push({
        account_type_id: t,
        functionality_id: id,
        customer_id: null,
        ...normalizeFlags(id, t, f),
        ...(id === 100 ? { list: false } : {}),
      });
    }
  }
  return rows;
}

/**
 * The effective permissions of an account: a customer-specific row overrides the default row of the same
 * account type and functionality for that customer's accounts (docs/api-accounts-administration.md, Permissions).
 */
export function effectivePermissions(rows: PermissionRow[], accountTypeId: number, customerId: number | null): PermissionRow[] {
  const byFunctionality = new Map<number, PermissionRow>();
  for (const r of rows) {
    if (r.account_type_id !== accountTypeId) continue;
    if (r.customer_id === null && !byFunctionality.has(r.functionality_id)) byFunctionality.set(r.functionality_id, r);
  }
  if (customerId !== null) {
    for (const r of rows) {
      if (r.account_type_id === accountTypeId && r.customer_id === customerId) byFunctionality.set(r.functionality_id, r);
    }
  }
  return [...byFunctionality.values()].sort((a, b) => a.functionality_id - b.functionality_id);
}

export function hasPermission(
  perms: readonly PermissionFlags[] | readonly (PermissionFlags & { functionality_id: number })[],
  functionalityId: FunctionalityId | number,
  action: PermissionAction,
): boolean {
  const p = (perms as (PermissionFlags & { functionality_id: number })[]).find((x) => x.functionality_id === functionalityId);
  return p ? p[action] : false;
}

export function codePermissions(rows: PermissionRow[]): CodedPermission[] {
  return rows.map((r) => {
    const f = FUNCTIONALITY_LIST.find((x) => x.id === r.functionality_id);
    return {
      functionality_id: r.functionality_id,
      code: f?.sub_category ?? String(r.functionality_id),
      category: f?.category ?? 'other',
      customer_id: r.customer_id,
      read: r.read,
      list: r.list,
      write: r.write,
      edit: r.edit,
      delete: r.delete,
    };
  });
}

export { NONE as NO_PERMISSION };
