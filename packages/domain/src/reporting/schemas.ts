import { z } from 'zod';
import { isIsoDay } from '../common/dates.ts';
import { EXPORT_FORMATS } from '../exports/schemas.ts';
import { daysBefore, daysInclusive, HOURLY_MAX_DATES } from '../reports/schemas.ts';

/**
 * Reporting (spec 2 §2 /portal/reporting/reports, which names the screens only; docs/api-reports.md): report requests
 * as carrier portals know them — a saved definition (type, filters, period, time zone, format, schedule) that runs in
 * the background into Downloads, once or on a schedule, optionally mailing a link when the file is ready.
 */

/** The report types and the export each run makes (`/reports/download/{category}/{report_name}`). */
export const REPORT_TYPES = {
  callsummary: { category: 'calls', report_name: 'callsummary', dated: true },
  callstatistics: { category: 'calls', report_name: 'callstatistics', dated: true },
  callcauses: { category: 'calls', report_name: 'callcauses', dated: true },
  inventorynumbers: { category: 'inventory', report_name: 'inventorynumbers', dated: false },
  /** `days`: the run names each day of its period (`dates`, at most HOURLY_MAX_DATES) rather than a range. */
  callstatisticshourly: { category: 'calls', report_name: 'callstatisticshourly', dated: true, days: true },
  summaryoverview: { category: 'orders', report_name: 'summaryoverview', dated: false },
} as const;
export type ReportType = keyof typeof REPORT_TYPES;
export const REPORT_TYPE_NAMES = Object.keys(REPORT_TYPES) as ReportType[];

export const RELATIVE_PERIODS = ['yesterday', 'last7', 'last30', 'lastMonth'] as const;
export type RelativePeriod = (typeof RELATIVE_PERIODS)[number];
export const SCHEDULE_FREQUENCIES = ['none', 'daily', 'weekly', 'monthly'] as const;
export type ScheduleFrequency = (typeof SCHEDULE_FREQUENCIES)[number];
/** A scheduled report runs at this hour of its time zone (the day before is complete by then). */
export const SCHEDULE_HOUR = 6;

export const REPORTING_MESSAGES = {
  nameRequired: 'Please enter a name for the report',
  typeRequired: 'Please choose a report type',
  timeZone: 'Please choose a valid time zone',
  from: 'Please enter the start date as YYYY-MM-DD',
  to: 'Please enter the end date as YYYY-MM-DD, on or after the start date',
  weekday: 'Please choose a weekday',
  dayOfMonth: 'Please choose a day of the month from 1 to 28',
  notFound: 'Report not found',
  started: 'The report is being prepared. Follow its progress in Downloads.',
  saved: 'Report saved',
  deleted: 'Report deleted',
  hourlyDays: `Hourly statistics compare at most ${HOURLY_MAX_DATES} days: please choose a shorter period`,
} as const;
const M = REPORTING_MESSAGES;

export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

const day = (message: string) => z.string({ message }).refine(isIsoDay, message);

export const reportPeriodSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('relative'), relative: z.enum(RELATIVE_PERIODS) }),
  z.object({ kind: z.literal('fixed'), from: day(M.from), to: day(M.to) }).refine((p) => p.to >= p.from, { message: M.to, path: ['to'] }),
]);
export type ReportPeriod = z.infer<typeof reportPeriodSchema>;

export const reportScheduleSchema = z
  .object({
    frequency: z.enum(SCHEDULE_FREQUENCIES).default('none'),
    /** weekly: 0 Sunday … 6 Saturday */
    weekday: z.number().int().min(0, M.weekday).max(6, M.weekday).nullable().optional(),
    /** monthly: 1–28, so that every month has it */
    day: z.number().int().min(1, M.dayOfMonth).max(28, M.dayOfMonth).nullable().optional(),
  })
  .superRefine((s, ctx) => {
    if (s.frequency === 'weekly' && (s.weekday === null || s.weekday === undefined))
      ctx.addIssue({ code: 'custom', path: ['weekday'], message: M.weekday });
    if (s.frequency === 'monthly' && (s.day === null || s.day === undefined))
      ctx.addIssue({ code: 'custom', path: ['day'], message: M.dayOfMonth });
  });
export type ReportSchedule = z.infer<typeof reportScheduleSchema>;

/** The filters a report keeps: those of its export (checked again by the export when it runs); never the dates. */
const reportFilters = z
  .object({
    customer_id: z.number().int().positive().nullable().optional(),
    customer_code: z.string().trim().max(40).nullable().optional(),
    service_type: z.string().trim().max(40).nullable().optional(),
    jurisdiction: z.string().trim().max(100).nullable().optional(),
    city: z.string().trim().max(100).nullable().optional(),
    direction: z.enum(['inbound', 'outbound']).nullable().optional(),
  })
  .default({});
export type ReportFilters = z.infer<typeof reportFilters>;

/** POST /reporting/reports and PUT /reporting/reports/{id}. */
export const reportDefinitionSchema = z
  .object({
    name: z.string({ message: M.nameRequired }).trim().min(1, M.nameRequired).max(100),
    type: z.enum(REPORT_TYPE_NAMES as [ReportType, ...ReportType[]], { message: M.typeRequired }),
    filters: reportFilters,
    period: reportPeriodSchema.default({ kind: 'relative', relative: 'yesterday' }),
    time_zone: z.string().default('UTC').refine(isTimeZone, M.timeZone),
    format: z.enum(EXPORT_FORMATS).default('csv'),
    schedule: reportScheduleSchema.default({ frequency: 'none' }),
    email: z.boolean().default(false),
  })
  .superRefine((d, ctx) => {
    // hourly statistics: one series per day, at most HOURLY_MAX_DATES of them (the screen's rule)
    if (!('days' in REPORT_TYPES[d.type])) return;
    const p = d.period;
    if (p.kind === 'relative' ? p.relative !== 'yesterday' : daysInclusive(p.from, p.to) > HOURLY_MAX_DATES)
      ctx.addIssue({ code: 'custom', path: ['period', p.kind === 'relative' ? 'relative' : 'to'], message: M.hourlyDays });
  });
export type ReportDefinition = z.infer<typeof reportDefinitionSchema>;

/** A report as listed: its definition, its last run and the next one. */
export interface ReportRow extends ReportDefinition {
  id: number;
  account_id: number;
  owner_email?: string | null;
  last_run: { filename: string; status: string; percentage: number; createdAt: string } | null;
  next_run_at: string | null;
  createdAt: string;
}

export const reportsListQuery = z.object({ all: z.enum(['true', 'false']).optional() });

/** The date (YYYY-MM-DD) of an instant in a time zone. */
export function dayIn(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** The days a run covers: fixed as given; relative ones end yesterday in the report's time zone. */
export function reportDates(period: ReportPeriod, now: Date, timeZone: string): { fromDate: string; toDate: string } {
  if (period.kind === 'fixed') return { fromDate: period.from, toDate: period.to };
  const today = dayIn(now, timeZone);
  const yesterday = daysBefore(today, 1);
  switch (period.relative) {
    case 'yesterday':
      return { fromDate: yesterday, toDate: yesterday };
    case 'last7':
      return { fromDate: daysBefore(today, 7), toDate: yesterday };
    case 'last30':
      return { fromDate: daysBefore(today, 30), toDate: yesterday };
    case 'lastMonth': {
      const [y, m] = today.split('-').map(Number) as [number, number];
      const first = new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 10);
      const last = new Date(Date.UTC(y, m - 1, 0)).toISOString().slice(0, 10);
      return { fromDate: first, toDate: last };
    }
  }
}

/** The offset of a time zone at an instant, in minutes (east positive). */
function offsetMinutes(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((local - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** The instant of `day` at `hour`:00 in a time zone. */
export function zonedInstant(day: string, hour: number, timeZone: string): Date {
  const guess = new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
  const first = new Date(guess.getTime() - offsetMinutes(guess, timeZone) * 60_000);
  return new Date(guess.getTime() - offsetMinutes(first, timeZone) * 60_000);
}

/**
 * The next run of a schedule strictly after `after`: SCHEDULE_HOUR in the report's time zone, every day, on its
 * weekday, or on its day of the month; null without a schedule.
 */
export function nextRunAt(schedule: ReportSchedule, timeZone: string, after: Date): Date | null {
  if (schedule.frequency === 'none') return null;
  let d = dayIn(after, timeZone);
  for (let i = 0; i < 40; i++) {
    const at = zonedInstant(d, SCHEDULE_HOUR, timeZone);
    const [y, m, dd] = d.split('-').map(Number) as [number, number, number];
    const weekday = new Date(Date.UTC(y, m - 1, dd)).getUTCDay();
    const due =
      schedule.frequency === 'daily' ||
      (schedule.frequency === 'weekly' && weekday === schedule.weekday) ||
      (schedule.frequency === 'monthly' && dd === schedule.day);
    if (due && at.getTime() > after.getTime()) return at;
    d = new Date(Date.UTC(y, m - 1, dd + 1)).toISOString().slice(0, 10);
  }
  return null;
}
