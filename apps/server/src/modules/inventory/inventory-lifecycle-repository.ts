import { agingConfigField, agingDays, DEFAULT_AGING_DAYS, type NumberState, SERVICE_TYPES } from '@gsn/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { rowsOf } from '../../db/rows.ts';
import { callRerating } from '../billing/index.ts';

/**
 * The SQL of a number's life (docs/api-numbers.md): every change is one set-based statement that moves the numbers'
 * state, writes their order rows and their history in the same statement (data-modifying CTEs), so a change and its
 * history exist together or not at all. Stock is taken with `FOR UPDATE SKIP LOCKED`: two staff picking for two
 * orders at once each get different numbers, neither waits for the other.
 */

/** What an order needs of a number for it to fit: the product's service type, jurisdiction, city, vendor. */
export interface StockMatch {
  serviceType: string;
  jurisdiction: string;
  /** Only numbers of this city (a city-specific order). */
  city?: string | null;
  /** Only numbers of this vendor (the product's, when it names one). */
  vendorId?: number | null;
}

/** An order as the number queries need it. */
export interface OrderRef {
  id: number;
  customerId: number;
}

/** A number moved by a change: enough to announce it. */
export interface MovedNumber {
  id: number;
  service_number: string;
  order_id: number | null;
  customer_id: number | null;
}

export interface OrderNumberRow {
  id: number;
  inventory_number_id: number | null;
  service_number: string;
  city: string | null;
  translated_routing: string | null;
  translation_termination_number: string | null;
  reserved_at: Date;
  assigned_at: Date | null;
  activated_at: Date | null;
  disconnect_requested_at: Date | null;
  disconnect_date: string | null;
  disconnect_confirmed_at: Date | null;
  released_at: Date | null;
  release_reason: string | null;
}

const matchSql = (m: StockMatch, alias = 'i') => {
  const a = sql.raw(alias);
  // an expired number is never sold again
  const parts: SQL[] = [sql`${a}.service_type = ${m.serviceType}`, sql`${a}.jurisdiction = ${m.jurisdiction}`, sql`not ${a}.expired`];
  if (m.city) parts.push(sql`lower(${a}.city) = lower(${m.city})`);
  if (m.vendorId) parts.push(sql`${a}.vendor_id = ${m.vendorId}`);
  return sql.join(parts, sql` and `);
};

/**
 * What a number carried for its last customer (routing, translation, prices, service dates and reference): cleared
 * when it leaves the customer, so that the next one starts from a clean number.
 */
const CUSTOMER_SERVICE_CLEARED = sql.raw(
  [
    'routing_vendor',
    'translated_routing',
    'ocn_for_customer',
    'translation_termination_number',
    'irouting_billing',
    'currency',
    'nrc',
    'mrc',
    'inbound_charges',
    'outbound_charges_fixed',
    'outbound_charges_mobile',
    'outbound_charges_special',
    'billing_incremental',
    'commencement_date',
    'billing_start_date',
    'sr_reference',
  ]
    .map((c) => `${c} = null`)
    .join(', '),
);

/** The history rows of the numbers a CTE named `moved` (id, order_id, customer_id, from_state) returns. */
const history = (to: NumberState, accountId: number | null, note: string | null) => sql`
  history as (
    insert into inventory_number_events (inventory_number_id, from_state, to_state, order_id, customer_id, account_id, note)
    select id, from_state, ${to}, order_id, customer_id, ${accountId}, ${note} from moved
  )`;

const ids = (list: readonly number[]) => sql`(select unnest(${`{${list.join(',')}}`}::int[]))`;

const ORDER_NUMBER_COLUMNS = sql`
  n.id, n.inventory_number_id, n.service_number, i.city, i.translated_routing, i.translation_termination_number,
  n.reserved_at, n.assigned_at, n.activated_at, n.disconnect_requested_at, n.disconnect_date::text as disconnect_date,
  n.disconnect_confirmed_at, n.released_at, n.release_reason`;

/** SQL for an order number's state (as @gsn/domain orderNumberState decides it), for filtering and counting. */
const ORDER_NUMBER_STATE = sql`case
  when n.released_at is not null then case when n.release_reason = 'disconnected' then 'disconnected' else 'released' end
  when n.disconnect_confirmed_at is not null then 'disconnect_scheduled'
  when n.disconnect_requested_at is not null then 'disconnect_requested'
  when n.activated_at is not null then 'active'
  when n.assigned_at is not null then 'assigned'
  else 'reserved' end`;

/** Timestamps as dates on either driver (PGlite's raw rows may hold text). */
const toTimes = <T extends object>(r: T): T => {
  const out = { ...r } as Record<string, unknown>;
  for (const k of Object.keys(out)) if (k.endsWith('_at') && typeof out[k] === 'string') out[k] = new Date(out[k] as string);
  return out as T;
};

export function numberLifecycleQueries(db: Db) {
  const run = async <T>(q: SQL) => rowsOf<T>(await db.execute(q));

  return {
    // a number joining an order is priced by the order's tariffs from then on: its calls of the open months with it
    ...callRerating(db),
    /** Available numbers fitting a product, for a customer to choose from (digits it contains, if given). */
    available(m: StockMatch, contains: string | null, limit: number) {
      return run<{ id: number; service_number: string; city: string | null }>(sql`
        select i.id, i.service_number, i.city from inventory_numbers i
        where i.state = 'available' and ${matchSql(m)}
          ${contains ? sql`and i.service_number like ${`%${contains.replace(/^\+/, '')}%`}` : sql``}
        order by i.service_number limit ${limit}`);
    },

    /** Holds available numbers for a customer until `until`; answers the ones held (fewer: some were gone). */
    hold(customerId: number, list: readonly number[], m: StockMatch, until: Date, accountId: number) {
      return run<MovedNumber & { reserved_until: Date; city: string | null }>(sql`
        with moved as (
          update inventory_numbers i set state = 'reserved', reserved_for = ${customerId}, reserved_until = ${until.toISOString()},
            state_changed_at = now(), updated_at = now()
          where i.id in ${ids(list)} and i.state = 'available' and ${matchSql(m)}
          returning i.id, i.service_number, i.order_id, ${customerId}::int as customer_id, 'available'::text as from_state,
            i.reserved_until, i.city
        ), ${history('reserved', accountId, 'held in the order wizard')}
        select id, service_number, order_id, customer_id, reserved_until, city from moved`);
    },

    /** The customer's holds from the wizard not yet on an order. */
    holds(customerId: number) {
      return run<{ id: number; service_number: string; city: string | null; reserved_until: Date }>(sql`
        select id, service_number, city, reserved_until from inventory_numbers
        where state = 'reserved' and reserved_for = ${customerId} and order_id is null order by service_number`);
    },

    /** Gives back wizard holds of a customer (`list` null: all); answers the numbers released. */
    releaseHolds(customerId: number, list: readonly number[] | null, accountId: number | null, note: string) {
      return run<MovedNumber>(sql`
        with moved as (
          update inventory_numbers i set state = 'available', reserved_for = null, reserved_until = null,
            state_changed_at = now(), updated_at = now()
          where i.state = 'reserved' and i.reserved_for = ${customerId} and i.order_id is null
            ${list ? sql`and i.id in ${ids(list)}` : sql``}
          returning i.id, i.service_number, i.order_id, ${customerId}::int as customer_id, 'reserved'::text as from_state
        ), ${history('available', accountId, note)}
        select id, service_number, order_id, customer_id from moved`);
    },

    /** Puts a customer's unexpired wizard holds (of `list`) on its new order; answers how many. */
    async holdsToOrder(order: OrderRef, list: readonly number[], accountId: number): Promise<number> {
      const rows = await run<{ n: number }>(sql`
        with moved as (
          update inventory_numbers i set order_id = ${order.id}, reserved_until = null, updated_at = now()
          where i.id in ${ids(list)} and i.state = 'reserved' and i.reserved_for = ${order.customerId}
            and i.order_id is null and i.reserved_until > now()
          returning i.id, i.service_number, i.order_id, i.reserved_for as customer_id, 'reserved'::text as from_state
        ), linked as (
          insert into order_numbers (order_id, inventory_number_id, service_number) select ${order.id}, id, service_number from moved
        ), ${history('reserved', accountId, 'held for the order')}
        select count(*)::int as n from moved`);
      return rows[0]?.n ?? 0;
    },

    /**
     * Takes up to `count` available numbers fitting the order, lowest first, skipping numbers another transaction
     * holds locked (`SKIP LOCKED`): two staff picking at once never get the same number.
     */
    pick(order: OrderRef, m: StockMatch, count: number, accountId: number) {
      return run<MovedNumber>(sql`
        with picked as (
          select i.id from inventory_numbers i where i.state = 'available' and ${matchSql(m)}
          order by i.service_number limit ${count} for update skip locked
        ), moved as (
          update inventory_numbers i set state = 'reserved', order_id = ${order.id}, reserved_for = ${order.customerId},
            reserved_until = null, state_changed_at = now(), updated_at = now()
          from picked where i.id = picked.id
          returning i.id, i.service_number, i.order_id, i.reserved_for as customer_id, 'available'::text as from_state
        ), linked as (
          insert into order_numbers (order_id, inventory_number_id, service_number) select ${order.id}, id, service_number from moved
        ), ${history('reserved', accountId, 'picked for the order')}
        select id, service_number, order_id, customer_id from moved order by service_number`);
    },

    /** The inventory rows of these service numbers, with what decides whether they fit (locked for this change). */
    findForOrder(serviceNumbers: readonly string[]) {
      return run<{
        id: number;
        service_number: string;
        state: NumberState;
        order_id: number | null;
        service_type: string;
        jurisdiction: string;
        city: string | null;
        vendor_id: number | null;
        expired: boolean;
      }>(sql`
        select id, service_number, state, order_id, service_type, jurisdiction, city, vendor_id, expired from inventory_numbers
        where service_number = any(${`{${serviceNumbers.map((s) => `"${s.replace(/"/g, '')}"`).join(',')}}`}::text[])
        for update`);
    },

    /** Reserves these available numbers for the order (ids already checked); answers the ones taken. */
    take(order: OrderRef, list: readonly number[], accountId: number) {
      return run<MovedNumber>(sql`
        with moved as (
          update inventory_numbers i set state = 'reserved', order_id = ${order.id}, reserved_for = ${order.customerId},
            reserved_until = null, state_changed_at = now(), updated_at = now()
          where i.id in ${ids(list)} and i.state = 'available'
          returning i.id, i.service_number, i.order_id, i.reserved_for as customer_id, 'available'::text as from_state
        ), linked as (
          insert into order_numbers (order_id, inventory_number_id, service_number) select ${order.id}, id, service_number from moved
        ), ${history('reserved', accountId, 'chosen for the order')}
        select id, service_number, order_id, customer_id from moved order by service_number`);
    },

    /**
     * Numbers ported in from another carrier for the order: they were never stock, so they enter the inventory
     * assigned to the order's customer at once (fitting the order's product); a number the inventory has meanwhile is
     * skipped, and the caller compares what it gets back.
     */
    portIn(order: OrderRef, m: StockMatch, serviceNumbers: readonly string[], accountId: number) {
      return run<MovedNumber>(sql`
        with moved as (
          insert into inventory_numbers (service_number, service_type, jurisdiction, city, vendor_id, customer_id, order_id, state)
          select s, ${m.serviceType}, ${m.jurisdiction}, ${m.city ?? null}, ${m.vendorId ?? null}, ${order.customerId}, ${order.id}, 'assigned'
          from unnest(${`{${serviceNumbers.map((s) => `"${s.replace(/"/g, '')}"`).join(',')}}`}::text[]) as s
          on conflict (service_number) do nothing
          returning id, service_number, order_id, customer_id, null::text as from_state
        ), linked as (
          insert into order_numbers (order_id, inventory_number_id, service_number, assigned_at)
          select ${order.id}, id, service_number, now() from moved
        ), ${history('assigned', accountId, 'ported in')}
        select id, service_number, order_id, customer_id from moved order by service_number`);
    },

    /** How many numbers the order holds now (not released). */
    async liveCount(orderId: number): Promise<number> {
      const r = await run<{ n: number }>(
        sql`select count(*)::int as n from order_numbers where order_id = ${orderId} and released_at is null`,
      );
      return r[0]?.n ?? 0;
    },

    /** A page of the order's numbers, by service number, optionally in one state; with the count per state. */
    async page(orderId: number, state: string | null, limit: number | null, offset: number) {
      const where = sql`n.order_id = ${orderId} ${state ? sql`and ${ORDER_NUMBER_STATE} = ${state}` : sql``}`;
      const [data, states] = await Promise.all([
        run<OrderNumberRow>(sql`
          select ${ORDER_NUMBER_COLUMNS} from order_numbers n left join inventory_numbers i on i.id = n.inventory_number_id
          where ${where} order by n.service_number, n.id ${limit === null ? sql`` : sql`limit ${limit}`} offset ${offset}`),
        run<{ state: string; n: number }>(sql`
          select ${ORDER_NUMBER_STATE} as state, count(*)::int as n from order_numbers n where n.order_id = ${orderId} group by 1`),
      ]);
      const byState = Object.fromEntries(states.map((s) => [s.state, s.n]));
      const count = state ? (byState[state] ?? 0) : states.reduce((a, s) => a + s.n, 0);
      return { data: data.map(toTimes), count, states: byState };
    },

    /** The order's held numbers become its customer's (the order moved to assigned). */
    assign(order: OrderRef, accountId: number) {
      return run<MovedNumber>(sql`
        with moved as (
          update inventory_numbers i set state = 'assigned', customer_id = ${order.customerId}, reserved_for = null,
            reserved_until = null, state_changed_at = now(), updated_at = now()
          from order_numbers n
          where n.order_id = ${order.id} and n.released_at is null and n.inventory_number_id = i.id and i.state = 'reserved'
          returning i.id, i.service_number, i.order_id, i.customer_id, 'reserved'::text as from_state
        ), stamped as (
          update order_numbers n set assigned_at = now() from moved where n.order_id = ${order.id} and n.released_at is null and n.inventory_number_id = moved.id
        ), ${history('assigned', accountId, 'order assigned')}
        select id, service_number, order_id, customer_id from moved order by service_number`);
    },

    /** The order's assigned numbers go into service on `day` (commencement and billing start, unless already set). */
    activate(order: OrderRef, day: string, accountId: number) {
      return run<MovedNumber>(sql`
        with moved as (
          update inventory_numbers i set state = 'active', commencement_date = coalesce(i.commencement_date, ${day}::date),
            billing_start_date = coalesce(i.billing_start_date, ${day}::date), state_changed_at = now(), updated_at = now()
          from order_numbers n
          where n.order_id = ${order.id} and n.released_at is null and n.inventory_number_id = i.id and i.state = 'assigned'
          returning i.id, i.service_number, i.order_id, i.customer_id, 'assigned'::text as from_state
        ), stamped as (
          update order_numbers n set activated_at = now() from moved where n.order_id = ${order.id} and n.released_at is null and n.inventory_number_id = moved.id
        ), ${history('active', accountId, 'order completed')}
        select id, service_number, order_id, customer_id from moved order by service_number`);
    },

    /**
     * Gives the order's numbers that never went into service back to stock (`only`: one order number); answers them.
     * Active numbers leave only through a disconnection.
     */
    release(orderId: number, reason: 'cancelled' | 'removed', accountId: number | null, only?: number) {
      return run<MovedNumber>(sql`
        with gone as (
          update order_numbers n set released_at = now(), release_reason = ${reason}
          where n.order_id = ${orderId} and n.released_at is null and n.activated_at is null
            ${only ? sql`and n.id = ${only}` : sql``}
          returning n.inventory_number_id
        ), old as (
          select i.id, i.state from inventory_numbers i join gone on gone.inventory_number_id = i.id for update
        ), moved as (
          update inventory_numbers i set state = 'available', order_id = null, customer_id = null, reserved_for = null,
            reserved_until = null, state_changed_at = now(), updated_at = now()
          from old where i.id = old.id
          returning i.id, i.service_number, ${orderId}::int as order_id, null::int as customer_id, old.state as from_state
        ), ${history('available', accountId, reason === 'cancelled' ? 'order cancelled' : 'removed from the order')}
        select id, service_number, order_id, customer_id from moved order by service_number`);
    },

    /** Marks active numbers of the order for disconnection on `day` (`list` null: every active one); answers them. */
    requestDisconnect(orderId: number, list: readonly number[] | null, day: string, accountId: number) {
      return run<{ id: number; service_number: string }>(sql`
        update order_numbers n set disconnect_requested_at = now(), disconnect_requested_by = ${accountId}, disconnect_date = ${day}::date
        where n.order_id = ${orderId} and n.released_at is null and n.activated_at is not null and n.disconnect_confirmed_at is null
          ${list ? sql`and n.id in ${ids(list)}` : sql``}
        returning n.id, n.service_number`);
    },

    /** Confirms requested disconnections of the order (`list` null: all requested); answers them. */
    confirmDisconnect(orderId: number, list: readonly number[] | null) {
      return run<{ id: number; service_number: string }>(sql`
        update order_numbers n set disconnect_confirmed_at = now()
        where n.order_id = ${orderId} and n.released_at is null and n.disconnect_requested_at is not null
          and n.disconnect_confirmed_at is null ${list ? sql`and n.id in ${ids(list)}` : sql``}
        returning n.id, n.service_number`);
    },

    /**
     * Confirmed disconnections whose day has come (of one order, or all): the numbers go to aging until their
     * day plus the quarantine of their service type (`agingDays`, by service type); answers them with their order.
     */
    async startAging(today: string, orderId?: number) {
      const days = await this.agingDays();
      return run<MovedNumber>(sql`
        with due as (
          update order_numbers n set released_at = now(), release_reason = 'disconnected'
          where n.disconnect_confirmed_at is not null and n.released_at is null and n.disconnect_date <= ${today}::date
            ${orderId ? sql`and n.order_id = ${orderId}` : sql``}
          returning n.inventory_number_id, n.order_id, n.disconnect_date
        ), old as (
          select i.id, i.state, i.customer_id, due.order_id, due.disconnect_date from inventory_numbers i
          join due on due.inventory_number_id = i.id for update
        ), moved as (
          update inventory_numbers i set state = 'aging', order_id = null, customer_id = null, ${CUSTOMER_SERVICE_CLEARED},
            aging_until = (old.disconnect_date + coalesce((${JSON.stringify(days)}::jsonb ->> i.service_type)::int, ${DEFAULT_AGING_DAYS.DID}))::timestamp at time zone 'UTC',
            state_changed_at = now(), updated_at = now()
          from old where i.id = old.id
          returning i.id, i.service_number, old.order_id, old.customer_id, old.state as from_state
        ), ${history('aging', null, 'disconnected')}
        select id, service_number, order_id, customer_id from moved order by order_id, service_number`);
    },

    /** The quarantine days of each service type: its configuration entry, else the default. */
    async agingDays(): Promise<Record<string, number>> {
      const rows = await run<{ field: string; value: string | null }>(
        sql`select field, value from configuration where field like 'number_aging_days_%'`,
      );
      const byField = new Map(rows.map((r) => [r.field, r.value]));
      return Object.fromEntries(SERVICE_TYPES.map((t) => [t, agingDays(t, byField.get(agingConfigField(t)))]));
    },

    /** Wizard holds whose time ran out go back to stock; answers them with the customer they were held for. */
    expireHolds(now: Date) {
      return run<MovedNumber>(sql`
        with moved as (
          update inventory_numbers i set state = 'available', reserved_for = null, reserved_until = null,
            state_changed_at = now(), updated_at = now()
          from (select id, reserved_for from inventory_numbers where state = 'reserved' and order_id is null
                and reserved_until <= ${now.toISOString()} for update) old
          where i.id = old.id
          returning i.id, i.service_number, null::int as order_id, old.reserved_for as customer_id, 'reserved'::text as from_state
        ), ${history('available', null, 'hold expired')}
        select id, service_number, order_id, customer_id from moved order by customer_id, service_number`);
    },

    /** Numbers whose quarantine ended are stock again; answers how many. */
    async restock(now: Date): Promise<number> {
      const r = await run<{ n: number }>(sql`
        with moved as (
          update inventory_numbers i set state = 'available', aging_until = null, state_changed_at = now(), updated_at = now()
          where i.state = 'aging' and i.aging_until <= ${now.toISOString()}
          returning i.id, null::int as order_id, null::int as customer_id, 'aging'::text as from_state
        ), ${history('available', null, 'quarantine ended')}
        select count(*)::int as n from moved`);
      return r[0]?.n ?? 0;
    },

    /** Completed orders that held numbers and hold none any more: they are to be terminated. */
    async finishedOrders(orderId?: number): Promise<number[]> {
      const r = await run<{ id: number }>(sql`
        select o.id from orders o where o.status = 'completed' ${orderId ? sql`and o.id = ${orderId}` : sql``}
          and exists (select 1 from order_numbers n where n.order_id = o.id)
          and not exists (select 1 from order_numbers n where n.order_id = o.id and n.released_at is null)`);
      return r.map((x) => x.id);
    },

    /** A number's history, oldest first, with who made each change. */
    history(inventoryNumberId: number) {
      return run<{
        id: number;
        from_state: string | null;
        to_state: string;
        order_id: number | null;
        customer_id: number | null;
        account_id: number | null;
        account_name: string | null;
        note: string | null;
        createdAt: Date;
      }>(sql`
        select e.id, e.from_state, e.to_state, e.order_id, e.customer_id, e.account_id,
          coalesce(nullif(trim(coalesce(u.firstname, '') || ' ' || coalesce(u.lastname, '')), ''), a.email) as account_name, e.note,
          e.created_at as "createdAt"
        from inventory_number_events e left join accounts a on a.id = e.account_id
          left join user_profiles u on u.account_id = e.account_id
        where e.inventory_number_id = ${inventoryNumberId} order by e.id`);
    },
  };
}

export type NumberLifecycleQueries = ReturnType<typeof numberLifecycleQueries>;
