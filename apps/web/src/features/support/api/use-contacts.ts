import { useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '../../../lib/api';

export const DEPARTMENTS = ['sales', 'product', 'operations'] as const;
export type Department = (typeof DEPARTMENTS)[number];

export interface DepartmentContact {
  email?: string | null;
  phone?: string | null;
}

export type DepartmentContacts = Partial<Record<Department, DepartmentContact>>;

/** GET /support/contacts (docs/api-orders.md). */
export interface SupportContactsAnswer {
  data?: ({ department: string } & DepartmentContact)[];
}

/** The older public configuration answer, which carries the same contacts. */
interface PublicConfiguration {
  contacts?: DepartmentContacts;
}

export const SUPPORT_CONTACTS_KEY = ['support', 'contacts'] as const;

const isDepartment = (d: string): d is Department => (DEPARTMENTS as readonly string[]).includes(d);

/** The answer's rows by department (unknown departments are left out). */
export function byDepartment(answer: SupportContactsAnswer | null | undefined): DepartmentContacts {
  const out: DepartmentContacts = {};
  for (const row of answer?.data ?? []) {
    if (isDepartment(row.department)) out[row.department] = { email: row.email ?? null, phone: row.phone ?? null };
  }
  return out;
}

/**
 * The three departments' e-mail and phone from GET /support/contacts (public); should that fail, the contacts of
 * GET /configuration/public; should both fail, none (the page says "not available"). Never a toast.
 */
export async function fetchContacts(): Promise<DepartmentContacts> {
  try {
    return byDepartment(await apiGet<SupportContactsAnswer>('/support/contacts', { silent: true, auth: false }));
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
  }
  try {
    const c = await apiGet<PublicConfiguration>('/configuration/public', { silent: true, auth: false });
    return c?.contacts ?? {};
  } catch (e) {
    if (e instanceof ApiError) return {};
    throw e;
  }
}

export function useSupportContacts() {
  return useQuery({ queryKey: SUPPORT_CONTACTS_KEY, queryFn: fetchContacts, staleTime: 10 * 60 * 1000 });
}
