import { and, asc, type Column, count, desc, eq, exists, ilike, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connect.ts';
import { containsPattern } from '../../db/paging.ts';
import { accounts, customers, userProfiles } from '../../db/schema.ts';
import { transactional } from '../../db/transactional.ts';
import { attemptsRepository } from '../../security/attempts-repository.ts';
import { type TicketRow, ticketMessages, tickets } from './schema.ts';

/** A customer sees its company's tickets (`customerId`); staff every company's (null); `creatorId`: only its own. */
export interface TicketScope {
  customerId: number | null;
  creatorId?: number;
}

export interface TicketFilters {
  status?: string | undefined;
  title?: string | undefined;
  customerId?: number | undefined;
  /** An account id, or `none` for the unassigned ones. */
  assignee?: number | 'none' | undefined;
  search?: string | undefined;
}

export interface TicketPage {
  limit: number;
  offset: number;
  orderby: 'updatedAt' | 'createdAt' | 'id';
  asc: boolean;
}

const creator = alias(accounts, 'ticket_creator');
const creatorProfile = alias(userProfiles, 'ticket_creator_profile');
const assignee = alias(accounts, 'ticket_assignee');
const assigneeProfile = alias(userProfiles, 'ticket_assignee_profile');

/** How a person is named on a ticket: the profile's first and last name, else the user name (as the web's pickers do). */
const nameOf = (a: { username: Column }, p: { firstname: Column; lastname: Column }) =>
  sql<string | null>`coalesce(nullif(trim(concat_ws(' ', ${p.firstname}, ${p.lastname})), ''), ${a.username})`;

const LISTED = {
  id: tickets.id,
  customer_id: tickets.customer_id,
  customer_name: customers.name,
  title: tickets.title,
  status: tickets.status,
  creator_account_id: tickets.creator_account_id,
  creator_name: nameOf(creator, creatorProfile),
  assignee_account_id: tickets.assignee_account_id,
  assignee_name: nameOf(assignee, assigneeProfile),
  messages_count: tickets.messages_count,
  last_side: tickets.last_side,
  createdAt: tickets.createdAt,
  updatedAt: tickets.updatedAt,
};
/** A ticket as lists and pages show it: with its company's, creator's and assignee's names. */
export interface TicketListed {
  id: number;
  customer_id: number | null;
  customer_name: string | null;
  title: string;
  status: string;
  creator_account_id: number | null;
  creator_name: string | null;
  assignee_account_id: number | null;
  assignee_name: string | null;
  messages_count: number;
  last_side: string;
  createdAt: Date;
  updatedAt: Date;
}

function queries(db: Db) {
  const scoped = (scope: TicketScope) =>
    scope.customerId !== null
      ? eq(tickets.customer_id, scope.customerId)
      : scope.creatorId !== undefined
        ? eq(tickets.creator_account_id, scope.creatorId)
        : undefined;

  function searchCondition(text: string): SQL | undefined {
    const inMessages = exists(
      db
        .select({ one: sql`1` })
        .from(ticketMessages)
        .where(and(eq(ticketMessages.ticket_id, tickets.id), ilike(ticketMessages.body, containsPattern(text)))),
    );
    // "#12" or "12" is also the ticket's number
    const number = /^#?(\d{1,9})$/.exec(text)?.[1];
    return number ? or(eq(tickets.id, Number(number)), inMessages) : inMessages;
  }

  const where = (scope: TicketScope, f: TicketFilters) =>
    and(
      scoped(scope),
      f.customerId !== undefined ? eq(tickets.customer_id, f.customerId) : undefined,
      f.status ? eq(tickets.status, f.status) : undefined,
      f.title ? eq(tickets.title, f.title) : undefined,
      f.assignee === 'none' ? isNull(tickets.assignee_account_id) : f.assignee ? eq(tickets.assignee_account_id, f.assignee) : undefined,
      f.search ? searchCondition(f.search) : undefined,
    );

  const listed = () =>
    db
      .select(LISTED)
      .from(tickets)
      .leftJoin(customers, eq(customers.id, tickets.customer_id))
      .leftJoin(creator, eq(creator.id, tickets.creator_account_id))
      .leftJoin(creatorProfile, eq(creatorProfile.account_id, tickets.creator_account_id))
      .leftJoin(assignee, eq(assignee.id, tickets.assignee_account_id))
      .leftJoin(assigneeProfile, eq(assigneeProfile.account_id, tickets.assignee_account_id));

  return {
    async list(scope: TicketScope, f: TicketFilters, page: TicketPage): Promise<{ rows: TicketListed[]; count: number }> {
      const w = where(scope, f);
      const column = tickets[page.orderby];
      const order = page.asc ? [asc(column), asc(tickets.id)] : [desc(column), desc(tickets.id)];
      const [rows, [total]] = await Promise.all([
        listed()
          .where(w)
          .orderBy(...order)
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(tickets).where(w),
      ]);
      return { rows: rows as TicketListed[], count: Number(total?.n ?? 0) };
    },

    async find(id: number, scope: TicketScope): Promise<TicketListed | undefined> {
      const [row] = await listed().where(and(eq(tickets.id, id), scoped(scope)));
      return row as TicketListed | undefined;
    },

    /** The ticket's row, locked until the transaction ends (two replies at once each see the other's status). */
    async lock(id: number, scope: TicketScope): Promise<TicketRow | undefined> {
      const [row] = await db
        .select()
        .from(tickets)
        .where(and(eq(tickets.id, id), scoped(scope)))
        .for('update');
      return row;
    },

    async messages(ticketId: number) {
      return db
        .select({
          id: ticketMessages.id,
          author_account_id: ticketMessages.author_account_id,
          author_name: nameOf(accounts, userProfiles),
          side: ticketMessages.side,
          body: ticketMessages.body,
          createdAt: ticketMessages.createdAt,
        })
        .from(ticketMessages)
        .leftJoin(accounts, eq(accounts.id, ticketMessages.author_account_id))
        .leftJoin(userProfiles, eq(userProfiles.account_id, ticketMessages.author_account_id))
        .where(eq(ticketMessages.ticket_id, ticketId))
        .orderBy(asc(ticketMessages.id));
    },

    async insert(t: {
      customer_id: number | null;
      creator_account_id: number;
      title: string;
      status: string;
      last_side: string;
    }): Promise<TicketRow> {
      const [row] = await db.insert(tickets).values(t).returning();
      return row!;
    },

    async addMessage(m: { ticket_id: number; author_account_id: number; side: string; body: string }) {
      await db.insert(ticketMessages).values(m);
    },

    async update(id: number, patch: Partial<Pick<TicketRow, 'status' | 'assignee_account_id' | 'last_side'>> & { message?: true }) {
      const { message, ...set } = patch;
      const [row] = await db
        .update(tickets)
        .set({ ...set, ...(message ? { messages_count: sql`${tickets.messages_count} + 1` } : {}), updatedAt: new Date() })
        .where(eq(tickets.id, id))
        .returning();
      return row!;
    },

    /** An active, enabled account of the provider's staff (an assignee), with its user name. */
    async staffAccount(id: number): Promise<{ id: number; username: string } | undefined> {
      const [row] = await db
        .select({ id: accounts.id, username: accounts.username })
        .from(accounts)
        .where(and(eq(accounts.id, id), lt(accounts.account_type_id, 200), eq(accounts.status, 'active'), eq(accounts.disabled, false)));
      return row;
    },
  };
}

export function ticketsRepository(db: Db) {
  return { ...transactional(db, queries), ...attemptsRepository(db) };
}

export type TicketsRepository = ReturnType<typeof ticketsRepository>;
