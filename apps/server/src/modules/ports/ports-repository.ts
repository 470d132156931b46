import type { PortState } from '@gsn/domain/ports/rules';
import type { PortOrderField } from '@gsn/domain/ports/schemas';
import { and, asc, desc, eq, ilike, inArray, ne, notInArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { containsPattern, type PageRequest } from '../../db/paging.ts';
import { accounts, customers, inventoryNumbers, jurisdictions, orders, userProfiles } from '../../db/schema.ts';
import { transactional } from '../../db/transactional.ts';
import { portEvents, portNotes, portNumbers, ports } from './schema.ts';

export type PortRow = typeof ports.$inferSelect;

/** Staff see every company's ports, a customer its own. */
export interface PortScope {
  customerId?: number | null;
}

const ORDER_COLUMNS: Record<PortOrderField, SQLWrapper> = {
  requested_foc_date: ports.requested_foc_date,
  confirmed_foc_date: ports.confirmed_foc_date,
  updatedAt: ports.updatedAt,
  id: ports.id,
};

const numbersCount = sql<number>`(select count(*)::int from port_numbers pn where pn.port_id = ${ports.id})`;

/** The provisioning lead time (days) of the product as the order was placed: the port's lead time when set. */
const leadDays = sql<number | null>`(select (h.product->>'provisioning_lead_time')::int from service_number_type_order_history h
  where h.id = ${orders.service_number_type_order_history_id})`;

const ROW = {
  port: ports,
  lead_days: leadDays,
  order_reference: orders.reference,
  service_type: orders.service_type,
  jurisdiction: orders.jurisdiction,
  customer: customers.name,
  numbers: numbersCount,
};

/** Who wrote a note or moved a port: their e-mail and name, and whether they are staff. */
const AUTHOR = {
  author_id: accounts.id,
  author_email: accounts.email,
  author_type: accounts.account_type_id,
  author_firstname: userProfiles.firstname,
  author_lastname: userProfiles.lastname,
};

const scoped = (scope: PortScope): SQL | undefined => (scope.customerId != null ? eq(ports.customer_id, scope.customerId) : undefined);

const OPEN: PortState[] = ['ported', 'cancelled'];

function queries(db: Db) {
  const withOrder = () =>
    db.select(ROW).from(ports).innerJoin(orders, eq(orders.id, ports.order_id)).leftJoin(customers, eq(customers.id, ports.customer_id));

  return {
    async find(id: number, scope: PortScope) {
      const [row] = await withOrder().where(and(eq(ports.id, id), scoped(scope)));
      return row;
    },

    async findByOrder(orderId: number) {
      const [row] = await withOrder().where(eq(ports.order_id, orderId));
      return row;
    },

    async list(scope: PortScope, f: { state?: PortState | undefined; search?: string | undefined }, page: PageRequest<PortOrderField>) {
      const pattern = f.search ? containsPattern(f.search) : undefined;
      const where = and(
        scoped(scope),
        f.state ? eq(ports.state, f.state) : undefined,
        pattern
          ? or(
              ilike(orders.reference, pattern),
              ilike(customers.name, pattern),
              sql`exists (select 1 from port_numbers pn where pn.port_id = ${ports.id} and pn.number like ${pattern})`,
            )
          : undefined,
      );
      const column = ORDER_COLUMNS[page.orderby];
      const [rows, total] = await Promise.all([
        withOrder()
          .where(where)
          // a port without a date sorts last whichever way
          .orderBy(sql`${column} is null`, page.asc ? asc(column) : desc(column), asc(ports.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(ports)
          .innerJoin(orders, eq(orders.id, ports.order_id))
          .leftJoin(customers, eq(customers.id, ports.customer_id))
          .where(where),
      ]);
      return { rows, count: total[0]?.n ?? 0 };
    },

    /** Creates the order's port as a draft; an existing one (a concurrent request) is kept. */
    async insert(orderId: number, customerId: number): Promise<number> {
      await db.insert(ports).values({ order_id: orderId, customer_id: customerId }).onConflictDoNothing();
      const [row] = await db.select({ id: ports.id }).from(ports).where(eq(ports.order_id, orderId));
      return row!.id;
    },

    /** Writes the change only while the port is still in `from` (a concurrent move loses); answers whether it did. */
    async update(id: number, from: PortState, values: Partial<typeof ports.$inferInsert>): Promise<boolean> {
      const rows = await db
        .update(ports)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(ports.id, id), eq(ports.state, from)))
        .returning({ id: ports.id });
      return rows.length > 0;
    },

    async numbers(portId: number) {
      return db
        .select({ number: portNumbers.number, result: portNumbers.result, reason: portNumbers.reason })
        .from(portNumbers)
        .where(eq(portNumbers.port_id, portId))
        .orderBy(asc(portNumbers.number));
    },

    async replaceNumbers(portId: number, list: readonly string[]) {
      await db
        .delete(portNumbers)
        .where(and(eq(portNumbers.port_id, portId), list.length ? notInArray(portNumbers.number, [...list]) : undefined));
      if (list.length) {
        await db
          .insert(portNumbers)
          .values(list.map((number) => ({ port_id: portId, number })))
          .onConflictDoNothing();
      }
    },

    async setResult(portId: number, number: string, result: 'ported' | 'rejected', reason: string | null) {
      await db
        .update(portNumbers)
        .set({ result, reason })
        .where(and(eq(portNumbers.port_id, portId), eq(portNumbers.number, number)));
    },

    async events(portId: number) {
      return db
        .select({
          id: portEvents.id,
          from_state: portEvents.from_state,
          to_state: portEvents.to_state,
          note: portEvents.note,
          createdAt: portEvents.createdAt,
          ...AUTHOR,
        })
        .from(portEvents)
        .leftJoin(accounts, eq(accounts.id, portEvents.account_id))
        .leftJoin(userProfiles, eq(userProfiles.account_id, portEvents.account_id))
        .where(eq(portEvents.port_id, portId))
        .orderBy(asc(portEvents.id));
    },

    async insertEvent(e: typeof portEvents.$inferInsert) {
      await db.insert(portEvents).values(e);
    },

    async notes(portId: number, noteId?: number) {
      return db
        .select({ id: portNotes.id, body: portNotes.body, createdAt: portNotes.createdAt, ...AUTHOR })
        .from(portNotes)
        .leftJoin(accounts, eq(accounts.id, portNotes.account_id))
        .leftJoin(userProfiles, eq(userProfiles.account_id, portNotes.account_id))
        .where(and(eq(portNotes.port_id, portId), noteId ? eq(portNotes.id, noteId) : undefined))
        .orderBy(asc(portNotes.id));
    },

    async insertNote(portId: number, accountId: number, body: string): Promise<number> {
      const [row] = await db.insert(portNotes).values({ port_id: portId, account_id: accountId, body }).returning({ id: portNotes.id });
      return row!.id;
    },

    /** The country (ISO alpha-2) of a jurisdiction, null when it is not one country. */
    async countryOf(jurisdiction: string): Promise<string | null> {
      const [row] = await db.select({ code: jurisdictions.country_code }).from(jurisdictions).where(eq(jurisdictions.name, jurisdiction));
      return row?.code && /^[A-Z]{2}$/i.test(row.code) ? row.code.toUpperCase() : null;
    },

    /** Which of the numbers the inventory holds already. */
    async inInventory(list: readonly string[]): Promise<Set<string>> {
      if (!list.length) return new Set();
      const rows = await db
        .select({ n: inventoryNumbers.service_number })
        .from(inventoryNumbers)
        .where(inArray(inventoryNumbers.service_number, [...list]));
      return new Set(rows.map((r) => r.n));
    },

    /** Which of the numbers another open port (not done, not cancelled) carries. */
    async inOtherOpenPorts(list: readonly string[], portId: number): Promise<Set<string>> {
      if (!list.length) return new Set();
      const rows = await db
        .select({ n: portNumbers.number })
        .from(portNumbers)
        .innerJoin(ports, eq(ports.id, portNumbers.port_id))
        .where(and(inArray(portNumbers.number, [...list]), ne(ports.id, portId), notInArray(ports.state, OPEN)));
      return new Set(rows.map((r) => r.n));
    },

    /** What the letter of authorisation is prefilled from: the company and its address. */
    async company(customerId: number) {
      const [row] = await db.select().from(customers).where(eq(customers.id, customerId));
      return row;
    },

    async accountLanguage(accountId: number): Promise<string | null> {
      const [row] = await db.select({ language: userProfiles.language }).from(userProfiles).where(eq(userProfiles.account_id, accountId));
      return row?.language ?? null;
    },
  };
}

export const portsRepository = (db: Db) => transactional(db, queries);
export type PortsRepository = ReturnType<typeof portsRepository>;
export type PortWithOrder = NonNullable<Awaited<ReturnType<PortsRepository['find']>>>;
export type PortAuthorRow = Awaited<ReturnType<PortsRepository['notes']>>[number];
