import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Answer,
  messageAnswer,
  ReportDefinition,
  ReportRow,
  reportGetAnswer,
  reportListAnswer,
  reportRunAnswer,
  reportWriteAnswer,
} from '@gsn/domain';
import { apiDelete, apiGet, apiPost, apiPut, quietNotFound } from '../../../lib/api';
import { DOWNLOADS_KEY } from '../../exports';

export const REPORTING_KEY = ['reporting', 'reports'] as const;

/**
 * A report answer with its stored definition typed as the domain's `ReportRow` (the answer schemas type `filters`,
 * `period` and `schedule` as JSON records, kept as stored; the screens read them as the definition schema wrote them).
 */
type WithRows<A, D> = Omit<A, 'data'> & { data: D };
type ReportListAnswer = WithRows<Answer<typeof reportListAnswer>, ReportRow[]>;
type ReportGetAnswer = WithRows<Answer<typeof reportGetAnswer>, ReportRow>;
type ReportWriteAnswer = WithRows<Answer<typeof reportWriteAnswer>, ReportRow>;

/** The GET queries of saved reports (all under REPORTING_KEY, which the writes invalidate). */
export const reportingQueries = {
  /** GET /reporting/reports: the caller's reports (staff: everyone's with `all`). */
  list: (all: boolean) =>
    queryOptions({
      queryKey: [...REPORTING_KEY, { all }],
      queryFn: ({ signal }) => apiGet<ReportListAnswer>(`/reporting/reports${all ? '?all=true' : ''}`, { signal }),
    }),
  /** GET /reporting/reports/{id}: one of the caller's reports. */
  detail: (id: number) =>
    queryOptions({
      queryKey: [...REPORTING_KEY, id],
      queryFn: ({ signal }) => apiGet<ReportGetAnswer>(`/reporting/reports/${id}`, { signal, silent: quietNotFound }),
    }),
};

/** GET /reporting/reports: the caller's reports (staff: everyone's with `all`); refreshed while a run is in progress. */
export function useReports(all: boolean) {
  return useQuery({
    ...reportingQueries.list(all),
    refetchInterval: (q) =>
      q.state.data?.data.some((r) => r.last_run && (r.last_run.status === 'Pending' || r.last_run.status === 'Processing')) ? 1500 : false,
  });
}

export function useCreateReport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (d: ReportDefinition) => apiPost<ReportWriteAnswer>('/reporting/reports', d, { silent: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: REPORTING_KEY }),
  });
}

/** GET /reporting/reports/{id}: one of the caller's reports (for its edit screen). */
export function useReport(id: number) {
  return useQuery({ ...reportingQueries.detail(id), enabled: Number.isInteger(id) && id > 0 });
}

/** PUT /reporting/reports/{id}: the whole definition again (its next run is worked out anew). */
export function useUpdateReport(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (d: ReportDefinition) => apiPut<ReportWriteAnswer>(`/reporting/reports/${id}`, d, { silent: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: REPORTING_KEY }),
  });
}

export function useRunReport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiPost<Answer<typeof reportRunAnswer>>(`/reporting/reports/${id}/run`),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: REPORTING_KEY });
      void qc.invalidateQueries({ queryKey: DOWNLOADS_KEY });
    },
  });
}

export function useDeleteReport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDelete<Answer<typeof messageAnswer>>(`/reporting/reports/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: REPORTING_KEY }),
  });
}
