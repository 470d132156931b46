import {
  FUNCTIONALITIES,
  messageAnswer,
  NOTIFICATION_MESSAGES,
  ticketAssignSchema,
  ticketCreateBody,
  ticketCreateSchema,
  ticketListAnswer,
  ticketListQuery,
  ticketReplySchema,
  ticketShowAnswer,
  ticketWriteAnswer,
} from '@gsn/domain';
import type { App } from '../../app-types.ts';
import { answers, idParams } from '../../lib/route-schemas.ts';

/**
 * Support tickets (docs/support.md): whoever has the support functionality (800) lists and reads tickets (a customer
 * its company's, staff every company's), opens them, replies, closes and reopens; staff assign them. The spec's
 * POST /notifications (a ticket, for any signed-in account) creates a ticket too.
 */
export async function ticketsRoutes(app: App) {
  const tags = ['support'];
  const svc = () => app.services.tickets;
  const access = (action: 'read' | 'list' | 'write') => ({ functionality: FUNCTIONALITIES.support, action });

  app.get(
    '/tickets',
    {
      config: { access: access('list') },
      schema: {
        operationId: 'listTickets',
        summary: 'List support tickets',
        description: 'A customer’s own company’s tickets, or (staff) every company’s; most recently changed first.',
        tags,
        querystring: ticketListQuery,
        response: answers({ 200: ticketListAnswer }),
      },
    },
    async (req) => svc().list(req.principal!, req.query),
  );
  app.get(
    '/tickets/:id',
    {
      config: { access: access('read') },
      schema: {
        operationId: 'getTicket',
        summary: 'Get a support ticket with its messages',
        tags,
        params: idParams,
        response: answers({ 200: ticketShowAnswer }),
      },
    },
    async (req) => svc().show(req.principal!, req.params.id),
  );
  app.post(
    '/tickets',
    {
      config: {
        access: access('write'),
        idempotentReplay: async (req, created) => ({ statusCode: 201, body: await svc().created(req.principal!, created.id) }),
      },
      schema: {
        operationId: 'createTicket',
        summary: 'Open a support ticket',
        description: 'A title (Order Issue, Portal Issue or Other) and a first message of at most 250 words.',
        tags,
        body: ticketCreateBody,
        response: answers({ 201: ticketWriteAnswer }),
      },
    },
    async (req, reply) => reply.code(201).send(await svc().create(req.principal!, req.body)),
  );
  app.post(
    '/tickets/:id/messages',
    {
      config: { access: access('write') },
      schema: {
        operationId: 'replyToTicket',
        summary: 'Reply in a support ticket’s thread',
        description:
          'At most 250 words. A staff reply marks the ticket answered (refused on a closed ticket: reopen it first); a customer’s reply opens it again, a closed one included.',
        tags,
        params: idParams,
        body: ticketReplySchema,
        response: answers({ 201: ticketWriteAnswer }),
      },
    },
    async (req, reply) => reply.code(201).send(await svc().reply(req.principal!, req.params.id, req.body.message)),
  );
  app.put(
    '/tickets/:id/assignee',
    {
      config: { access: { ...access('write'), audience: 'staff' } },
      schema: {
        operationId: 'assignTicket',
        summary: 'Assign a support ticket to a staff account, or to nobody',
        tags,
        params: idParams,
        body: ticketAssignSchema,
        response: answers({ 200: ticketWriteAnswer }),
      },
    },
    async (req) => svc().assign(req.principal!, req.params.id, req.body.assignee_account_id),
  );
  app.post(
    '/tickets/:id/close',
    {
      config: { access: access('write') },
      schema: {
        operationId: 'closeTicket',
        summary: 'Close a support ticket',
        tags,
        params: idParams,
        response: answers({ 200: ticketWriteAnswer }),
      },
    },
    async (req) => svc().close(req.principal!, req.params.id),
  );
  app.post(
    '/tickets/:id/reopen',
    {
      config: { access: access('write') },
      schema: {
        operationId: 'reopenTicket',
        summary: 'Reopen a closed support ticket',
        tags,
        params: idParams,
        response: answers({ 200: ticketWriteAnswer }),
      },
    },
    async (req) => svc().reopen(req.principal!, req.params.id),
  );

  // the spec's call (spec 2: POST /notifications with functionality 800): any signed-in account reports an issue
  app.post(
    '/notifications',
    {
      config: {
        access: 'session',
        scope: 'support',
        idempotentReplay: async () => ({ statusCode: 201, body: { message: NOTIFICATION_MESSAGES.ticketSubmitted } }),
      },
      schema: {
        operationId: 'submitTicket',
        summary: 'Report an issue (the spec’s ticket call)',
        description: 'Creates a support ticket like POST /tickets, and answers only the message.',
        tags,
        body: ticketCreateSchema,
        response: answers({ 201: messageAnswer }),
      },
    },
    async (req, reply) => reply.code(201).send({ message: (await svc().create(req.principal!, req.body)).message }),
  );
}
