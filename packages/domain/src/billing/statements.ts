import { z } from 'zod';
import { LANGUAGES } from '../accounts/languages.ts';
import { timestampAnswer } from '../common/answers.ts';
import { MONTH_PATTERN, STATEMENT_LINE_KINDS } from './charges.ts';
import { BILLING_MESSAGES } from './error-codes.ts';

/** A statement month, `YYYY-MM`. */
export const monthSchema = z.string().regex(MONTH_PATTERN, BILLING_MESSAGES.monthInvalid);

/** GET /billing/statements: a month's statements (staff: every company's or one's; a customer: its own). */
export const statementsQuery = z
  .object({
    month: monthSchema,
    customer_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  })
  .strict();
export type StatementsQuery = z.infer<typeof statementsQuery>;

export const statementParams = z.object({
  customer_id: z.coerce.number().int().positive().max(2_147_483_647),
  month: monthSchema,
});

export const monthParams = z.object({ month: monthSchema });

const source = z.object({ kind: z.enum(['number_charges', 'order_tariff', 'product_tariff']), id: z.number().int() });

/** How a line's amount was computed: the tariff amount and the figures it was multiplied by. */
const explainAnswer = z.object({
  source: source.nullable(),
  unit_amount: z.string().nullable(),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  days: z.number().int().nullable(),
  days_in_month: z.number().int().nullable(),
  channels: z.number().int().nullable(),
  /** Usage: the calls' rates (per minute) and their rules (a line sums calls rated alike). */
  rate: z.string().nullable(),
  increment: z.string().nullable(),
  rate_field: z.string().nullable(),
});

export const statementLineAnswer = z.object({
  kind: z.enum(STATEMENT_LINE_KINDS),
  order_id: z.number().int().nullable(),
  service_number: z.string().nullable(),
  service_type: z.string().nullable(),
  origin_type: z.string().nullable(),
  /** Adjustments: the month the late calls belong to. */
  calls_month: z.string().nullable(),
  calls: z.number().int().nullable(),
  billed_seconds: z.number().int().nullable(),
  quantity: z.number().int(),
  amount: z.string(),
  explain: explainAnswer,
});
export type StatementLine = z.infer<typeof statementLineAnswer>;

const statementFields = {
  customer_id: z.number().int(),
  customer_name: z.string(),
  month: z.string(),
  currency: z.string(),
  /** open: computed now and still changing; closed: kept as it was when its month closed. */
  status: z.enum(['open', 'closed']),
  closed_at: timestampAnswer.nullable(),
  one_time: z.string(),
  recurring: z.string(),
  usage: z.string(),
  adjustments: z.string(),
  /** The exact sum of the lines (4 decimals) and the amount due, to the cent. */
  total: z.string(),
  total_due: z.string(),
};

export const statementSummaryAnswer = z.object(statementFields);
export type StatementSummary = z.infer<typeof statementSummaryAnswer>;

export const statementListAnswer = z.object({
  data: z.array(statementSummaryAnswer),
  month: z.string(),
  month_status: z.enum(['open', 'closed']),
});

export const statementAnswer = z.object({ data: z.array(z.object({ ...statementFields, lines: z.array(statementLineAnswer) })) });
export type StatementWithLines = z.infer<typeof statementAnswer>['data'][number];

export const monthCloseAnswer = z.object({
  data: z.object({ month: z.string(), closed_at: timestampAnswer, statements: z.number().int() }),
});

/** GET /billing/statements/{customer_id}/{month}/download: the file's format and language (else the profile's). */
export const statementDownloadQuery = z.object({ format: z.enum(['csv', 'xlsx', 'pdf']), language: z.enum(LANGUAGES).optional() }).strict();

/** GET /billing/unrated: the month's calls no pricing rates, per company, number and reason (staff). */
export const unratedCallsAnswer = z.object({
  data: z.array(
    z.object({
      customer_id: z.number().int(),
      customer_name: z.string(),
      service_number: z.string(),
      service_type: z.string(),
      /** no_tariff: no pricing at all; no_rate: no level sets the rate the call needs (docs/billing.md). */
      reason: z.string(),
      calls: z.number().int(),
    }),
  ),
});
