import { z } from 'zod';
import { blankToNull } from '../common/text.ts';

/**
 * Searching the call records (GET /calls and its export, not the statistics, whose counters keep no numbers, causes
 * or durations): the start of the calling or called number, one or several Q.850 release causes and a range of
 * answered seconds. Each bad value is refused with its field's message, never dropped: a search that silently
 * ignored "+33x" would show every call and look like an answer.
 */

/** The longest number prefix: an E.164 number has at most 15 digits after its `+`. */
export const CALL_PREFIX_MAX_DIGITS = 15;
/** Q.850 cause values are 7 bits. */
export const Q850_CAUSE_MAX = 127;
/** At most this many causes in one search (the breakdown shows about a dozen in practice). */
export const CALL_CAUSES_MAX = 20;
/** Answered seconds as the database keeps them (a PostgreSQL integer). */
export const CALL_DURATION_MAX = 2_147_483_647;

export const CALL_SEARCH_MESSAGES = {
  badPrefix: 'Please enter the start of a number: digits, optionally after + or 00',
  badCause: 'Please enter release causes as numbers from 0 to 127, separated by commas',
  tooManyCauses: `Please choose at most ${CALL_CAUSES_MAX} release causes`,
  badSeconds: 'Please enter a whole number of seconds',
  minAboveMax: 'Please enter a minimum no greater than the maximum',
  maxBelowMin: 'Please enter a maximum no less than the minimum',
} as const;

/** The separators people write inside numbers (`+44 20 7946-0000`, `(020) 7946.0000`): not part of the prefix. */
const SEPARATORS = /[\s().-]/g;

/**
 * A number prefix as the calls store numbers (E.164, `+` then digits; modules/calls normalises them on loading):
 * separators removed, a leading `00` read as `+`, digits without `+` read as starting with the country code
 * (`33` → `+33`). Null when the text is not the start of a number.
 */
export function callNumberPrefix(raw: string): string | null {
  const compact = raw.replace(SEPARATORS, '');
  const digits = compact.startsWith('+') ? compact.slice(1) : compact.startsWith('00') ? compact.slice(2) : compact;
  return new RegExp(`^\\d{1,${CALL_PREFIX_MAX_DIGITS}}$`).test(digits) ? `+${digits}` : null;
}

const prefix = z.preprocess(
  blankToNull,
  z
    .string()
    .max(40, CALL_SEARCH_MESSAGES.badPrefix)
    .transform((s, ctx) => {
      const p = callNumberPrefix(s);
      if (p === null) ctx.addIssue({ code: 'custom', message: CALL_SEARCH_MESSAGES.badPrefix });
      return p ?? z.NEVER;
    })
    .nullable()
    .optional(),
);

/** `cause=17,19` or `cause=17&cause=19` (or the array an export keeps): the list as one comma-separated text. */
const asList = (v: unknown) => (Array.isArray(v) ? v.map(String).join(',') : typeof v === 'number' ? String(v) : v);

/** Release causes → distinct, ascending; blank → none. */
const causes = z.preprocess(
  (v) => blankToNull(asList(v)),
  z
    .string()
    .transform((s, ctx) => {
      const parts = s.split(',').map((p) => p.trim());
      if (!parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= Q850_CAUSE_MAX)) {
        ctx.addIssue({ code: 'custom', message: CALL_SEARCH_MESSAGES.badCause });
        return z.NEVER;
      }
      const list = [...new Set(parts.map(Number))].sort((a, b) => a - b);
      if (list.length > CALL_CAUSES_MAX) {
        ctx.addIssue({ code: 'custom', message: CALL_SEARCH_MESSAGES.tooManyCauses });
        return z.NEVER;
      }
      return list;
    })
    .nullable()
    .optional(),
);

/** Whole seconds from 0: `90`, not `1.5`, `-1` or `1e3`. */
const seconds = z.preprocess(
  (v) => blankToNull(typeof v === 'number' ? String(v) : v),
  z
    .string()
    .trim()
    .regex(/^\d{1,10}$/, CALL_SEARCH_MESSAGES.badSeconds)
    .transform(Number)
    .refine((n) => n <= CALL_DURATION_MAX, CALL_SEARCH_MESSAGES.badSeconds)
    .nullable()
    .optional(),
);

/** The call records' own filters, beside the report filters (`callFiltersShape`). */
export const callSearchShape = {
  /** The start of the calling number (A-number). */
  calling_prefix: prefix,
  /** The start of the called number (the service number dialled). */
  called_prefix: prefix,
  /** Q.850 release causes (CDR_COMPCODE): a call matches any of them. */
  cause: causes,
  /** Answered seconds, inclusive (0 for a call not answered). */
  min_duration: seconds,
  max_duration: seconds,
};

/** min ≤ max, each field with its message. */
export function checkDurations(
  v: { min_duration?: number | null | undefined; max_duration?: number | null | undefined },
  ctx: z.RefinementCtx,
): void {
  if (v.min_duration == null || v.max_duration == null || v.min_duration <= v.max_duration) return;
  ctx.addIssue({ code: 'custom', path: ['min_duration'], message: CALL_SEARCH_MESSAGES.minAboveMax });
  ctx.addIssue({ code: 'custom', path: ['max_duration'], message: CALL_SEARCH_MESSAGES.maxBelowMin });
}

export const callSearch = z.object(callSearchShape).superRefine(checkDurations);
export type CallSearch = z.infer<typeof callSearch>;
