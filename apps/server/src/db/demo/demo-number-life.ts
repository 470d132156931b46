import { dayOf } from '@gsn/domain';
import { type SQL, sql } from 'drizzle-orm';
import { numberLifecycleQueries, type StockMatch } from '../../modules/inventory/index.ts';
import type { Db } from '../connect.ts';
import { rowsOf } from '../rows.ts';
import { DEMO_ORDERS } from './demo-orders-data.ts';

/**
 * The numbers of the demo orders (docs/api-numbers.md), so that the demo shows a number's whole life: accepted orders
 * hold some stock staff picked (reserved), assigned/ordered/testing orders carry their numbers (assigned), completed
 * orders deliver them (active) and the terminated order gave them back (aging, or available again once the
 * quarantine passed). The moves go through the inventory's own queries (pick → assign → activate → disconnect →
 * aging → restock), which write order_numbers and the numbers' history as the portal does; the loader then dates
 * them along the order's timeline, since the moves happened when the order's events say, not today.
 *
 * A completed order first carries the customer's own numbers already in service that fit it and no order holds (the
 * demo inventory gives customers numbers without an order: those are what the completed orders delivered), then
 * stock. Orders not yet completed take stock only: a number in service does not go back to assigned. Porting orders
 * take no stock (their numbers come from the losing carrier). Idempotent: an order that holds or held any number is
 * skipped; one order at a time in its own transaction, so an interrupted load leaves no order half done.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Statuses whose orders hold numbers. */
const HOLDING = ['accepted', 'assigned', 'ordered', 'testing', 'completed', 'terminated'] as const;
type Holding = (typeof HOLDING)[number];
const TOLL_FREE = new Set(['ITFS', 'ITFN', 'UIFN']);
/** The terminated order gave back its first half this long before its end (a quarantine ago and more: available again). */
const FIRST_RETURN_DAYS = 100;
/** A disconnection is asked for this long before its day, and confirmed a day later. */
const NOTICE_DAYS = 14;

export interface DemoNumberLifeSummary {
  /** Orders given their numbers by this load. */
  orders: number;
  /** order_numbers rows written. */
  numbers: number;
}

interface OrderRow {
  id: number;
  customer_id: number;
  code: string | null;
  master_id: number | null;
  reference: string | null;
  status: Holding;
  number_quantity: number;
  service_type: string;
  jurisdiction: string;
  city: string | null;
  city_specific: boolean;
  porting: boolean;
  translation_number_format: string | null;
  translation_number_to: string | null;
  vendor_id: number | null;
  tariff: Record<string, unknown> | null;
}

interface Moment {
  at: Date;
  account: number | null;
}

const iso = (d: Date) => d.toISOString();
const ts = (d: Date) => sql`${iso(d)}::timestamptz`;
const idList = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/** The inventory condition of StockMatch (as the inventory's queries fit a number to an order). */
function fitting(m: StockMatch): SQL {
  const parts: SQL[] = [sql`i.service_type = ${m.serviceType}`, sql`i.jurisdiction = ${m.jurisdiction}`];
  if (m.city) parts.push(sql`lower(i.city) = lower(${m.city})`);
  if (m.vendorId) parts.push(sql`i.vendor_id = ${m.vendorId}`);
  return sql.join(parts, sql` and `);
}

/** The last history row so far: the rows after it are the ones this order's moves write (in its transaction). */
async function historyMark(db: Db): Promise<number> {
  const [r] = rowsOf<{ mark: number }>(await db.execute(sql`select coalesce(max(id), 0)::int as mark from inventory_number_events`));
  return r?.mark ?? 0;
}

/** A charge of the ordered tariff (the snapshot's), as the inventory stores it. */
const charge = (tariff: Record<string, unknown> | null, field: string) => {
  const v = tariff?.[field];
  return typeof v === 'string' || typeof v === 'number' ? String(v) : null;
};

/** Loads the numbers of the demo orders; needs the demo orders and inventory. Idempotent. */
export async function loadDemoNumberLife(db: Db, now = new Date()): Promise<DemoNumberLifeSummary> {
  const summary: DemoNumberLifeSummary = { orders: 0, numbers: 0 };
  const demo = new Set(DEMO_ORDERS.map((o) => `${o.customer}|${o.reference}`));
  const rows = rowsOf<OrderRow>(
    await db.execute(sql`
      select o.id, o.customer_id, c.provider_insight_company_code as code, c.master_id, o.reference, o.status,
        o.number_quantity, o.service_type, o.jurisdiction, o.city, o.city_specific, o.porting, o.translation_number_format,
        o.translation_number_to, (h.product ->> 'vendor_id')::int as vendor_id, h.tariff
      from orders o join customers c on c.id = o.customer_id
        join service_number_type_order_history h on h.id = o.service_number_type_order_history_id
      where o.status in (${sql.join(
        HOLDING.map((s) => sql`${s}`),
        sql`, `,
      )}) and o.number_quantity > 0 and not o.porting
        and not exists (select 1 from order_numbers n where n.order_id = o.id)
      order by o.id`),
  ).filter((o) => demo.has(`${o.code}|${o.reference}`));
  if (!rows.length) return summary;

  // when (and by whom) each order reached each status: its moves are when its numbers moved
  const events = rowsOf<{ order_id: number; to_status: string; account_id: number | null; created_at: string | Date }>(
    await db.execute(sql`
      select order_id, to_status, account_id, created_at from order_events
      where order_id = any(${idList(rows.map((o) => o.id))}) and kind = 'status' order by id`),
  );
  const timeline = new Map<number, Map<string, Moment>>();
  for (const e of events) {
    const of = timeline.get(e.order_id) ?? new Map<string, Moment>();
    of.set(e.to_status, { at: new Date(e.created_at), account: e.account_id });
    timeline.set(e.order_id, of);
  }

  const agingDays = await numberLifecycleQueries(db).agingDays();
  for (const o of rows) {
    const moments = timeline.get(o.id);
    if (!moments?.get('accepted')) continue;
    const written = await db.transaction((tx) => giveNumbers(tx as unknown as Db, o, moments, agingDays, now));
    if (written) {
      summary.orders++;
      summary.numbers += written;
    }
  }
  return summary;
}

/** One order's numbers, in the caller's transaction; answers the order_numbers rows written. */
async function giveNumbers(
  db: Db,
  o: OrderRow,
  moments: Map<string, Moment>,
  agingDays: Record<string, number>,
  now: Date,
): Promise<number> {
  const q = numberLifecycleQueries(db);
  const run = async <T>(query: SQL) => rowsOf<T>(await db.execute(query));
  const accepted = moments.get('accepted')!;
  const assigned = moments.get('assigned');
  const completed = moments.get('completed');
  const terminated = moments.get('terminated');
  const delivered = o.status === 'completed' || o.status === 'terminated';
  const ref = { id: o.id, customerId: o.customer_id };
  const match: StockMatch = {
    serviceType: o.service_type,
    jurisdiction: o.jurisdiction,
    city: o.city_specific ? o.city : null,
    vendorId: o.vendor_id,
  };
  // staff picked the stock between acceptance and assignment (accepted orders: a few hours after acceptance)
  const reservedAt = assigned
    ? new Date((accepted.at.getTime() + assigned.at.getTime()) / 2)
    : new Date(Math.min(accepted.at.getTime() + 4 * HOUR, (accepted.at.getTime() + now.getTime()) / 2));
  // the customer's own numbers in service that fit the order: what the completed order delivered
  let own = 0;
  if (delivered && assigned && completed) {
    const [r] = await run<{ n: number }>(sql`
      with mine as (
        select i.id from inventory_numbers i
        where i.state = 'active' and i.customer_id = ${o.customer_id} and i.order_id is null and not i.expired and ${fitting(match)}
          and not exists (select 1 from order_numbers n where n.inventory_number_id = i.id and n.released_at is null)
        order by i.service_number limit ${o.number_quantity} for update
      ), moved as (
        update inventory_numbers i set order_id = ${o.id}, commencement_date = ${dayOf(completed.at)}::date,
          billing_start_date = ${dayOf(completed.at)}::date, state_changed_at = ${ts(completed.at)}, updated_at = now()
        from mine where i.id = mine.id
        returning i.id, i.service_number, i.customer_id
      ), linked as (
        insert into order_numbers (order_id, inventory_number_id, service_number, reserved_at, assigned_at, activated_at)
        select ${o.id}, id, service_number, ${ts(reservedAt)}, ${ts(assigned.at)}, ${ts(completed.at)} from moved
      ), history as (
        insert into inventory_number_events (inventory_number_id, from_state, to_state, order_id, customer_id, account_id, note, created_at)
        select id, 'active', 'active', ${o.id}, customer_id, ${completed.account}, 'delivered by the order', ${ts(completed.at)} from moved
      )
      select count(*)::int as n from moved`);
    own = r?.n ?? 0;
  }

  const mark = await historyMark(db);
  // stock: staff picked half of an accepted order so far; the other orders the rest of their quantity
  const wanted = o.status === 'accepted' ? Math.ceil(o.number_quantity / 2) : o.number_quantity - own;
  const picker = assigned?.account ?? accepted.account;
  const picked = wanted > 0 && picker !== null ? await q.pick(ref, match, wanted, picker) : [];
  const pickedIds = picked.map((p) => p.id);
  if (assigned && assigned.account !== null) {
    await q.assign(ref, assigned.account);
    if (pickedIds.length) await fillCustomerFields(db, o, pickedIds, assigned.at);
    if (own + picked.length < o.number_quantity) {
      // assigned with fewer numbers than ordered takes a reason (as the orders service asks for one)
      const reason = `Only ${own + picked.length} of ${o.number_quantity} numbers were in stock; the vendor delivers the rest.`;
      await db.execute(sql`
        update order_events set details = ${JSON.stringify({ short_reason: reason })}::jsonb
        where order_id = ${o.id} and kind = 'status' and to_status = 'assigned'`);
    }
  }
  if (delivered && completed && completed.account !== null) await q.activate(ref, dayOf(completed.at), completed.account);

  // the stock's moves happened along the order's timeline
  if (pickedIds.length) {
    await db.execute(sql`
      update order_numbers n set reserved_at = ${ts(reservedAt)},
        assigned_at = case when n.assigned_at is null then null else ${ts(assigned?.at ?? reservedAt)} end,
        activated_at = case when n.activated_at is null then null else ${ts(completed?.at ?? reservedAt)} end
      where n.order_id = ${o.id} and n.inventory_number_id = any(${idList(pickedIds)})`);
  }
  await db.execute(sql`
    update inventory_number_events e set created_at = case e.to_state
      when 'reserved' then ${ts(reservedAt)} when 'assigned' then ${ts(assigned?.at ?? reservedAt)}
      else ${ts(completed?.at ?? reservedAt)} end
    where e.id > ${mark} and e.to_state in ('reserved', 'assigned', 'active')`);

  if (o.status === 'terminated' && terminated && completed) await giveBack(db, o, completed.at, terminated.at, agingDays, now);
  else if (o.status === 'completed') await askToGiveBack(db, o, now);

  // each number's state changed when its last history row says
  await db.execute(sql`
    update inventory_numbers i set state_changed_at = last.created_at
    from (select distinct on (inventory_number_id) inventory_number_id, created_at from inventory_number_events
          where id > ${mark} order by inventory_number_id, id desc) last
    where i.id = last.inventory_number_id`);
  const [n] = await run<{ n: number }>(sql`select count(*)::int as n from order_numbers where order_id = ${o.id}`);
  return n?.n ?? 0;
}

/**
 * Stock numbers that became the customer's get what the provider records for a customer's number (as the demo
 * inventory has it for the numbers customers hold): routing, the customer's OCN, the ordered tariff's charges, a
 * service request reference, the loopback trunks of SIP Trunking, the translation numbers the order listed.
 */
async function fillCustomerFields(db: Db, o: OrderRow, ids: readonly number[], assignedAt: Date) {
  const tollFree = TOLL_FREE.has(o.service_type);
  const sip = o.service_type === 'SIP Trunking';
  const translations =
    o.translation_number_format === 'individual'
      ? (o.translation_number_to ?? '')
          .split(/[\s,;]+/)
          .map((t) => t.trim())
          .filter(Boolean)
      : [];
  const tag = sql`upper(left(coalesce(i.city, (select j.country_code from jurisdictions j where j.name = i.jurisdiction), 'XX'), 3))`;
  const t = o.tariff;
  await db.execute(sql`
    update inventory_numbers i set
      routing_vendor = coalesce((select upper(substr(v.provider_insight_company_code, 2, 3)) from vendors v where v.id = i.vendor_id), 'VND')
        || '-' || ${tag} || '-0' || (1 + i.id % 4),
      ocn_for_customer = ${(o.code ?? 'XX').slice(0, 2)} || lpad((i.id % 97)::text, 2, '0'),
      irouting_billing = ${tollFree ? 'per minute' : 'flat monthly'},
      currency = ${charge(t, 'currency')}, nrc = ${charge(t, 'nrc')}::numeric, mrc = ${charge(t, 'mrc')}::numeric,
      inbound_charges = ${charge(t, 'inbound_charges')}::numeric,
      outbound_charges_fixed = ${charge(t, 'outbound_charges_fixed')}::numeric,
      outbound_charges_mobile = ${charge(t, 'outbound_charges_mobile')}::numeric,
      outbound_charges_special = ${charge(t, 'outbound_charges_special')}::numeric,
      billing_incremental = ${charge(t, 'billing_incremental')},
      sr_reference = ${`SR-${assignedAt.getUTCFullYear()}-`} || lpad(i.id::text, 5, '0'),
      daisy_loopback_trunk = ${sip ? sql`'DLB-' || ${tag} || '-0' || (1 + i.id % 3)` : sql`i.daisy_loopback_trunk`},
      allinone_loopback_trunk = ${sip ? sql`'AIO-' || ${tag} || '-0' || (1 + i.id % 2)` : sql`i.allinone_loopback_trunk`},
      translation_termination_number = ${
        translations.length
          ? sql`(${`{${translations.join(',')}}`}::text[])[1 + i.id % ${translations.length}]`
          : sql`i.translation_termination_number`
      },
      translated_routing = ${
        translations.length
          ? sql`'TR' || (select j.country_code from jurisdictions j where j.name = i.jurisdiction) || lpad(i.id::text, 5, '0')`
          : sql`i.translated_routing`
      }
    where i.id = any(${idList(ids)})`);
}

/**
 * The terminated order gave its numbers back in two goes: the first half long enough ago that their quarantine is
 * over (available again), the rest when the service ended (still aging). The customer's master asked, staff confirmed
 * a day later, the numbers left on their day; a number back in stock keeps nothing of its last customer's service.
 */
async function giveBack(db: Db, o: OrderRow, completedAt: Date, endedAt: Date, agingDays: Record<string, number>, now: Date) {
  const q = numberLifecycleQueries(db);
  const live = rowsOf<{ id: number }>(
    await db.execute(sql`
      select id from order_numbers where order_id = ${o.id} and released_at is null and activated_at is not null
      order by service_number`),
  ).map((r) => r.id);
  if (!live.length || o.master_id === null) return;
  const lastDay = dayOf(endedAt);
  const firstDay = dayOf(new Date(Math.max(completedAt.getTime() + (NOTICE_DAYS + 2) * DAY, endedAt.getTime() - FIRST_RETURN_DAYS * DAY)));
  const half = Math.floor(live.length / 2);
  if (half) await q.requestDisconnect(o.id, live.slice(0, half), firstDay, o.master_id);
  await q.requestDisconnect(o.id, live.slice(half), lastDay, o.master_id);
  await q.confirmDisconnect(o.id, null);
  const mark = await historyMark(db);
  const aged = await q.startAging(dayOf(now), o.id);
  const numbers = aged.map((a) => a.id);
  await db.execute(sql`
    update order_numbers n set
      disconnect_requested_at = (n.disconnect_date::timestamp at time zone 'UTC') - ${`${NOTICE_DAYS} days`}::interval,
      disconnect_confirmed_at = (n.disconnect_date::timestamp at time zone 'UTC') - ${`${NOTICE_DAYS - 1} days`}::interval,
      released_at = case when n.disconnect_date = ${lastDay}::date then ${ts(endedAt)}
        else (n.disconnect_date::timestamp at time zone 'UTC') + interval '1 minute' end
    where n.order_id = ${o.id} and n.release_reason = 'disconnected'`);
  // the customer's routing, prices and service dates leave with it
  await db.execute(sql`
    update inventory_numbers i set routing_vendor = null, translated_routing = null, ocn_for_customer = null,
      translation_termination_number = null, irouting_billing = null, currency = null, nrc = null, mrc = null,
      inbound_charges = null, outbound_charges_fixed = null, outbound_charges_mobile = null, outbound_charges_special = null,
      billing_incremental = null, commencement_date = null, billing_start_date = null, sr_reference = null,
      daisy_loopback_trunk = null, allinone_loopback_trunk = null
    where i.id = any(${idList(numbers)})`);
  await q.restock(now);
  // aging from the day each left, back in stock when its quarantine ended
  const days = agingDays[o.service_type] ?? 0;
  await db.execute(sql`
    update inventory_number_events e set created_at = case e.to_state when 'aging' then n.released_at
      else (n.disconnect_date::timestamp at time zone 'UTC') + ${`${days} days`}::interval end
    from order_numbers n
    where e.id > ${mark} and e.to_state in ('aging', 'available') and n.order_id = ${o.id}
      and n.inventory_number_id = e.inventory_number_id and n.release_reason = 'disconnected'`);
}

/**
 * A completed order whose customer asked, two days ago, to give back a few numbers in two weeks: staff have a
 * disconnection to confirm (the order named by `givesBack` in the demo orders).
 */
async function askToGiveBack(db: Db, o: OrderRow, now: Date) {
  const wish = DEMO_ORDERS.find((d) => d.customer === o.code && d.reference === o.reference)?.givesBack;
  if (!wish || o.master_id === null) return;
  const q = numberLifecycleQueries(db);
  const live = rowsOf<{ id: number }>(
    await db.execute(sql`
      select id from order_numbers where order_id = ${o.id} and released_at is null and activated_at is not null
      order by service_number desc limit ${wish}`),
  ).map((r) => r.id);
  if (!live.length) return;
  await q.requestDisconnect(o.id, live, dayOf(new Date(now.getTime() + NOTICE_DAYS * DAY)), o.master_id);
  await db.execute(sql`
    update order_numbers set disconnect_requested_at = ${ts(new Date(now.getTime() - 2 * DAY))}
    where id = any(${idList(live)})`);
}
