import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccountSignupInput,
  AccountUpdateInput,
  Answer,
  accountListAnswer,
  accountListRowAnswer,
  accountTypeListAnswer,
  accountViewAnswer,
  accountWriteAnswer,
  messageAnswer,
} from '@gsn/domain';
import { apiDelete, apiGet, apiPost, apiPut, quietNotFound } from '../../../lib/api';
import { type ListView, viewQuery } from '../../../lib/list-view';
import { PAGE_SIZE, queryString } from '../../../lib/query';
import { DASHBOARD_KEY } from '../../dashboard';

export const ACCOUNTS_KEY = ['accounts'] as const;

export interface AccountFilters {
  status: string | null;
  disabled: 'true' | 'false' | null;
  account_type_code: string | null;
  customer_id: string | null;
}

/** A row of GET /accounts/: the account with only the names of its profile. */
export type AccountRow = Answer<typeof accountListRowAnswer>;

/** An account as GET /accounts/{id} answers it (the whole profile). */
export type AccountDetail = Answer<typeof accountViewAnswer>;

/** An account type the signed-in user may create (GET /customer/account/types/). */
export type CreatableType = Answer<typeof accountTypeListAnswer>['data'][number];

/** The server's order of the account list when none is named: by account type. */
export const ACCOUNT_LIST_DEFAULT = { sort: 'account_type_id', asc: true };

/** Who may choose which accounts (e.g. a customer's signed BDM, a company's master). */
export interface AccountOptionsParams {
  account_type_code?: string;
  customer_id?: number | null;
  /** The provider's staff only. */
  staff?: boolean;
  search?: string | undefined;
  orderby?: string;
}

/** The GET queries of accounts (their keys are what the writes invalidate). */
export const accountQueries = {
  /** GET /accounts/ (spec 1 §7): staff see every account, customers their company's (the server scopes it). */
  list: (filters: AccountFilters, page: number, view: ListView = { page: 1, size: PAGE_SIZE, ...ACCOUNT_LIST_DEFAULT }) => {
    const shown = viewQuery(view, ACCOUNT_LIST_DEFAULT);
    return queryOptions({
      queryKey: [...ACCOUNTS_KEY, 'list', filters, page, shown],
      queryFn: ({ signal }) =>
        apiGet<Answer<typeof accountListAnswer>>(`/accounts/${queryString({ ...shown, page, ...filters })}`, { signal }),
      placeholderData: keepPreviousData,
    });
  },
  /** Up to 100 accounts for a choice list. */
  options: (params: AccountOptionsParams) =>
    queryOptions({
      queryKey: [...ACCOUNTS_KEY, 'options', params],
      queryFn: ({ signal }) =>
        apiGet<Answer<typeof accountListAnswer>>(`/accounts/${queryString({ limit: 100, page: 0, ...params })}`, { signal }),
      staleTime: 60_000,
    }),
  detail: (id: number | null) =>
    queryOptions({
      queryKey: [...ACCOUNTS_KEY, 'detail', id],
      queryFn: ({ signal }) => apiGet<AccountDetail>(`/accounts/${id}`, { signal }),
      enabled: id !== null && Number.isInteger(id) && id > 0,
    }),
  /** GET /customer/account/types/: the account types the signed-in user may create. */
  creatableTypes: () =>
    queryOptions({
      queryKey: [...ACCOUNTS_KEY, 'creatable-types'],
      queryFn: () => apiGet<Answer<typeof accountTypeListAnswer>>('/customer/account/types/', { silent: quietNotFound }),
      staleTime: 5 * 60_000,
    }),
};

/** Up to 100 accounts for a choice list (e.g. a customer's signed BDM, a company's master). */
export function useAccountOptions(params: AccountOptionsParams, enabled = true) {
  return useQuery({ ...accountQueries.options(params), select: (p) => p?.data ?? [], enabled });
}

export function useAccount(id: number | null) {
  return useQuery(accountQueries.detail(id));
}

export function useCreatableTypes() {
  return useQuery({ ...accountQueries.creatableTypes(), select: (p) => p?.data ?? [] });
}

type AccountAnswer = Answer<typeof accountWriteAnswer>;

function useInvalidateAccounts() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: ACCOUNTS_KEY }), client.invalidateQueries({ queryKey: DASHBOARD_KEY })]);
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
    mutationFn: () => apiPost<Answer<typeof messageAnswer>>(`/accounts/${id}/resend_activation`, undefined, { silent: true }),
  });
}

export function useDeleteAccount() {
  const invalidate = useInvalidateAccounts();
  return useMutation({
    mutationFn: (id: number) => apiDelete<Answer<typeof messageAnswer>>(`/accounts/${id}`, undefined, { silent: true }),
    onSuccess: () => invalidate(),
  });
}

/**
 * Staff secure an account (docs/security.md): DELETE /accounts/{id}/sessions ends every session of it,
 * DELETE /accounts/{id}/sign-in-failures forgets its failed sign-ins. Both need a fresh proof (step-up).
 */
export function useSecureAccount(id: number, action: 'sessions' | 'sign-in-failures') {
  return useMutation({
    mutationFn: () => apiDelete<Answer<typeof messageAnswer>>(`/accounts/${id}/${action}`, undefined, { silent: true }),
  });
}
