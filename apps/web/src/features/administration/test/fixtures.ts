import { ACCOUNT_TYPE_LIST, FUNCTIONALITY_LIST } from '@gsn/domain';
import type { PermissionRecord } from '../api/types';

/** Server answers shaped like docs/api-accounts-administration.md. */
export const accountTypesBody = { data: ACCOUNT_TYPE_LIST, count: ACCOUNT_TYPE_LIST.length };
export const functionalitiesBody = {
  data: FUNCTIONALITY_LIST.map((f) => ({ ...f })),
  count: FUNCTIONALITY_LIST.length,
};

export function permissionRow(overrides: Partial<PermissionRecord> = {}): PermissionRecord {
  const account_type_id = overrides.account_type_id ?? 110;
  const functionality_id = overrides.functionality_id ?? 400;
  const f = FUNCTIONALITY_LIST.find((x) => x.id === functionality_id);
  const a = ACCOUNT_TYPE_LIST.find((x) => x.id === account_type_id);
  return {
    id: 1,
    account_type_id,
    accounttype: { account_type: a?.account_type ?? String(account_type_id) },
    functionality_id,
    functionality: f
      ? { description: f.description, category: f.category, customercrud: f.customercrud, providercrud: f.providercrud }
      : null,
    customer_id: null,
    read: true,
    list: true,
    write: false,
    edit: false,
    delete: false,
    ...overrides,
  };
}
