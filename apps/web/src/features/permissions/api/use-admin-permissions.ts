import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Answer, messageAnswer, permissionAnswer, permissionListAnswer, permissionWriteAnswer } from '@gsn/domain';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/api';
import { fetchPermissions } from '../../../lib/permissions';
import { getSession } from '../../../lib/session';
import {
  PAGE_SIZE,
  queryString,
  type PermissionFlagsValue,
  type PermissionListParams,
  type PermissionRecord,
} from '../../../components/admin/types';

export const PERMISSIONS_KEY = ['admin', 'permissions'] as const;

/** The GET queries of permissions (their keys are what the writes invalidate). */
export const permissionQueries = {
  /** GET /permissions: 10 per page, filtered by account type, functionality and company; the server orders by account_type_id. */
  list: (params: PermissionListParams) =>
    queryOptions({
      queryKey: [...PERMISSIONS_KEY, 'list', params],
      queryFn: () =>
        apiGet<Answer<typeof permissionListAnswer>>(
          `/permissions${queryString({
            account_type_id: params.account_type_id,
            functionality_id: params.functionality_id,
            customer_id: params.customer_id,
            page: params.page,
            limit: PAGE_SIZE,
          })}`,
        ),
      placeholderData: keepPreviousData,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...PERMISSIONS_KEY, 'one', id],
      queryFn: () => apiGet<Answer<typeof permissionAnswer>>(`/permissions/${id}`),
      enabled: Number.isInteger(id) && id > 0,
    }),
};

export function usePermissionList(params: PermissionListParams) {
  return useQuery(permissionQueries.list(params));
}

export function usePermissionRecord(id: number) {
  return useQuery(permissionQueries.detail(id));
}

export interface PermissionCreateInput extends PermissionFlagsValue {
  account_type_id: number;
  functionality_id: number;
  /** Staff only: the company the row is for; absent for a default row. */
  customer_id?: number;
}

/** A change to the signed-in account's own type: its coded permissions (and so the menu) are fetched again. */
function refreshOwnPermissions(accountTypeId: number | undefined) {
  const session = getSession();
  if (!session || accountTypeId !== session.user.account_type_id) return;
  void fetchPermissions(session.user.id).catch(() => undefined);
}

export function useCreatePermission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PermissionCreateInput) => apiPost<Answer<typeof permissionWriteAnswer>>('/permissions', input),
    onSuccess: async (_res, input) => {
      refreshOwnPermissions(input.account_type_id);
      await client.invalidateQueries({ queryKey: PERMISSIONS_KEY });
    },
  });
}

export function useUpdatePermission(id: number, accountTypeId?: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (flags: PermissionFlagsValue) => apiPut<Answer<typeof permissionWriteAnswer>>(`/permissions/${id}`, flags),
    onSuccess: async () => {
      refreshOwnPermissions(accountTypeId);
      await client.invalidateQueries({ queryKey: PERMISSIONS_KEY });
    },
  });
}

/** Only the lists are refetched: the deleted record itself would answer 404. */
export function useDeletePermission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (row: Pick<PermissionRecord, 'id' | 'account_type_id'>) =>
      apiDelete<Answer<typeof messageAnswer>>(`/permissions/${row.id}`),
    onSuccess: async (_res, row) => {
      refreshOwnPermissions(row.account_type_id);
      await client.invalidateQueries({ queryKey: [...PERMISSIONS_KEY, 'list'] });
    },
  });
}
