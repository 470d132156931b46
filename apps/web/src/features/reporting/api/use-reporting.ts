import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExportFileRow, ReportDefinition, ReportRow } from '@gsn/domain';
import { apiDelete, apiGet, apiPost, apiPut, quietNotFound } from '../../../lib/api';
import { DOWNLOADS_KEY } from '../../exports';

export const REPORTING_KEY = ['reporting', 'reports'] as const;

/** GET /reporting/reports: the caller's reports (staff: everyone's with `all`); refreshed while a run is in progress. */
export function useReports(all: boolean) {
  return useQuery({
    queryKey: [...REPORTING_KEY, { all }],
    queryFn: ({ signal }) => apiGet<{ data: ReportRow[]; count: number }>(`/reporting/reports${all ? '?all=true' : ''}`, { signal }),
    refetchInterval: (q) =>
      q.state.data?.data.some((r) => r.last_run && (r.last_run.status === 'Pending' || r.last_run.status === 'Processing')) ? 1500 : false,
  });
}

export function useCreateReport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (d: ReportDefinition) => apiPost<{ message: string; data: ReportRow }>('/reporting/reports', d, { silent: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: REPORTING_KEY }),
  });
}

/** GET /reporting/reports/{id}: one of the caller's reports (for its edit screen). */
export function useReport(id: number) {
  return useQuery({
    queryKey: [...REPORTING_KEY, id],
    queryFn: ({ signal }) => apiGet<{ data: ReportRow }>(`/reporting/reports/${id}`, { signal, silent: quietNotFound }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** PUT /reporting/reports/{id}: the whole definition again (its next run is worked out anew). */
export function useUpdateReport(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (d: ReportDefinition) => apiPut<{ message: string; data: ReportRow }>(`/reporting/reports/${id}`, d, { silent: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: REPORTING_KEY }),
  });
}

export function useRunReport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiPost<{ message: string; data: ExportFileRow }>(`/reporting/reports/${id}/run`),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: REPORTING_KEY });
      void qc.invalidateQueries({ queryKey: DOWNLOADS_KEY });
    },
  });
}

export function useDeleteReport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDelete<{ message: string }>(`/reporting/reports/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: REPORTING_KEY }),
  });
}
