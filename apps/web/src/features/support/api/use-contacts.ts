import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Answer, publicConfigurationAnswer, supportContactsAnswer } from '@gsn/domain';
import { ApiError, apiGet } from '../../../lib/api';

export const DEPARTMENTS = ['sales', 'product', 'operations'] as const;
export type Department = (typeof DEPARTMENTS)[number];

/** GET /support/contacts (docs/api-orders.md): one row per department. */
export type SupportContactsAnswer = Answer<typeof supportContactsAnswer>;

/** The older public configuration answer (GET /configuration/public), which carries the same contacts. */
type PublicConfiguration = Answer<typeof publicConfigurationAnswer>;

/** A department's e-mail and phone, as both answers carry them. */
export type DepartmentContact = PublicConfiguration['contacts'][Department];

export type DepartmentContacts = Partial<Record<Department, DepartmentContact>>;

export const SUPPORT_CONTACTS_KEY = ['support', 'contacts'] as const;

const isDepartment = (d: string): d is Department => (DEPARTMENTS as readonly string[]).includes(d);

/** The answer's rows by department (unknown departments are left out). */
export function byDepartment(answer: SupportContactsAnswer | null | undefined): DepartmentContacts {
  const out: DepartmentContacts = {};
  for (const row of answer?.data ?? []) {
    if (isDepartment(row.department)) out[row.department] = { email: row.email, phone: row.phone };
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

/** The GET query of the support contacts. */
export const supportQueries = {
  contacts: () => queryOptions({ queryKey: SUPPORT_CONTACTS_KEY, queryFn: fetchContacts, staleTime: 10 * 60 * 1000 }),
};

export function useSupportContacts() {
  return useQuery(supportQueries.contacts());
}
