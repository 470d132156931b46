import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountListRow, AccountSignupInput, AccountUpdateInput, AccountView, Page } from '@gsn/domain';
import { apiDelete, apiGet, apiPost, apiPut, quietNotFound } from '../../../lib/api';
import { type ListView, viewQuery } from '../../../lib/list-view';
import { PAGE_SIZE, queryString } from '../../../lib/query';

export const ACCOUNTS_KEY = ['accounts'] as const;

export interface AccountFilters {
  status: string | null;
  disabled: 'true' | 'false' | null;
  account_type_code: string | null;
  customer_id: string | null;
}

export const NO_ACCOUNT_FILTERS: AccountFilters = { status: null, disabled: null, account_type_code: null, customer_id: null };

/** GET /accounts/ (spec 1 §7): staff see every account, customers their company's (the server scopes it). */
/** The server's order of the account list when none is named: by account type. */
export const ACCOUNT_LIST_DEFAULT = { sort: 'account_type_id', asc: true };

export function useAccountsList(
  filters: AccountFilters,
  page: number,
  view: ListView = { page: 1, size: PAGE_SIZE, ...ACCOUNT_LIST_DEFAULT },
) {
  const shown = viewQuery(view, ACCOUNT_LIST_DEFAULT);
  return useQuery({
    queryKey: [...ACCOUNTS_KEY, 'list', filters, page, shown],
    queryFn: ({ signal }) => apiGet<Page<AccountListRow>>(`/accounts/${queryString({ ...shown, page, ...filters })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Up to 100 accounts for a choice list (e.g. a customer's signed BDM, a company's master). */
export function useAccountOptions(
  params: { account_type_code?: string; customer_id?: number | null; search?: string; orderby?: string },
  enabled = true,
) {
  return useQuery({
    queryKey: [...ACCOUNTS_KEY, 'options', params],
    queryFn: ({ signal }) => apiGet<Page<AccountListRow>>(`/accounts/${queryString({ limit: 100, page: 0, ...params })}`, { signal }),
    select: (p) => p?.data ?? [],
    enabled,
    staleTime: 60_000,
  });
}

export function useAccount(id: number | null) {
  return useQuery({
    queryKey: [...ACCOUNTS_KEY, 'detail', id],
    queryFn: ({ signal }) => apiGet<AccountView>(`/accounts/${id}`, { signal }),
    enabled: id !== null && Number.isInteger(id) && id > 0,
  });
}

export interface CreatableType {
  id: number;
  account_type: string;
  description?: string;
}

/** GET /customer/account/types/: the account types the signed-in user may create. */
export function useCreatableTypes() {
  return useQuery({
    queryKey: [...ACCOUNTS_KEY, 'creatable-types'],
    queryFn: () => apiGet<Page<CreatableType>>('/customer/account/types/', { silent: quietNotFound }),
    select: (p) => p?.data ?? [],
    staleTime: 5 * 60_000,
  });
}

interface AccountAnswer {
  message?: string;
  data?: AccountView;
}

function useInvalidateAccounts() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: ACCOUNTS_KEY }), client.invalidateQueries({ queryKey: ['dashboard'] })]);
}

/** Errors of the mutations are shown by the pages (known messages translated). */
/** POST /account/signup (staff) or /customer/account/signup (a master creating its sub-accounts). */
export function useCreateAccount(asCustomer: boolean) {
  const invalidate = useInvalidateAccounts();
  return useMutation({
    mutationFn: (input: AccountSignupInput) =>
      apiPost<AccountAnswer>(asCustomer ? '/customer/account/signup' : '/account/signup', input, { silent: true }),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateAccount(id: number) {
  const invalidate = useInvalidateAccounts();
  return useMutation({
    mutationFn: (input: AccountUpdateInput) => apiPut<AccountAnswer>(`/accounts/${id}`, input, { silent: true }),
    onSuccess: () => invalidate(),
  });
}

/** POST /accounts/{id}/resend_activation: a new activation link for an account still `created`. */
export function useResendActivation(id: number) {
  return useMutation({
    mutationFn: () => apiPost<{ message?: string }>(`/accounts/${id}/resend_activation`, undefined, { silent: true }),
  });
}

export function useDeleteAccount() {
  const invalidate = useInvalidateAccounts();
  return useMutation({
    mutationFn: (id: number) => apiDelete<{ message?: string }>(`/accounts/${id}`, undefined, { silent: true }),
    onSuccess: () => invalidate(),
  });
}
