import {
  daysOf,
  isStaff,
  nextRunAt,
  REPORT_TYPES,
  type ReportDefinition,
  type ReportRow,
  REPORTING_MESSAGES as M,
  type ReportPeriod,
  type ReportType,
  reportDates,
  reportReadyMail,
} from '@gsn/domain';
import { notFound } from '../../lib/errors.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import type { Jobs } from '../../plugins/jobs.ts';
import type { ExportsService } from '../exports/index.ts';
import type { Principal } from '../../security/principal.ts';
import type { ReportingRepository, ReportRecord } from './reporting-repository.ts';

export const REPORTING_TICK_JOB = 'reporting.tick';

export interface ReportingServiceDeps {
  repo: ReportingRepository;
  exports: Pick<ExportsService, 'request'>;
  mailer: Mailer;
  jobs: Jobs;
  publicUrl: string;
  log: { error: (o: object, m: string) => void };
  /** The scheduler's clock (tests move it). */
  now?: () => Date;
}

type Owner = { accountId: number; accountTypeId: number; customerId: number | null; email: string };

/** A customer's report never names another company: the company filters are staff's (the export ignores them too). */
function ownFilters(p: { accountTypeId: number }, d: ReportDefinition): ReportDefinition {
  if (isStaff(p.accountTypeId)) return d;
  const { customer_id: _id, customer_code: _code, ...filters } = d.filters;
  return { ...d, filters };
}

/**
 * Reporting (spec 2 §2 /portal/reporting/reports, which names the screens only; docs/api-reports.md): saved report
 * requests. Each run is an export job of the existing kind (modules/exports: progress, Downloads, owner-only download)
 * made as the report's owner and recorded against the report. Schedules run from one pg-boss cron tick a minute: it
 * claims the due reports with `FOR UPDATE SKIP LOCKED` and moves their next run on in the same transaction, then runs
 * them — so each scheduled run happens once across several instances. The same tick mails "ready" links for runs whose
 * file completed.
 */
export function reportingService(d: ReportingServiceDeps) {
  const now = d.now ?? (() => new Date());

  async function mine(p: Principal, id: number): Promise<ReportRecord> {
    const r = await d.repo.find(id);
    if (!r || r.account_id !== p.accountId) throw notFound('reporting.not_found', M.notFound);
    return r;
  }

  /** One run: the export of the report's type with its filters and the dates of its period, as its owner. */
  async function runAs(owner: Owner, r: ReportRecord, scheduled: boolean) {
    const type = REPORT_TYPES[r.type as ReportType];
    if (!type) throw notFound('reporting.not_found', M.notFound);
    const filters = Object.fromEntries(Object.entries(r.filters).filter(([, v]) => v !== null && v !== undefined && v !== ''));
    const range = type.dated ? reportDates(r.period as ReportPeriod, now(), r.time_zone) : null;
    // hourly statistics name their days (`dates`) instead of a range
    const dates = !range ? {} : 'days' in type ? { dates: daysOf(range.fromDate, range.toDate).join(',') } : range;
    const principal = { ...owner, username: owner.email, sessionId: '', expiresAt: now() } satisfies Principal;
    const queued = await d.exports.request(principal, type.category, type.report_name, { ...filters, ...dates, format: r.format });
    await d.repo.addRun(r.id, queued.data.filename, scheduled);
    return queued;
  }

  /** The minute tick: claim and run the due reports, then mail the ready ones. */
  async function tick(): Promise<{ ran: number; mailed: number }> {
    const at = now();
    const due = await d.repo.transaction(async (tx) => {
      const rows = await tx.lockDue(at);
      for (const r of rows) await tx.setNextRun(r.id, nextRunAt(r.schedule as never, r.time_zone, at));
      return rows;
    });
    let ran = 0;
    for (const r of due) {
      try {
        const owner = await d.repo.owner(r.account_id);
        // a disabled, terminated or deleted owner's schedules do not run (its next run still moves on)
        if (!owner) continue;
        await runAs(owner, r, true);
        ran++;
      } catch (err) {
        d.log.error({ err, report: r.id }, 'scheduled report not started');
      }
    }
    const ready = await d.repo.transaction(async (tx) => {
      const runs = await tx.lockReadyRuns();
      for (const run of runs) await tx.markMailed(run.runId);
      return runs;
    });
    for (const run of ready) {
      // in the owner's profile language
      const mail = reportReadyMail(run.language, { name: run.reportName, file: run.filename, url: `${d.publicUrl}/portal/downloads` });
      await d.mailer.send({ to: run.email, ...mail });
    }
    return { ran, mailed: ready.length };
  }

  d.jobs.define(REPORTING_TICK_JOB, async () => void (await tick()));
  d.jobs.every(REPORTING_TICK_JOB, '* * * * *');

  return {
    /** The caller's reports; staff may ask for everyone's (`all`), each with its owner's e-mail. */
    async list(p: Principal, all: boolean): Promise<{ data: ReportRow[]; count: number }> {
      const data = await d.repo.list(all && isStaff(p.accountTypeId) ? null : p.accountId);
      return { data, count: data.length };
    },

    async get(p: Principal, id: number): Promise<{ data: ReportRow }> {
      await mine(p, id);
      return { data: (await d.repo.row(id))! };
    },

    async create(p: Principal, body: ReportDefinition): Promise<{ message: string; data: ReportRow }> {
      const def = ownFilters(p, body);
      const id = await d.repo.insert(p.accountId, def, nextRunAt(def.schedule, def.time_zone, now()));
      return { message: M.saved, data: (await d.repo.row(id))! };
    },

    async update(p: Principal, id: number, body: ReportDefinition): Promise<{ message: string; data: ReportRow }> {
      await mine(p, id);
      const def = ownFilters(p, body);
      await d.repo.update(id, def, nextRunAt(def.schedule, def.time_zone, now()));
      return { message: M.saved, data: (await d.repo.row(id))! };
    },

    async remove(p: Principal, id: number): Promise<{ message: string }> {
      await mine(p, id);
      await d.repo.remove(id);
      return { message: M.deleted };
    },

    /** Run now: one export job, tagged with the report. */
    async run(p: Principal, id: number) {
      const r = await mine(p, id);
      const queued = await runAs(p, r, false);
      return { message: M.started, data: queued.data };
    },

    tick,
  };
}

export type ReportingService = ReturnType<typeof reportingService>;
