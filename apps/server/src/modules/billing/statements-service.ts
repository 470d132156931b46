import {
  BILLING_MESSAGES,
  type ChargeLine,
  chargePeriod,
  type ChargePeriod,
  monthCharges,
  nextMonth,
  type ServiceCharges,
  type StatementLine,
  type StatementSummary,
  type StatementWithLines,
  languageOrEnglish,
  statementTotals,
  toCents,
} from '@gsn/domain';
import { noteAudit } from '../../db/write-context.ts';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors.ts';
import { renderStatement, type StatementFormat } from './statements-documents.ts';
import type { Principal } from '../../security/principal.ts';
import type { StatementEventParams } from '@gsn/domain/billing/events';
import type { Db } from '../../db/connect.ts';
import type { Events } from '../../lib/events.ts';
import type { Outbox } from '../../lib/outbox.ts';
import type { Notifier } from '../notifications/index.ts';
import type { ChargeLevel, KeptStatement, StatementQueries, StatementsRepository, StoredLine } from './statements-repository.ts';

const STATEMENT_CONTENT_TYPES: Record<StatementFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** The notification type of a closed statement (billing.ts's manifest seeds it). */
export const STATEMENT_CLOSED_TYPE = { functionality_id: 300, category: 'billing', sub_category: 'statement', action: 'closed' };

type ChargeField = 'nrc' | 'mrc' | 'channel_nrc' | 'channel_mrc';
const FIELDS: ChargeField[] = ['nrc', 'channel_nrc', 'mrc', 'channel_mrc'];

/** The level that sets the charge (most specific first), with its currency (else the first level's that has one). */
function chargeOf(levels: readonly ChargeLevel[], field: ChargeField) {
  const level = levels.find((l) => l[field] !== null);
  const currency = level?.currency ?? levels.find((l) => l.currency)?.currency;
  if (!level || !currency) return undefined;
  return { amount: level[field]!, currency, source: { kind: level.kind, id: level.id } };
}

/** A service's charge lines of the month, each field priced by its own level (and in that level's currency). */
function serviceLines(period: ChargePeriod, levels: readonly ChargeLevel[], channels: number, month: string) {
  const out: { currency: string; line: ChargeLine }[] = [];
  for (const field of FIELDS) {
    const c = chargeOf(levels, field);
    if (!c) continue;
    const charges: ServiceCharges = { nrc: null, mrc: null, channel_nrc: null, channel_mrc: null, channels, source: c.source };
    charges[field] = c.amount;
    for (const line of monthCharges(period, charges, month)) out.push({ currency: c.currency, line });
  }
  return out;
}

const emptyExplain = {
  source: null,
  unit_amount: null,
  period_start: null,
  period_end: null,
  days: null,
  days_in_month: null,
  channels: null,
  rate: null,
  increment: null,
  rate_field: null,
};

interface Draft {
  customer_id: number;
  customer_name: string;
  currency: string;
  lines: StatementLine[];
}

const withTotals = (d: Draft, month: string, status: 'open' | 'closed', closedAt: Date | null) => {
  const totals = statementTotals(d.lines);
  return {
    customer_id: d.customer_id,
    customer_name: d.customer_name,
    month,
    currency: d.currency,
    status,
    closed_at: closedAt,
    ...totals,
    total_due: toCents(totals.total),
  };
};

const lineOfStored = (l: StoredLine): StatementLine => ({
  kind: l.kind as StatementLine['kind'],
  order_id: l.order_id,
  service_number: l.service_number,
  service_type: l.service_type,
  origin_type: l.origin_type,
  calls_month: l.calls_month,
  calls: l.calls,
  billed_seconds: l.billed_seconds,
  quantity: l.quantity,
  amount: l.amount,
  explain: { ...emptyExplain, ...(l.explain as Partial<StatementLine['explain']>) },
});

/**
 * Monthly statements (docs/billing.md, Statements): per company, month and currency, the one-time and recurring
 * charges of its numbers and trunks and the usage of its calls. An open month's statements are computed when asked
 * for; closing the month keeps them as they stand.
 */
export interface StatementsServiceDeps {
  repo: StatementsRepository;
  notifier: Notifier;
  events: Events;
  outbox: Outbox;
}

export function statementsService(d: StatementsServiceDeps) {
  const { repo } = d;

  /**
   * Computes a month's statements (one company's or every company's), by company and currency. Its calls are the
   * usage counters of the month: a close, holding the call loading lock, counts every call loaded before it; the
   * calls loaded from then on count on the next month as adjustments.
   */
  async function compute(month: string, customerId: number | null, q: StatementQueries = repo): Promise<Draft[]> {
    const [numbers, trunks, usage] = await Promise.all([
      q.servicePeriods(month, customerId),
      q.channels(month, customerId),
      q.usage(month, customerId),
    ]);
    const drafts = new Map<string, Draft>();
    const add = (customer: { customer_id: number; customer_name: string }, currency: string, line: StatementLine) => {
      const key = `${customer.customer_id}/${currency}`;
      const draft = drafts.get(key) ?? { customer_id: customer.customer_id, customer_name: customer.customer_name, currency, lines: [] };
      drafts.set(key, draft);
      draft.lines.push(line);
    };
    for (const n of numbers) {
      const period = chargePeriod(n);
      for (const { currency, line } of serviceLines(period, n.levels, 0, month)) {
        add(n, currency, {
          ...base(n.order_id, n.service_number, n.service_type),
          kind: line.kind,
          quantity: line.quantity,
          amount: line.amount,
          explain: { ...emptyExplain, ...line.explain, days: line.explain.days ?? null, days_in_month: line.explain.days_in_month ?? null },
        });
      }
    }
    for (const t of trunks) {
      const period = { start: t.active_from, end: null };
      for (const { currency, line } of serviceLines(period, t.levels, t.channels, month)) {
        if (line.kind !== 'channel_nrc' && line.kind !== 'channel_mrc') continue;
        add(t, currency, {
          ...base(t.order_id, null, t.service_type),
          kind: line.kind,
          quantity: line.quantity,
          amount: line.amount,
          explain: {
            ...emptyExplain,
            ...line.explain,
            days: line.explain.days ?? null,
            days_in_month: line.explain.days_in_month ?? null,
            channels: line.explain.channels ?? null,
          },
        });
      }
    }
    for (const u of usage) {
      add(u, u.currency, {
        ...base(null, u.service_number, u.service_type),
        kind: u.kind,
        origin_type: u.origin_type,
        calls_month: u.kind === 'adjustment' ? u.calls_month : null,
        calls: u.calls,
        billed_seconds: u.billed_seconds,
        quantity: u.calls,
        amount: u.cost,
        explain: {
          ...emptyExplain,
          rate: u.rate,
          increment: u.increment,
          source: u.source_kind && u.source_id !== null ? { kind: u.source_kind as ChargeLevel['kind'], id: u.source_id } : null,
        },
      });
    }
    return [...drafts.values()].sort((a, b) => a.customer_name.localeCompare(b.customer_name) || a.currency.localeCompare(b.currency));
  }

  const base = (orderId: number | null, serviceNumber: string | null, serviceType: string | null) => ({
    order_id: orderId,
    service_number: serviceNumber,
    service_type: serviceType,
    origin_type: null,
    calls_month: null,
    calls: null,
    billed_seconds: null,
  });

  async function closedAt(month: string, q: StatementQueries = repo): Promise<Date | null> {
    return (await q.closedMonths()).find((m) => m.month === month)?.closed_at ?? null;
  }

  /** Tells the company of a kept statement: a notification to its master and billing accounts, a webhook event. */
  async function announce(tx: Db, p: Principal, month: string, s: KeptStatement, at: Date): Promise<number[]> {
    const params: StatementEventParams = { customer_id: s.customer_id, month, currency: s.currency, total_due: toCents(s.totals.total) };
    return [
      await d.notifier.record(tx, {
        type: STATEMENT_CLOSED_TYPE,
        company: s.customer_id,
        actor: { accountId: p.accountId, accountTypeId: p.accountTypeId, customerId: p.customerId },
        // the month's statements page (a customer sees its own there)
        subject: { kind: 'billing_month', id: Number(month.replace('-', '')) },
        event: 'statement.closed',
        params: { ...params },
        status: 'closed',
      }),
      await d.events.record(tx, 'statement.closed', s.customer_id, { statement: { ...params, ...s.totals, closed_at: at.toISOString() } }),
    ];
  }

  /** A customer reads its own company's statements only; staff any company's. */
  function scope(p: Principal, customerId: number | undefined): number | null {
    if (p.customerId === null) return customerId ?? null;
    if (customerId !== undefined && customerId !== p.customerId) throw forbidden();
    return p.customerId;
  }

  const service = {
    /** The month's statements without their lines: every company's for staff (or one's), the caller's own company's. */
    async list(
      p: Principal,
      month: string,
      customerId?: number,
    ): Promise<{ data: StatementSummary[]; month: string; month_status: 'open' | 'closed' }> {
      const company = scope(p, customerId);
      const closed = await closedAt(month);
      if (closed) {
        const rows = await repo.storedStatements(month, company);
        return {
          data: rows.map((r) => ({ ...r, status: 'closed' as const, closed_at: r.closed_at, total_due: toCents(r.total) })),
          month,
          month_status: 'closed',
        };
      }
      return { data: (await compute(month, company)).map((dr) => withTotals(dr, month, 'open', null)), month, month_status: 'open' };
    },

    /** One company's statements of the month (one per currency), with their lines. */
    async show(p: Principal, customerId: number, month: string): Promise<StatementWithLines[]> {
      const company = scope(p, customerId)!;
      const closed = await closedAt(month);
      if (closed) {
        const rows = await repo.storedStatements(month, company);
        const lines = await repo.storedLines(rows.map((r) => r.id));
        return rows.map((r) => ({
          ...r,
          status: 'closed' as const,
          total_due: toCents(r.total),
          lines: lines.filter((l) => l.statement_id === r.id).map(lineOfStored),
        }));
      }
      return (await compute(month, company)).map((dr) => ({ ...withTotals(dr, month, 'open', null), lines: dr.lines }));
    },

    /** The month's calls no pricing rates (staff): per company, number and reason. */
    unrated: (month: string, customerId?: number) => repo.unrated(month, customerId ?? null),

    /** One company's statements of the month as a file in the reader's language (else the profile's). */
    async download(p: Principal, customerId: number, month: string, format: StatementFormat, language?: string) {
      const company = scope(p, customerId)!;
      const [statements, name, own] = await Promise.all([
        service.show(p, company, month),
        repo.customerName(company),
        repo.languageOf(p.accountId),
      ]);
      if (name === undefined) throw notFound();
      const lang = languageOrEnglish(language ?? own);
      const file = await renderStatement(statements, format, lang, name, month);
      const slug =
        name
          .replace(/[^A-Za-z0-9]+/g, '-')
          .replace(/^-|-$/g, '')
          .slice(0, 40) || `customer-${company}`;
      return { file, filename: `statement-${slug}-${month}.${format}`, contentType: STATEMENT_CONTENT_TYPES[format] };
    },

    /**
     * Closes a month that has ended (UTC), the month after the last closed one: every company's statements are kept as
     * they stand and never change again. Audited.
     */
    async close(p: Principal, month: string, now = new Date()) {
      if (month >= now.toISOString().slice(0, 7)) throw unprocessable('billing.month_not_ended', BILLING_MESSAGES.monthNotEnded);
      const months = await repo.closedMonths();
      if (months.some((m) => m.month === month)) throw conflict('billing.month_closed', BILLING_MESSAGES.monthClosed);
      const last = months[0]?.month;
      if (last !== undefined && month !== nextMonth(last)) throw conflict('billing.month_out_of_order', BILLING_MESSAGES.monthOutOfOrder);
      // computed and kept in one transaction holding the call loading lock: every call loaded before the close's time
      // is in its figures, every call loaded after it goes to the next month
      const {
        closedAt: at,
        count,
        messages,
      } = await repo.transaction(async (tx, txDb) => {
        const closedAt = await tx.holdCallLoads();
        const drafts = await compute(month, null, tx);
        // noted before the transaction commits, which writes it with the change
        noteAudit({
          action: 'billing.month_closed',
          subject: { kind: 'billing_month', id: month, customer_id: null },
          changes: { statements: { from: null, to: drafts.length } },
        });
        await tx.closeMonth(month, closedAt, p.accountId);
        const out: number[] = [];
        for (const dr of drafts) {
          const { total_due: _due, ...totals } = withTotals(dr, month, 'closed', null);
          const kept = {
            customer_id: dr.customer_id,
            currency: dr.currency,
            totals: {
              one_time: totals.one_time,
              recurring: totals.recurring,
              usage: totals.usage,
              adjustments: totals.adjustments,
              total: totals.total,
            },
            lines: dr.lines.map((l) => ({ ...l, explain: l.explain as Record<string, unknown> })),
          };
          await tx.keep(month, closedAt, kept);
          out.push(...(await announce(txDb, p, month, kept, closedAt)));
        }
        return { closedAt, count: drafts.length, messages: out };
      });
      await d.outbox.deliver(messages);
      return { month, closed_at: at, statements: count };
    },
  };
  return service;
}

export type StatementsService = ReturnType<typeof statementsService>;
