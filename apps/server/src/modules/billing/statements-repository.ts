import { fromUnits, monthBounds, toUnits } from '@gsn/domain';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { CALL_LOAD_LOCK } from '../../db/call-load-lock.ts';
import type { Db } from '../../db/connect.ts';
import { transactional } from '../../db/transactional.ts';
import { customers, userProfiles } from '../../db/schema.ts';
import { billingMonths, callUsageMonthly, statementLines, statements } from './schema.ts';

/** One pricing level's one-time and monthly charges (a number's own, its order's custom tariff, its product's). */
export interface ChargeLevel {
  kind: 'number_charges' | 'order_tariff' | 'product_tariff';
  id: number;
  currency: string | null;
  nrc: string | null;
  mrc: string | null;
  channel_nrc: string | null;
  channel_mrc: string | null;
}

/** A number an order held active during the month, with its dates and the levels of its charges (most specific first). */
export interface ServicePeriodRow {
  customer_id: number;
  customer_name: string;
  order_id: number;
  service_type: string;
  service_number: string;
  active_from: string;
  active_until: string | null;
  billing_start_date: string | null;
  commencement_date: string | null;
  expiration_date: string | null;
  levels: ChargeLevel[];
}

/** A SIP trunk's channels: from the day its order was completed. */
export interface ChannelRow {
  customer_id: number;
  customer_name: string;
  order_id: number;
  service_type: string;
  channels: number;
  active_from: string;
  levels: ChargeLevel[];
}

/** Rated calls of a statement, summed per number, origin and rate: this month's (usage) or a closed month's (adjustment). */
export interface UsageRow {
  kind: 'usage' | 'adjustment';
  customer_id: number;
  customer_name: string;
  currency: string;
  calls_month: string;
  service_number: string;
  service_type: string;
  origin_type: string | null;
  rate: string;
  increment: string | null;
  rate_field: string | null;
  source_kind: string | null;
  source_id: number | null;
  calls: number;
  billed_seconds: number;
  cost: string;
}

/** Calls of the month no pricing rates, per company, number and reason (what billing staff must look at). */
export interface UnratedRow {
  customer_id: number;
  customer_name: string;
  service_number: string;
  service_type: string;
  reason: string;
  calls: number;
}

export interface StoredStatement {
  id: number;
  customer_id: number;
  customer_name: string;
  month: string;
  currency: string;
  one_time: string;
  recurring: string;
  usage: string;
  adjustments: string;
  total: string;
  closed_at: Date;
}

export type StoredLine = typeof statementLines.$inferSelect;

/** A statement as a month's close keeps it. */
export interface KeptStatement {
  customer_id: number;
  currency: string;
  totals: Record<'one_time' | 'recurring' | 'usage' | 'adjustments' | 'total', string>;
  lines: Omit<StoredLine, 'id' | 'statement_id'>[];
}

/** The charge levels of an order's number (`withNumber`: its own charges first) as a JSON array, most specific first. */
const levelsSql = (withNumber: boolean) => sql`
  jsonb_build_array(
    ${
      withNumber
        ? sql`case when inv.id is not null then jsonb_build_object('kind', 'number_charges', 'id', inv.id, 'currency', inv.currency,
      'nrc', inv.nrc, 'mrc', inv.mrc, 'channel_nrc', null, 'channel_mrc', null) end`
        : sql`null`
    },
    case when ct.id is not null then jsonb_build_object('kind', 'order_tariff', 'id', ct.id, 'currency', ct.currency,
      'nrc', ct.nrc, 'mrc', ct.mrc, 'channel_nrc', ct.nrc_channel_charges, 'channel_mrc', ct.mrc_channel_charges) end,
    case when st.id is not null then jsonb_build_object('kind', 'product_tariff', 'id', st.id, 'currency', st.currency,
      'nrc', st.nrc, 'mrc', st.mrc, 'channel_nrc', st.nrc_channel_charges, 'channel_mrc', st.mrc_channel_charges) end
  )`;

// a numeric inside JSON loses its scale ("12" or 12 for 12.0000): amounts come back with their 4 decimals
const amount = (v: unknown): string | null => (v === null || v === undefined ? null : fromUnits(toUnits(String(v))));
const cleanLevels = (levels: (ChargeLevel | null)[]): ChargeLevel[] =>
  levels
    .filter((l): l is ChargeLevel => l !== null)
    .map((l) => ({ ...l, nrc: amount(l.nrc), mrc: amount(l.mrc), channel_nrc: amount(l.channel_nrc), channel_mrc: amount(l.channel_mrc) }));

/** What statements read: the numbers and trunks charged in a month, closed months and the statements they keep. */
function queries(db: Db) {
  const rowsOf = <T>(r: unknown): T[] => (r as { rows?: T[] }).rows ?? (r as T[]);
  return {
    /** The numbers active on some day of the month (one company, or every company), with their charge levels. */
    async servicePeriods(month: string, customerId: number | null): Promise<ServicePeriodRow[]> {
      const { first, next } = monthBounds(month);
      const r = await db.execute(sql`
        select o.customer_id, c.name as customer_name, o.id as order_id, o.service_type, onr.service_number,
          to_char((onr.activated_at at time zone 'UTC')::date, 'YYYY-MM-DD') as active_from,
          case when onr.released_at is not null then
            to_char(coalesce(onr.disconnect_date, (onr.released_at at time zone 'UTC')::date), 'YYYY-MM-DD') end as active_until,
          to_char(inv.billing_start_date, 'YYYY-MM-DD') as billing_start_date,
          to_char(inv.commencement_date, 'YYYY-MM-DD') as commencement_date,
          to_char(inv.expiration_date, 'YYYY-MM-DD') as expiration_date,
          ${levelsSql(true)} as levels
        from order_numbers onr
        join orders o on o.id = onr.order_id
        join customers c on c.id = o.customer_id
        left join inventory_numbers inv on inv.id = onr.inventory_number_id
        left join tariffs ct on ct.id = o.custom_tariff_id
        left join tariffs st on st.type = 'standard' and st.service_number_type_id = o.service_number_type_id
        where onr.activated_at is not null
          and onr.activated_at < ${next}::date
          and (onr.released_at is null or coalesce(onr.disconnect_date, (onr.released_at at time zone 'UTC')::date) > ${first}::date)
          and (${customerId}::int is null or o.customer_id = ${customerId}::int)
        order by o.customer_id, onr.service_number, onr.id`);
      return rowsOf<ServicePeriodRow & { levels: (ChargeLevel | null)[] }>(r).map((row) => ({ ...row, levels: cleanLevels(row.levels) }));
    },

    /** SIP trunks with channels whose order was completed before the month ended, with their charge levels. */
    async channels(month: string, customerId: number | null): Promise<ChannelRow[]> {
      const { next } = monthBounds(month);
      const r = await db.execute(sql`
        select o.customer_id, c.name as customer_name, o.id as order_id, o.service_type, o.channel_quantity as channels,
          to_char((done.at at time zone 'UTC')::date, 'YYYY-MM-DD') as active_from,
          ${levelsSql(false)} as levels
        from orders o
        join customers c on c.id = o.customer_id
        join lateral (select min(e.created_at) as at from order_events e where e.order_id = o.id and e.to_status = 'completed') done on done.at is not null
        left join tariffs ct on ct.id = o.custom_tariff_id
        left join tariffs st on st.type = 'standard' and st.service_number_type_id = o.service_number_type_id
        where o.channel_quantity > 0
          and done.at < ${next}::date
          and (${customerId}::int is null or o.customer_id = ${customerId}::int)
        order by o.customer_id, o.id`);
      return rowsOf<ChannelRow & { levels: (ChargeLevel | null)[] }>(r).map((row) => ({ ...row, levels: cleanLevels(row.levels) }));
    },

    /** The account's interface language as its profile sets it. */
    async languageOf(accountId: number): Promise<string | null> {
      const [row] = await db.select({ language: userProfiles.language }).from(userProfiles).where(eq(userProfiles.account_id, accountId));
      return row?.language ?? null;
    },

    /**
     * The rated calls a month's statement holds (docs/billing.md, Statements), from the usage counters
     * (`call_usage_monthly`, billing-usage-sql.ts), never the calls: its own calls loaded while it was open (usage), and
     * the calls of earlier months loaded after those closed and while this one was open (adjustments). A call's
     * statement month is decided when it is loaded, under the call loading lock a close holds too, so the counters of
     * a month being closed are exactly what its statement keeps.
     */
    async usage(month: string, customerId: number | null): Promise<UsageRow[]> {
      const r = await db.execute(sql`
        select case when k.calls_month = ${month} then 'usage' else 'adjustment' end as kind,
          k.customer_id, cu.name as customer_name, k.currency, k.calls_month,
          coalesce(inv.service_number, nullif(k.called_number, '')) as service_number, k.service_type,
          nullif(k.origin_type, '') as origin_type, k.rate::text as rate, nullif(k.rating_increment, '') as increment,
          nullif(k.rating_source, '') as source_kind, nullif(k.rating_source_id, 0) as source_id,
          sum(k.calls)::int as calls, sum(k.billed_seconds)::bigint as billed_seconds, sum(k.cost)::numeric(18, 4)::text as cost
        from ${callUsageMonthly} k
        join customers cu on cu.id = k.customer_id
        left join inventory_numbers inv on inv.id = nullif(k.inventory_number_id, 0)
        where k.statement_month = ${month} and k.calls > 0
          and (${customerId}::int is null or k.customer_id = ${customerId}::int)
        group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12
        order by 2, 4, 1 desc, 5, 6, 8, 9`);
      return rowsOf<UsageRow & { billed_seconds: string | number }>(r).map((u) => ({
        ...u,
        rate_field: null,
        billed_seconds: Number(u.billed_seconds),
        cost: fromUnits(toUnits(String(u.cost))),
        rate: fromUnits(toUnits(String(u.rate))),
      }));
    },

    /** The month's calls that could not be rated, per company, number and reason. */
    async unrated(month: string, customerId: number | null): Promise<UnratedRow[]> {
      const { first, next } = monthBounds(month);
      const r = await db.execute(sql`
        select c.customer_id, cu.name as customer_name, coalesce(inv.service_number, c.called_number) as service_number,
          c.service_type, c.unrated_reason as reason, count(*)::int as calls
        from calls c
        join customers cu on cu.id = c.customer_id
        left join inventory_numbers inv on inv.id = c.inventory_number_id
        where c.unrated_reason is not null
          and c.seized_at >= ${first}::timestamptz and c.seized_at < ${next}::timestamptz
          and (${customerId}::int is null or c.customer_id = ${customerId}::int)
        group by 1, 2, 3, 4, 5
        order by 2, 3, 5`);
      return rowsOf<UnratedRow>(r);
    },

    async customerName(id: number): Promise<string | undefined> {
      const [row] = await db.select({ name: customers.name }).from(customers).where(eq(customers.id, id));
      return row?.name;
    },

    /** Closed months, newest first. */
    async closedMonths(): Promise<{ month: string; closed_at: Date }[]> {
      return db
        .select({ month: billingMonths.month, closed_at: billingMonths.closed_at })
        .from(billingMonths)
        .orderBy(desc(billingMonths.month));
    },

    /** The statements kept by a closed month (one company's, or every company's). */
    async storedStatements(month: string, customerId: number | null): Promise<StoredStatement[]> {
      return db
        .select({
          id: statements.id,
          customer_id: statements.customer_id,
          customer_name: customers.name,
          month: statements.month,
          currency: statements.currency,
          one_time: statements.one_time,
          recurring: statements.recurring,
          usage: statements.usage,
          adjustments: statements.adjustments,
          total: statements.total,
          closed_at: statements.closed_at,
        })
        .from(statements)
        .innerJoin(customers, eq(customers.id, statements.customer_id))
        .where(sql`${statements.month} = ${month} and (${customerId}::int is null or ${statements.customer_id} = ${customerId}::int)`)
        .orderBy(asc(customers.name), asc(statements.currency));
    },

    async storedLines(statementIds: number[]): Promise<StoredLine[]> {
      if (!statementIds.length) return [];
      return db.select().from(statementLines).where(inArray(statementLines.statement_id, statementIds)).orderBy(asc(statementLines.id));
    },

    /** Holds the call loading lock to the transaction's end and answers the database's time: no load commits meanwhile. */
    async holdCallLoads(): Promise<Date> {
      await db.execute(sql`select pg_advisory_xact_lock(${CALL_LOAD_LOCK})`);
      const [row] = rowsOf<{ at: string | Date }>(await db.execute(sql`select clock_timestamp() as at`));
      return new Date(row!.at);
    },

    /** Records the month closed at `at` and keeps a statement (lines included); answers the statement's id. */
    async closeMonth(month: string, at: Date, accountId: number) {
      await db.insert(billingMonths).values({ month, closed_at: at, closed_by: accountId });
    },

    async keep(month: string, at: Date, s: KeptStatement): Promise<number> {
      const [row] = await db
        .insert(statements)
        .values({ customer_id: s.customer_id, month, currency: s.currency, ...s.totals, closed_at: at })
        .returning({ id: statements.id });
      for (let i = 0; i < s.lines.length; i += 1000) {
        await db.insert(statementLines).values(s.lines.slice(i, i + 1000).map((l) => ({ ...l, statement_id: row!.id })));
      }
      return row!.id;
    },
  };
}

/** The queries, and `transaction(fn)` running them in one transaction (db/transactional.ts). */
export const statementsRepository = (db: Db) => transactional(db, queries);
export type StatementsRepository = ReturnType<typeof statementsRepository>;
type StatementQueries = ReturnType<typeof queries>;
export type { StatementQueries };
