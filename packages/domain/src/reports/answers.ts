import { z } from 'zod';
import { cappedPageAnswer } from '../catalogue/answers.ts';
import { bulkAnswer } from '../common/company-answers.ts';
import { ORIGIN_TYPES } from '../billing/rating.ts';
import { E411_CLASSES } from './causes.ts';
import { CALL_DIRECTIONS, RELEASE_DIRECTIONS } from './schemas.ts';

/**
 * The answers of the reports and the call records (spec 2 §3 Call record and Call statistics row, §7 /reports and
 * /calls; docs/api-reports.md). Days are YYYY-MM-DD, times ISO 8601 UTC strings.
 */

const text = z.string().nullable();
/** A ratio or an average: null when its denominator is 0 (no attempts, no answered or alerting call). */
const ratio = z.number().nullable();

/** The KPI columns of a call statistics row (`CallKpis`). */
export const callKpisAnswer = z.object({
  callattempts: z.number().int(),
  successfulcalls: z.number().int(),
  minutes: z.number(),
  aloc: ratio,
  asr: ratio,
  ner: ratio,
  pdd: ratio,
});

/** The cost of rated calls in one currency (4 decimals, exact). */
const currencyCosts = z.array(z.object({ currency: z.string(), cost: z.string() }));

/** A call statistics row: its day and, hourly only, its hour (0–23); the cost of its rated calls per currency. */
export const callStatisticsRowAnswer = callKpisAnswer.extend({ date: z.string(), hour: z.number().int().optional(), costs: currencyCosts });

/** The range of days a report covered (its 30-day default when no dates were sent). */
const range = { from: z.string(), to: z.string() };

/** GET /reports/calls/callstatistics: a row per day and the range's totals (counters summed, then divided). */
export const callStatisticsAnswer = z.object({
  data: z.array(callStatisticsRowAnswer),
  totals: callKpisAnswer.extend({ costs: currencyCosts }),
  ...range,
});

/** GET /reports/calls/callstatisticshourly: 24 rows per chosen day. */
export const callStatisticsHourlyAnswer = z.object({ data: z.array(callStatisticsRowAnswer) });

/** One row of the cause breakdown (`CauseBreakdownRow`). */
export const causeBreakdownRowAnswer = z.object({
  cause: z.number().int().nullable(),
  cause_name: z.string(),
  answered: z.boolean(),
  count: z.number().int(),
  share: z.number(),
  class: z.enum(E411_CLASSES),
  effective: z.boolean(),
});

/** GET /reports/calls/callcauses: the breakdown, its attempts and effective calls, and the rule shown beside it. */
export const callCausesAnswer = z.object({
  data: z.array(causeBreakdownRowAnswer),
  attempts: z.number().int(),
  effective: z.number().int(),
  rule: z.string(),
  ...range,
});

/** GET /reports/orders/summaryoverview: order counts per service type (those with orders) and their total. */
export const summaryOverviewAnswer = z.object({
  data: z.array(z.object({ service_type: z.string(), count: z.number().int() })),
  total: z.number().int(),
});

/** A call record as GET /calls lists it (`CallRecordRow`); `vendor_name` is null for customers. */
export const callRecordAnswer = z
  .object({
    id: z.number().int(),
    CDR_SEIZTIME: z.string(),
    SERVICE_TYPE: z.string(),
    vendor_name: text,
    CDR_CLDNUM: z.string(),
    CDR_CLGNUM: text,
    CDR_CLDCNUM: text,
    CDR_ORIGIN: text,
    CDR_DESTINATION: text,
    CDR_DISCTIME: text,
    CDR_COMPCODE: z.number().int().nullable(),
    CDR_RELEASEDIR: z.enum(RELEASE_DIRECTIONS).nullable(),
    CDR_IC_CUSTOMER_NAME: text,
    CDR_OG_CUSTOMER_NAME: text,
    answer_time: text,
    alerting_time: text,
    duration_seconds: z.number().int(),
    direction: z.enum(CALL_DIRECTIONS),
    jurisdiction: z.string(),
    city: text,
    /** The caller's origin type (fixed, mobile, payphone) the call was rated by. */
    origin_type: text,
    /** 0 for a call not answered; null when unrated. */
    billed_seconds: z.number().int().nullable(),
    /** Per minute, 4 decimals. */
    rate: text,
    /** 4 decimals, exact; "0.0000" for a call not answered; null when unrated. */
    cost: text,
    currency: text,
    /** Why the call is unrated (`no_tariff`, `no_rate`); null when rated or free. */
    unrated_reason: text,
  })
  .meta({ id: 'CallRecord' });

/** GET /calls: a page newest first, the count capped at CALLS_COUNT_CAP (`count_capped`), and the range covered. */
export const callsListAnswer = cappedPageAnswer(callRecordAnswer).extend({ count_capped: z.boolean(), ...range });

const optionalText = text.optional();

/** 201 of POST /calls: the call as loaded (times ISO 8601 UTC, numbers normalised). */
export const callAddedAnswer = z.object({
  message: z.string(),
  data: z.object({
    CDR_SEIZTIME: z.string(),
    CDR_CLDNUM: z.string(),
    CDR_CLGNUM: optionalText,
    CDR_CLDCNUM: optionalText,
    CDR_ORIGIN: optionalText,
    CDR_DESTINATION: optionalText,
    CDR_ALERTTIME: optionalText,
    CDR_ANSWERTIME: optionalText,
    CDR_DISCTIME: optionalText,
    CDR_COMPCODE: z.number().int().nullable().optional(),
    CDR_RELEASEDIR: z.enum(RELEASE_DIRECTIONS).nullable().optional(),
    DIRECTION: z.enum(CALL_DIRECTIONS),
    CDR_IC_CUSTOMER_NAME: optionalText,
    CDR_OG_CUSTOMER_NAME: optionalText,
    CDR_ORIGIN_TYPE: z.enum(ORIGIN_TYPES).nullable().optional(),
  }),
});

/** One rejected line of POST /calls/import: its number (the header is line 1), the column and the message. */
export const rejectedLineAnswer = z.object({ line: z.number().int(), field: z.string(), message: z.string() });

/** POST /calls/import: what the CSV stream loaded. */
export const callImportAnswer = z.object({
  /** Data lines read (blank lines aside). */
  received: z.number().int(),
  loaded: z.number().int(),
  /** Valid lines already loaded, or repeating an earlier line of the file. */
  duplicates: z.number().int(),
  /** Lines refused: a wrong field, or no inventory number with the service number. */
  rejected: z.number().int(),
  /** The first CALL_IMPORT_MAX_REJECTED of them, by line. */
  errors: z.array(rejectedLineAnswer),
  /**
   * The header's columns no call took anything from, as written: another program's or misspelt ones, the call
   * records export's derived ones (CALL_EXPORT_DERIVED_COLUMNS), a repeated one.
   */
  ignored_columns: z.array(z.string()),
});

/** POST /calls/bulk: each row's outcome, and the sheet's columns no call took anything from (lower case). */
export const callBulkAnswer = bulkAnswer.extend({ ignored_columns: z.array(z.string()) });
