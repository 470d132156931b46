/** Spec 2 §2 Reports: the four report screens. */
export const REPORT_PATHS = {
  overview: '/portal/report/summary_overview',
  daily: '/portal/report/call_statistics/daily',
  hourly: '/portal/report/call_statistics/hourly',
  records: '/portal/report/call_records',
} as const;
