import { z } from 'zod';
import { ORIGIN_TYPE_MESSAGE } from '../billing/origin.ts';
import { ORIGIN_TYPES } from '../billing/rating.ts';
import { toE164 } from '../catalogue/inventory.ts';
import { type RowFieldError, validateTemplateRow } from '../common/company.ts';
import { blankToNull, optionalText } from '../common/text.ts';
import { CALL_DIRECTIONS, type CALL_RECORD_COLUMNS, RELEASE_DIRECTIONS } from './schemas.ts';

type CallRecordColumn = (typeof CALL_RECORD_COLUMNS)[number];

/**
 * Loading call records (spec 2 §7: "add call", "bulk call" and the `calls` template): one call as the switch wrote
 * it, in the spec's CDR_* names plus the alerting and answer times the KPIs need. The server finds the service
 * number among the inventory numbers (the called number of an inbound call, the calling number of an outbound
 * one) and copies its customer, vendor, service type, jurisdiction and city onto the call.
 */

export const CALL_UPLOAD_MESSAGES = {
  time: 'Please enter a UTC time as YYYY-MM-DD HH:mm:ss',
  seizureRequired: 'Please enter the seizure time',
  calledRequired: 'Please enter the called number',
  e164: 'Please enter a valid number in E.164 format, for example +442079460000',
  number: 'Please enter a number of digits, with an optional leading +',
  order: 'The times must follow one another: seizure, alerting, answer, disconnect',
  cause: 'Please enter a Q.850 cause from 0 to 127',
  unknownNumber: 'No inventory number has this service number',
  duplicate: 'This call is already loaded (same called number, calling number and seizure time)',
  added: 'Call added successfully',
} as const;
const M = CALL_UPLOAD_MESSAGES;

/** A bulk upload of calls holds at most this many rows (a day of a busy switch is loaded in several files). */
export const CALL_BULK_MAX_ROWS = 50_000;

/** `YYYY-MM-DD HH:mm[:ss[.fff]]`, with `T` or a space, and an optional zone (none: UTC) → ISO 8601 in UTC. */
export function toUtcIso(raw: string): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(:\d{2}(\.\d{1,6})?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i.exec(raw.trim());
  if (!m) return null;
  const zone = m[5] ? (m[5].toUpperCase() === 'Z' ? 'Z' : m[5].replace(/^([+-]\d{2})(\d{2})$/, '$1:$2')) : 'Z';
  const t = Date.parse(`${m[1]}T${m[2]}${m[3] ?? ':00'}${zone}`);
  if (Number.isNaN(t)) return null;
  const iso = new Date(t).toISOString();
  // Date.parse rolls 2026-02-30 over to March: a day that does not exist is refused
  return zone === 'Z' && iso.slice(0, 10) !== m[1] ? null : iso;
}

const isoTime = (required: string) =>
  z.string({ message: required }).transform((v, ctx) => {
    const iso = toUtcIso(v);
    if (!iso) {
      ctx.addIssue({ code: 'custom', message: M.time });
      return z.NEVER;
    }
    return iso;
  });
const requiredTime = (message: string) => z.preprocess(blankToNull, isoTime(message));
const optionalTime = () => z.preprocess(blankToNull, isoTime(M.time).nullable().optional());

const e164 = z.string({ message: M.calledRequired }).transform((v, ctx) => {
  const n = toE164(v);
  if (!n) {
    ctx.addIssue({ code: 'custom', message: M.e164 });
    return z.NEVER;
  }
  return n;
});
/** A calling or connected number as the switch gives it: digits with an optional "+" (an anonymous caller: blank). */
const anyNumber = z.preprocess(
  (v) => (typeof v === 'string' ? blankToNull(v.replace(/[\s().-]/g, '')) : blankToNull(v)),
  z
    .string()
    .regex(/^\+?\d{1,32}$/, M.number)
    .nullable()
    .optional(),
);

/** POST /calls and one row of POST /calls/bulk. */
export const callUploadSchema = z
  .object({
    CDR_SEIZTIME: requiredTime(M.seizureRequired),
    CDR_CLDNUM: z.preprocess(blankToNull, e164),
    CDR_CLGNUM: anyNumber,
    CDR_CLDCNUM: anyNumber,
    CDR_ORIGIN: optionalText(100),
    CDR_DESTINATION: optionalText(100),
    CDR_ALERTTIME: optionalTime(),
    CDR_ANSWERTIME: optionalTime(),
    CDR_DISCTIME: optionalTime(),
    CDR_COMPCODE: z.preprocess(
      blankToNull,
      z.coerce.number({ message: M.cause }).int(M.cause).min(0, M.cause).max(127, M.cause).nullable().optional(),
    ),
    CDR_RELEASEDIR: z.preprocess(
      (v) => (typeof v === 'string' ? blankToNull(v.trim().toLowerCase()) : blankToNull(v)),
      z.enum(RELEASE_DIRECTIONS).nullable().optional(),
    ),
    DIRECTION: z.preprocess(
      (v) => (typeof v === 'string' ? (blankToNull(v.trim().toLowerCase()) ?? undefined) : (blankToNull(v) ?? undefined)),
      z.enum(CALL_DIRECTIONS).default('inbound'),
    ),
    CDR_IC_CUSTOMER_NAME: optionalText(200),
    CDR_OG_CUSTOMER_NAME: optionalText(200),
    /** The caller's origin type (fixed, mobile, payphone; any case); without it, the calling number's type. */
    CDR_ORIGIN_TYPE: z.preprocess(
      (v) => (typeof v === 'string' ? blankToNull(v.trim().toLowerCase()) : blankToNull(v)),
      z.enum(ORIGIN_TYPES, { message: ORIGIN_TYPE_MESSAGE }).nullable().optional(),
    ),
  })
  .superRefine((c, ctx) => {
    // each time that is given comes at or after the ones before it
    const steps = [
      ['CDR_ALERTTIME', c.CDR_ALERTTIME],
      ['CDR_ANSWERTIME', c.CDR_ANSWERTIME],
      ['CDR_DISCTIME', c.CDR_DISCTIME],
    ] as const;
    let last = c.CDR_SEIZTIME;
    for (const [field, value] of steps) {
      if (!value) continue;
      if (value < last) ctx.addIssue({ code: 'custom', path: [field], message: M.order });
      else last = value;
    }
  });
export type CallUploadInput = z.infer<typeof callUploadSchema>;

/** Columns of the `calls` template, in order; the first two are required. */
export const CALL_TEMPLATE_COLUMNS = Object.keys(callUploadSchema.shape) as (keyof typeof callUploadSchema.shape)[];
export const CALL_TEMPLATE_REQUIRED = ['CDR_SEIZTIME', 'CDR_CLDNUM'] as const;

export const CALL_TEMPLATE_EXAMPLE: Record<(typeof CALL_TEMPLATE_COLUMNS)[number], string> = {
  CDR_SEIZTIME: '2026-11-20 09:15:02',
  CDR_CLDNUM: '+442079460000',
  CDR_CLGNUM: '+33612345678',
  CDR_CLDCNUM: '+442079460001',
  CDR_ORIGIN: 'France',
  CDR_DESTINATION: 'United Kingdom',
  CDR_ALERTTIME: '2026-11-20 09:15:04',
  CDR_ANSWERTIME: '2026-11-20 09:15:09',
  CDR_DISCTIME: '2026-11-20 09:18:40',
  CDR_COMPCODE: '16',
  CDR_RELEASEDIR: 'calling',
  DIRECTION: 'inbound',
  CDR_IC_CUSTOMER_NAME: 'Example Carrier',
  CDR_OG_CUSTOMER_NAME: '',
  CDR_ORIGIN_TYPE: 'mobile',
};

/**
 * The names the call records export (`CALL_RECORD_COLUMNS`) gives template columns: a loader reads a column by its
 * template name or, when the file has no such column, by this one, so that an exported file loads again whole.
 */
export const CALL_EXPORT_NAMES = {
  CDR_ALERTTIME: 'alerting_time',
  CDR_ANSWERTIME: 'answer_time',
  DIRECTION: 'direction',
  CDR_ORIGIN_TYPE: 'origin_type',
} as const satisfies Partial<Record<(typeof CALL_TEMPLATE_COLUMNS)[number], CallRecordColumn>>;

/**
 * The export's columns a loader does not read: a loaded call takes them from its service number's inventory row
 * (service type, vendor, jurisdiction, city) or computes them (duration = disconnect − answer; its rating).
 */
export const CALL_EXPORT_DERIVED_COLUMNS = [
  'SERVICE_TYPE',
  'vendor_name',
  'duration_seconds',
  'jurisdiction',
  'city',
  'billed_seconds',
  'rate',
  'cost',
  'currency',
  'unrated_reason',
] as const satisfies readonly CallRecordColumn[];

/** The service number of a call: the called number of an inbound call, the calling number of an outbound one. */
export function serviceNumberOfCall(c: Pick<CallUploadInput, 'DIRECTION' | 'CDR_CLDNUM' | 'CDR_CLGNUM'>): string | null {
  if (c.DIRECTION === 'inbound') return c.CDR_CLDNUM;
  return c.CDR_CLGNUM ? toE164(c.CDR_CLGNUM) : null;
}

/** Answered seconds: disconnect − answer, whole seconds; 0 for a call never answered or without its end. */
export function answeredSeconds(c: Pick<CallUploadInput, 'CDR_ANSWERTIME' | 'CDR_DISCTIME'>): number {
  if (!c.CDR_ANSWERTIME || !c.CDR_DISCTIME) return 0;
  return Math.max(0, Math.round((Date.parse(c.CDR_DISCTIME) - Date.parse(c.CDR_ANSWERTIME)) / 1000));
}

/** The key under which a call is loaded once: service number, calling number and seizure time. */
export const callKey = (serviceNumber: string, calling: string | null | undefined, seizedAt: string) =>
  `${serviceNumber}|${calling ?? ''}|${new Date(seizedAt).toISOString()}`;

/**
 * Validates one `calls` template row. The sheet reader gives headers in lower case (`cdr_seiztime`); a column
 * missing under its template name is read under the export's (`answer_time`); errors name the template's columns
 * (`CDR_SEIZTIME`).
 */
export function validateCallRow(
  values: Readonly<Record<string, string | undefined>>,
): { ok: true; data: CallUploadInput } | { ok: false; errors: RowFieldError[] } {
  const exported = CALL_EXPORT_NAMES as Partial<Record<(typeof CALL_TEMPLATE_COLUMNS)[number], string>>;
  const byColumn = Object.fromEntries(
    CALL_TEMPLATE_COLUMNS.map((c) => [
      c,
      values[c] ?? values[c.toLowerCase()] ?? (exported[c] ? values[exported[c].toLowerCase()] : undefined),
    ]),
  );
  return validateTemplateRow(callUploadSchema, CALL_TEMPLATE_COLUMNS, byColumn);
}
