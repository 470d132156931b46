import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';

export const DEPARTMENTS = ['sales', 'product', 'operations'] as const;
export type Department = (typeof DEPARTMENTS)[number];

export interface DepartmentContact {
  email?: string | null;
  phone?: string | null;
}

export interface PublicConfiguration {
  contacts?: Partial<Record<Department, DepartmentContact>>;
}

/** GET /configuration/public; a failure leaves the page with placeholders (no toast). */
export function usePublicContacts() {
  return useQuery({
    queryKey: ['configuration', 'public'],
    queryFn: () => apiGet<PublicConfiguration>('/configuration/public', { silent: true }),
    select: (c) => c?.contacts ?? {},
    staleTime: 10 * 60 * 1000,
  });
}
