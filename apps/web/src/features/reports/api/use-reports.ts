import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Answer,
  bulkAnswer,
  callCausesAnswer,
  callStatisticsAnswer,
  callStatisticsHourlyAnswer,
  callsListAnswer,
  namesAnswer,
  summaryOverviewAnswer,
} from '@gsn/domain';
import { apiGet } from '../../../lib/api';
import { uploadFile } from '../../../lib/transfer';
import { PAGE_SIZE, queryString } from '../../../lib/query';
import type { CallReportFilters, CallSearchFilters } from '../lib/filters';
import { showReportError } from '../lib/messages';

export const REPORTS_KEY = ['reports'] as const;
export const CALLS_KEY = ['calls'] as const;

/** GET with the report messages shown translated (a request the page dropped is not an error). */
async function getReport<T>(path: string, signal: AbortSignal): Promise<T> {
  try {
    return await apiGet<T>(path, { signal, silent: true });
  } catch (e) {
    if (!signal.aborted) showReportError(e);
    throw e;
  }
}

/** The order overview filters: a customer company (staff) and a jurisdiction. */
export interface OverviewFilters {
  customer_id: number | null;
  jurisdiction: string | null;
}

/** GET /reports/orders/summaryoverview (the domain's schema). */
export type SummaryOverviewAnswer = Answer<typeof summaryOverviewAnswer>;

/** The GET queries of the call and order reports (under REPORTS_KEY and CALLS_KEY, which the call uploads invalidate). */
export const reportQueries = {
  /** GET /reports/orders/summaryoverview: order counts per service type (those with orders), and their total. */
  summaryOverview: (filters: OverviewFilters) =>
    queryOptions({
      queryKey: [...REPORTS_KEY, 'summaryoverview', filters],
      queryFn: ({ signal }) => getReport<SummaryOverviewAnswer>(`/reports/orders/summaryoverview${queryString({ ...filters })}`, signal),
      placeholderData: keepPreviousData,
    }),
  /** GET /reports/calls/callstatistics: one row per day of the range (days without calls as zeros). */
  callStatistics: (filters: CallReportFilters) =>
    queryOptions({
      queryKey: [...REPORTS_KEY, 'callstatistics', filters],
      queryFn: ({ signal }) => getReport<CallStatisticsAnswer>(`/reports/calls/callstatistics${queryString({ ...filters })}`, signal),
      placeholderData: keepPreviousData,
    }),
  /** GET /reports/calls/callcauses: per Q.850 cause the count, share, E.411 class and NER effectiveness. */
  callCauses: (filters: CallReportFilters) =>
    queryOptions({
      queryKey: [...REPORTS_KEY, 'callcauses', filters],
      queryFn: ({ signal }) => getReport<CallCausesAnswer>(`/reports/calls/callcauses${queryString({ ...filters })}`, signal),
      placeholderData: keepPreviousData,
    }),
  /** GET /reports/calls/callstatisticshourly: 24 rows (hours 0–23) per day, days in the order given; no date range. */
  callStatisticsHourly: (filters: CallReportFilters, dates: string[]) => {
    const { fromDate: _from, toDate: _to, ...rest } = filters;
    return queryOptions({
      queryKey: [...REPORTS_KEY, 'callstatisticshourly', rest, dates],
      queryFn: ({ signal }) =>
        getReport<Answer<typeof callStatisticsHourlyAnswer>>(
          `/reports/calls/callstatisticshourly${queryString({ ...rest, dates: dates.join(',') })}`,
          signal,
        ),
      placeholderData: keepPreviousData,
    });
  },
  /** GET /calls: the call records, newest seizure first, 10 a page (page from 0). */
  callRecords: (filters: CallReportFilters & Partial<CallSearchFilters>, page: number) =>
    queryOptions({
      queryKey: [...CALLS_KEY, 'list', filters, page],
      queryFn: ({ signal }) => getReport<CallRecordsPage>(`/calls${queryString({ limit: PAGE_SIZE, page, ...filters })}`, signal),
      placeholderData: keepPreviousData,
    }),
  /** GET /calls/jurisdictions: the jurisdictions that have calls the caller may see. */
  callJurisdictions: () =>
    queryOptions({
      queryKey: [...CALLS_KEY, 'jurisdictions'],
      queryFn: ({ signal }) => apiGet<Answer<typeof namesAnswer>>('/calls/jurisdictions', { signal }),
      staleTime: 5 * 60_000,
    }),
  /** GET /calls/cities?jurisdiction=: the cities with calls in a jurisdiction. */
  callCities: (jurisdiction: string | null) =>
    queryOptions({
      queryKey: [...CALLS_KEY, 'cities', jurisdiction],
      queryFn: ({ signal }) => apiGet<Answer<typeof namesAnswer>>(`/calls/cities${queryString({ jurisdiction })}`, { signal }),
      staleTime: 5 * 60_000,
    }),
};

/** GET /reports/orders/summaryoverview: order counts per service type (those with orders), and their total. */
export function useSummaryOverview(filters: OverviewFilters) {
  return useQuery(reportQueries.summaryOverview(filters));
}

/**
 * GET /reports/calls/callstatistics (the domain's schema): `totals` over the whole range (summed counters divided
 * last, not averaged ratios) and the range the server used (its 30-day default when no dates were sent).
 */
export type CallStatisticsAnswer = Answer<typeof callStatisticsAnswer>;

/** GET /reports/calls/callstatistics: one row per day of the range (days without calls as zeros). */
export function useCallStatistics(filters: CallReportFilters, enabled = true) {
  return useQuery({ ...reportQueries.callStatistics(filters), enabled });
}

/** GET /reports/calls/callcauses (the domain's schema). */
export type CallCausesAnswer = Answer<typeof callCausesAnswer>;

/** GET /reports/calls/callcauses: per Q.850 cause the count, share, E.411 class and NER effectiveness. */
export function useCallCauses(filters: CallReportFilters, enabled = true) {
  return useQuery({ ...reportQueries.callCauses(filters), enabled });
}

/** GET /reports/calls/callstatisticshourly: 24 rows (hours 0–23) per day, days in the order given; no date range. */
export function useCallStatisticsHourly(filters: CallReportFilters, dates: string[]) {
  return useQuery({ ...reportQueries.callStatisticsHourly(filters, dates), enabled: dates.length > 0 });
}

/** GET /calls (the domain's schema): an exact count up to 10,000 rows, then `count_capped`, and the range of days it covered. */
export type CallRecordsPage = Answer<typeof callsListAnswer>;

/** GET /calls: the call records, newest seizure first, 10 a page (page from 0). */
export function useCallRecords(filters: CallReportFilters & Partial<CallSearchFilters>, page: number, enabled = true) {
  return useQuery({ ...reportQueries.callRecords(filters, page), enabled });
}

/** GET /calls/jurisdictions: the jurisdictions that have calls the caller may see. */
export function useCallJurisdictions() {
  return useQuery({ ...reportQueries.callJurisdictions(), select: (res) => res?.data ?? [] });
}

/** GET /calls/cities?jurisdiction=: the cities with calls in a jurisdiction (asked once one is chosen). */
export function useCallCities(jurisdiction: string | null) {
  return useQuery({ ...reportQueries.callCities(jurisdiction), select: (res) => res?.data ?? [], enabled: !!jurisdiction });
}

/** POST /calls/bulk (staff): the calls of a sheet, one result per row; the reports read them at once. */
export function useCallsBulkUpload() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadFile<Answer<typeof bulkAnswer>>('/calls/bulk', file),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: CALLS_KEY });
      await client.invalidateQueries({ queryKey: REPORTS_KEY });
    },
  });
}
