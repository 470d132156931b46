import {
  isStaff,
  NOTIFICATION_MESSAGES,
  nextTicketStatus,
  pageOffset,
  TICKET_MESSAGES,
  TICKETS_PER_DAY,
  type TicketCreateInput,
  type TicketDetailView,
  type TicketListQuery,
  type TicketMove,
  type TicketSide,
  type TicketStatus,
  type TicketView,
} from '@gsn/domain';
import type { TicketEventParams } from '@gsn/domain/tickets/events';
import type { Db } from '../../db/connect.ts';
import { noteAudit, noteCreated } from '../../db/write-context.ts';
import { conflict, notFound, tooMany, unprocessable } from '../../lib/errors.ts';
import type { Events } from '../../lib/events.ts';
import type { Outbox } from '../../lib/outbox.ts';
import type { Principal } from '../../security/principal.ts';
import type { Notifier, NotifyActor } from '../notifications/index.ts';
import type { TicketRow } from './schema.ts';
import type { TicketListed, TicketScope, TicketsRepository } from './tickets-repository.ts';

/** The notification types of tickets (the module's manifest seeds them with their receivers). */
export const TICKET_TYPES = {
  /** A new ticket, told to the provider's support staff in the writer's own words. */
  created: { functionality_id: 800, category: 'support', sub_category: 'ticket', action: 'created' },
  /** A staff reply, told to the ticket's creator and the company's master. */
  answered: { functionality_id: 800, category: 'support', sub_category: 'ticket', action: 'answered' },
  /** A customer's reply, told to the provider's support staff and the ticket's assignee. */
  replied: { functionality_id: 800, category: 'support', sub_category: 'ticket', action: 'replied' },
};

const DAY = 86_400_000;

export interface TicketsServiceDeps {
  repo: TicketsRepository;
  notifier: Notifier;
  events: Events;
  outbox: Outbox;
}

const sideOf = (p: Principal): TicketSide => (isStaff(p.accountTypeId) ? 'staff' : 'customer');
const actorOf = (p: Principal): NotifyActor => ({ accountId: p.accountId, accountTypeId: p.accountTypeId, customerId: p.customerId });

/**
 * Staff see every company's tickets; a customer its company's; an account without a company (a registered user) only
 * the tickets it wrote. Anything else answers 404, as if it did not exist.
 */
const scopeOf = (p: Principal): TicketScope =>
  isStaff(p.accountTypeId)
    ? { customerId: null }
    : p.customerId !== null
      ? { customerId: p.customerId }
      : { customerId: null, creatorId: p.accountId };

const view = (r: TicketListed): TicketView => ({
  ...r,
  title: r.title as TicketView['title'],
  status: r.status as TicketStatus,
  last_side: r.last_side as TicketSide,
});

/** Support tickets as threads (docs/support.md): created, answered, replied to, assigned, closed and reopened. */
export function ticketsService(d: TicketsServiceDeps) {
  const { repo } = d;

  async function detail(id: number, scope: TicketScope): Promise<TicketDetailView> {
    const row = await repo.find(id, scope);
    if (!row) throw notFound();
    const messages = await repo.messages(id);
    return { ...view(row), messages: messages.map((m) => ({ ...m, side: m.side as TicketSide })) };
  }

  /** A reply's notification: staff → the creator and the company's master; a customer → support staff and the assignee. */
  async function tellReply(tx: Db, p: Principal, t: TicketRow, side: TicketSide, body: string) {
    const params: TicketEventParams = { ticket_id: t.id, title: t.title as TicketEventParams['title'], side, body };
    const to = side === 'staff' ? t.creator_account_id : t.assignee_account_id;
    return [
      await d.notifier.record(tx, {
        type: side === 'staff' ? TICKET_TYPES.answered : TICKET_TYPES.replied,
        company: t.customer_id,
        actor: actorOf(p),
        subject: { kind: 'ticket', id: t.id },
        event: side === 'staff' ? 'ticket.answered' : 'ticket.replied',
        params: { ...params },
        ...(to !== null ? { to: [to] } : {}),
        status: t.status,
      }),
      await d.events.record(tx, 'ticket.replied', t.customer_id, {
        ticket: { id: t.id, customer_id: t.customer_id, title: t.title, status: t.status },
        message: { side, body, author_account_id: p.accountId },
      }),
    ];
  }

  /** Closes or reopens: the move the status allows, else 409. */
  async function move(p: Principal, id: number, kind: 'close' | 'reopen') {
    const scope = scopeOf(p);
    await repo.transaction(async (tx) => {
      const t = await tx.lock(id, scope);
      if (!t) throw notFound();
      const next = nextTicketStatus(t.status as TicketStatus, { kind } as TicketMove);
      if (!next) throw conflict('ticket.move_refused', TICKET_MESSAGES.moveRefused);
      await tx.update(id, { status: next });
      noteAudit({
        action: `tickets.${kind}`,
        subject: { kind: 'ticket', id, customer_id: t.customer_id },
        changes: { status: { from: t.status, to: next } },
      });
    });
    return { message: kind === 'close' ? TICKET_MESSAGES.closed : TICKET_MESSAGES.reopened, data: await detail(id, scope) };
  }

  return {
    async list(p: Principal, q: TicketListQuery) {
      const staff = isStaff(p.accountTypeId);
      const assignee = q.assignee === 'me' ? p.accountId : q.assignee === 'none' ? 'none' : q.assignee ? Number(q.assignee) : undefined;
      const { rows, count } = await repo.list(
        scopeOf(p),
        {
          status: q.status,
          title: q.title,
          customerId: staff ? q.customer_id : undefined,
          assignee,
          search: q.search ?? undefined,
        },
        { limit: q.limit, offset: pageOffset(q), orderby: q.orderby ?? 'updatedAt', asc: q.asc ?? false },
      );
      return { data: rows.map(view), count };
    },

    show: async (p: Principal, id: number) => ({ data: await detail(id, scopeOf(p)) }),

    /**
     * A new ticket with its first message (POST /tickets and the spec's POST /notifications): at most TICKETS_PER_DAY
     * per account in 24 hours, since each one mails the support staff.
     */
    async create(p: Principal, input: Pick<TicketCreateInput, 'title' | 'message'>) {
      const key = `ticket:${p.accountId}`;
      const filed = (await repo.attemptsByKey([key], new Date(Date.now() - DAY))).get(key)?.count ?? 0;
      if (filed >= TICKETS_PER_DAY) throw tooMany('ticket.daily_limit', NOTIFICATION_MESSAGES.ticketLimit);
      await repo.addAttempt(key);
      const side = sideOf(p);
      const { id, messages } = await repo.transaction(async (tx, txDb) => {
        const t = await tx.insert({
          customer_id: isStaff(p.accountTypeId) ? null : p.customerId,
          creator_account_id: p.accountId,
          title: input.title,
          status: 'open',
          last_side: side,
        });
        await tx.addMessage({ ticket_id: t.id, author_account_id: p.accountId, side, body: input.message });
        noteCreated('ticket', t.id);
        noteAudit({
          action: 'tickets.create',
          subject: { kind: 'ticket', id: t.id, customer_id: t.customer_id },
          changes: { title: { to: t.title } },
        });
        // the support staff read the writer's own words, with whom to answer
        const notice = await d.notifier.record(txDb, {
          type: TICKET_TYPES.created,
          company: t.customer_id,
          actor: actorOf(p),
          subject: { kind: 'ticket', id: t.id },
          title: input.title,
          message: `${input.message.trim()}\n\nFrom: ${p.email}`,
        });
        return { id: t.id, messages: [notice] };
      });
      await d.outbox.deliver(messages);
      return this.created(p, id);
    },

    /** The answer of a created ticket (an Idempotency-Key's repeat rebuilds it when the first answer was lost). */
    created: async (p: Principal, id: number) => ({ message: NOTIFICATION_MESSAGES.ticketSubmitted, data: await detail(id, scopeOf(p)) }),

    /** A message in the thread: a staff reply answers the ticket, a customer's opens it again (docs/support.md). */
    async reply(p: Principal, id: number, body: string) {
      const scope = scopeOf(p);
      const side = sideOf(p);
      const messages = await repo.transaction(async (tx, txDb) => {
        const t = await tx.lock(id, scope);
        if (!t) throw notFound();
        const next = nextTicketStatus(t.status as TicketStatus, { kind: 'reply', side });
        if (!next) throw conflict('ticket.move_refused', TICKET_MESSAGES.moveRefused);
        await tx.addMessage({ ticket_id: id, author_account_id: p.accountId, side, body });
        const row = await tx.update(id, { status: next, last_side: side, message: true });
        noteAudit({
          action: 'tickets.reply',
          subject: { kind: 'ticket', id, customer_id: t.customer_id },
          ...(next !== t.status ? { changes: { status: { from: t.status, to: next } } } : {}),
        });
        return tellReply(txDb, p, row, side, body);
      });
      await d.outbox.deliver(messages);
      return { message: TICKET_MESSAGES.replied, data: await detail(id, scope) };
    },

    /** Staff give the ticket to one of them, or to nobody (null). */
    async assign(p: Principal, id: number, assigneeId: number | null) {
      if (assigneeId !== null && !(await repo.staffAccount(assigneeId))) {
        throw unprocessable('ticket.assignee_not_staff', TICKET_MESSAGES.assigneeNotStaff, [
          { field: 'assignee_account_id', message: TICKET_MESSAGES.assigneeNotStaff },
        ]);
      }
      const scope = scopeOf(p);
      await repo.transaction(async (tx) => {
        const t = await tx.lock(id, scope);
        if (!t) throw notFound();
        await tx.update(id, { assignee_account_id: assigneeId });
        noteAudit({
          action: 'tickets.assign',
          subject: { kind: 'ticket', id, customer_id: t.customer_id },
          changes: { assignee_account_id: { from: t.assignee_account_id, to: assigneeId } },
        });
      });
      return { message: TICKET_MESSAGES.assigned, data: await detail(id, scope) };
    },

    close: (p: Principal, id: number) => move(p, id, 'close'),
    reopen: (p: Principal, id: number) => move(p, id, 'reopen'),
  };
}

export type TicketsService = ReturnType<typeof ticketsService>;
