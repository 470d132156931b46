import type { CountryCode } from 'libphonenumber-js/max';
import { calledTypeOf, NumberTypeMemo, type OriginSource, originOf, readOriginType } from '../billing/origin.ts';
import { type CalledType, ORIGIN_TYPES, type OriginType } from '../billing/rating.ts';
import { toE164 } from '../catalogue/inventory.ts';
import { countryOfNumber, normaliseCallNumber } from './call-numbers.ts';
import { CALL_EXPORT_NAMES, CALL_TEMPLATE_COLUMNS, CALL_TEMPLATE_REQUIRED, CALL_UPLOAD_MESSAGES as M, toUtcIso } from './call-upload.ts';
import { CALL_DIRECTIONS, type CallDirection, RELEASE_DIRECTIONS } from './schemas.ts';

/**
 * POST /calls/import (docs/api-reports.md): call records at carrier volume, as a CSV file whose header names the
 * columns of the `calls` template. Each line is read by `readCallLine`, the same rules as `callUploadSchema` (the
 * xlsx upload and POST /calls) written for millions of lines: no schema objects per line, times read by hand, and
 * numbers already in E.164 (`+…`) taken as they stand — the others go through libphonenumber once each (`memo`).
 */

/** The answer lists at most this many rejected lines (the counts cover them all). */
export const CALL_IMPORT_MAX_REJECTED = 1000;

/**
 * The longest line read, in characters (a call record is a few hundred): a longer one is rejected unread, as
 * `field: 'line'`, and the lines after it are read as usual.
 */
export const CALL_IMPORT_MAX_LINE_CHARS = 65_536;

export const CALL_IMPORT_MESSAGES = {
  header: `The first line must name the columns of the calls template; ${CALL_TEMPLATE_REQUIRED.join(' and ')} are required`,
  tooLong: (max: number) => `Too big: expected string to have <=${max} characters`,
  option: (values: readonly string[]) => `Invalid option: expected one of ${values.map((v) => `"${v}"`).join('|')}`,
  empty: 'The file holds no call records',
  badGzip: 'The body is not valid gzip (Content-Encoding: gzip): send it compressed whole, or without Content-Encoding',
  lineTooLong: `The line is longer than ${CALL_IMPORT_MAX_LINE_CHARS.toLocaleString('en')} characters and was not read`,
} as const;

type Column = (typeof CALL_TEMPLATE_COLUMNS)[number];
/** The position of each template column in the file's header (-1: absent). */
export type CallImportColumns = Record<Column, number>;

/** The position of each template column among header names compared case-insensitively (-1: absent). */
function positions(header: readonly string[]): CallImportColumns {
  const names = header.map((h) => h.trim().toUpperCase());
  const at = (c: Column) => {
    const i = names.indexOf(c);
    const alias = (CALL_EXPORT_NAMES as Partial<Record<Column, string>>)[c];
    return i >= 0 || !alias ? i : names.indexOf(alias.toUpperCase());
  };
  return Object.fromEntries(CALL_TEMPLATE_COLUMNS.map((c) => [c, at(c)])) as CallImportColumns;
}

/** The header line → the column positions (names compared case-insensitively, blanks trimmed); null without a required one. */
export function callImportColumns(header: readonly string[]): CallImportColumns | null {
  const columns = positions(header);
  return CALL_TEMPLATE_REQUIRED.every((c) => columns[c] >= 0) ? columns : null;
}

/**
 * The header's names that no loader reads, as written (blank names aside): another program's columns, a misspelt
 * one, the export's derived ones, or a column that comes twice (the first one is read).
 */
export function ignoredCallColumns(header: readonly string[]): string[] {
  const read = new Set(Object.values(positions(header)));
  return header.flatMap((h, i) => (h.trim() && !read.has(i) ? [h.trim()] : []));
}

/** One valid line, as the staging table takes it: times as PostgreSQL reads them (UTC), numbers in E.164. */
export interface ImportedCall {
  seized_at: string;
  alerted_at: string | null;
  answered_at: string | null;
  disconnected_at: string | null;
  duration_seconds: number;
  direction: CallDirection;
  called_number: string;
  calling_number: string | null;
  connected_number: string | null;
  origin: string | null;
  destination: string | null;
  completion_code: number | null;
  release_direction: string | null;
  ic_customer_name: string | null;
  og_customer_name: string | null;
  /** The number matched to the inventory: the called number inbound, the calling number outbound. */
  service_number: string | null;
  /** The caller's origin type and where it came from (`originOf`). */
  origin_type: OriginType;
  origin_source: OriginSource;
  /** Outbound: the called number's type (`calledTypeOf`); null inbound. */
  called_type: CalledType | null;
}

export type CallLineResult = { ok: true; call: ImportedCall } | { ok: false; field: Column; message: string };

/** Numbers already read (number and country → E.164), shared by the lines of one file; cleared when it grows large. */
export class NumberMemo {
  private readonly numbers = new Map<string, string | null>();
  private readonly countries = new Map<string, CountryCode | undefined>();
  /** Number types (origin and called types), by block of numbers. */
  readonly types = new NumberTypeMemo();
  country(e164: string): CountryCode | undefined {
    if (!this.countries.has(e164)) {
      if (this.countries.size > 200_000) this.countries.clear();
      this.countries.set(e164, countryOfNumber(e164));
    }
    return this.countries.get(e164);
  }
  normalise(raw: string, country: CountryCode | undefined): string | null {
    const key = `${country ?? ''}|${raw}`;
    let v = this.numbers.get(key);
    if (v === undefined) {
      if (this.numbers.size > 200_000) this.numbers.clear();
      v = normaliseCallNumber(raw, country);
      this.numbers.set(key, v);
    }
    return v;
  }
  called(raw: string): string | null {
    const key = `=|${raw}`;
    let v = this.numbers.get(key);
    if (v === undefined) {
      v = toE164(raw);
      this.numbers.set(key, v);
    }
    return v;
  }
}

const TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,6})?)?$/;
const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** A UTC time → [milliseconds, the text PostgreSQL stores] or null (the same times as `toUtcIso`). */
export function readCallTime(raw: string): [number, string] | null {
  const m = TIME.exec(raw);
  if (!m) {
    const iso = toUtcIso(raw);
    return iso ? [Date.parse(iso), iso] : null;
  }
  const y = +m[1]!;
  const mo = +m[2]!;
  const d = +m[3]!;
  const h = +m[4]!;
  const mi = +m[5]!;
  const s = m[6] ? +m[6] : 0;
  const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  if (mo < 1 || mo > 12 || d < 1 || d > (mo === 2 && leap ? 29 : DAYS[mo - 1]!) || h > 23 || mi > 59 || s > 59) return null;
  const frac = m[7] ?? '';
  const ms = Date.UTC(y, mo - 1, d, h, mi, s) + (frac ? Math.floor(Number(frac) * 1000) : 0);
  return [ms, `${m[1]}-${m[2]}-${m[3]} ${m[4]}:${m[5]}:${m[6] ?? '00'}${frac}+00`];
}

const E164_FORM = /^\+[1-9]\d{5,14}$/;
const COMPACT = /[\s().-]/g;
const ANY_NUMBER = /^\+?\d{1,32}$/;

const text = (v: string | undefined) => {
  const t = v?.trim();
  return t ? t : null;
};

/**
 * One data line of the file (its fields, the header's positions) → the call to stage, or the first wrong field and
 * its message (the messages of the xlsx upload).
 */
export function readCallLine(fields: readonly string[], cols: CallImportColumns, memo: NumberMemo): CallLineResult {
  const at = (c: Column) => (cols[c] >= 0 ? fields[cols[c]] : undefined);
  const fail = (field: Column, message: string): CallLineResult => ({ ok: false, field, message });

  const seizure = text(at('CDR_SEIZTIME'));
  if (!seizure) return fail('CDR_SEIZTIME', M.seizureRequired);
  const seized = readCallTime(seizure);
  if (!seized) return fail('CDR_SEIZTIME', M.time);

  const calledRaw = text(at('CDR_CLDNUM'));
  if (!calledRaw) return fail('CDR_CLDNUM', M.calledRequired);
  const called = E164_FORM.test(calledRaw) ? calledRaw : memo.called(calledRaw);
  if (!called) return fail('CDR_CLDNUM', M.e164);

  const numbers: Record<'CDR_CLGNUM' | 'CDR_CLDCNUM', string | null> = { CDR_CLGNUM: null, CDR_CLDCNUM: null };
  for (const c of ['CDR_CLGNUM', 'CDR_CLDCNUM'] as const) {
    const raw = at(c);
    if (!raw) continue;
    const compact = raw.replace(COMPACT, '');
    if (!compact) continue;
    if (!ANY_NUMBER.test(compact)) return fail(c, M.number);
    numbers[c] = E164_FORM.test(compact) ? compact : memo.normalise(compact, memo.country(called));
  }

  const texts: Record<'CDR_ORIGIN' | 'CDR_DESTINATION' | 'CDR_IC_CUSTOMER_NAME' | 'CDR_OG_CUSTOMER_NAME', string | null> = {
    CDR_ORIGIN: null,
    CDR_DESTINATION: null,
    CDR_IC_CUSTOMER_NAME: null,
    CDR_OG_CUSTOMER_NAME: null,
  };
  const readText = (c: keyof typeof texts, max: number) => {
    const v = text(at(c));
    if (v && v.length > max) return fail(c, CALL_IMPORT_MESSAGES.tooLong(max));
    texts[c] = v;
    return null;
  };
  const origin = readText('CDR_ORIGIN', 100) ?? readText('CDR_DESTINATION', 100);
  if (origin) return origin;

  // alerting, answer and disconnect: each given one at or after the ones before it
  const times: Record<'CDR_ALERTTIME' | 'CDR_ANSWERTIME' | 'CDR_DISCTIME', [number, string] | null> = {
    CDR_ALERTTIME: null,
    CDR_ANSWERTIME: null,
    CDR_DISCTIME: null,
  };
  let last = seized[0];
  for (const c of ['CDR_ALERTTIME', 'CDR_ANSWERTIME', 'CDR_DISCTIME'] as const) {
    const v = text(at(c));
    if (!v) continue;
    const t = readCallTime(v);
    if (!t) return fail(c, M.time);
    if (t[0] < last) return fail(c, M.order);
    last = t[0];
    times[c] = t;
  }

  let cause: number | null = null;
  const causeRaw = text(at('CDR_COMPCODE'));
  if (causeRaw) {
    const n = Number(causeRaw);
    if (!Number.isInteger(n) || n < 0 || n > 127) return fail('CDR_COMPCODE', M.cause);
    cause = n;
  }
  const release = text(at('CDR_RELEASEDIR'))?.toLowerCase() ?? null;
  if (release && !(RELEASE_DIRECTIONS as readonly string[]).includes(release))
    return fail('CDR_RELEASEDIR', CALL_IMPORT_MESSAGES.option(RELEASE_DIRECTIONS));
  const directionRaw = text(at('DIRECTION'))?.toLowerCase() ?? 'inbound';
  if (!(CALL_DIRECTIONS as readonly string[]).includes(directionRaw))
    return fail('DIRECTION', CALL_IMPORT_MESSAGES.option(CALL_DIRECTIONS));
  const direction = directionRaw as CallDirection;
  const names = readText('CDR_IC_CUSTOMER_NAME', 200) ?? readText('CDR_OG_CUSTOMER_NAME', 200);
  if (names) return names;
  const originType = readOriginType(at('CDR_ORIGIN_TYPE'));
  if (originType === undefined) return fail('CDR_ORIGIN_TYPE', CALL_IMPORT_MESSAGES.option(ORIGIN_TYPES));

  const answered = times.CDR_ANSWERTIME;
  const disconnected = times.CDR_DISCTIME;
  return {
    ok: true,
    call: {
      seized_at: seized[1],
      alerted_at: times.CDR_ALERTTIME?.[1] ?? null,
      answered_at: answered?.[1] ?? null,
      disconnected_at: disconnected?.[1] ?? null,
      duration_seconds: answered && disconnected ? Math.max(0, Math.round((disconnected[0] - answered[0]) / 1000)) : 0,
      direction,
      called_number: called,
      calling_number: numbers.CDR_CLGNUM,
      connected_number: numbers.CDR_CLDCNUM,
      origin: texts.CDR_ORIGIN,
      destination: texts.CDR_DESTINATION,
      completion_code: cause,
      release_direction: release,
      ic_customer_name: texts.CDR_IC_CUSTOMER_NAME,
      og_customer_name: texts.CDR_OG_CUSTOMER_NAME,
      service_number: direction === 'inbound' ? called : numbers.CDR_CLGNUM,
      ...originOf(originType, numbers.CDR_CLGNUM, memo.types),
      called_type: calledTypeOf(direction, called, memo.types),
    },
  };
}
