import type { StatementLine } from '@gsn/domain';

/**
 * A statement line as the API answers it: by default a number's monthly fee of 12.0000 for 16 days of a 31-day month,
 * priced by the number's own charges; `over` and `explain` change what a test needs.
 */
export const statementLine = (over: Partial<StatementLine> = {}, explain: Partial<StatementLine['explain']> = {}): StatementLine => ({
  kind: 'mrc',
  order_id: 6,
  service_number: '+441612906303',
  service_type: 'ITFS',
  origin_type: null,
  calls_month: null,
  calls: null,
  billed_seconds: null,
  quantity: 16,
  amount: '6.1935',
  ...over,
  explain: {
    source: { kind: 'number_charges', id: 279 },
    unit_amount: '12.0000',
    period_start: '2026-10-16',
    period_end: null,
    days: 16,
    days_in_month: 31,
    channels: null,
    rate: null,
    increment: null,
    rate_field: null,
    ...explain,
  },
});
