import {
  customerRequestApproveSchema,
  customerRequestDeclineSchema,
  customerRequestListAnswer,
  customerRequestListQuery,
  customerRequestMineAnswer,
  customerRequestSchema,
  customerRequestShowAnswer,
  customerRequestWriteAnswer,
} from '@gsn/domain/customer-requests/schemas';
import { FUNCTIONALITIES } from '@gsn/domain';
import type { App } from '../../app-types.ts';
import type { Access } from '../../plugins/access.ts';
import { answers, idParams } from '../../lib/route-schemas.ts';

/** Staff who create customers (customer write) review the requests. */
const reviewers: Access = { functionality: FUNCTIONALITIES.customer, action: 'write', audience: 'staff' };

/** Requests to become a customer (docs/customer-requests.md). Thin: the service holds the rules. */
export async function customerRequestsRoutes(app: App) {
  const svc = () => app.services.customerRequests;
  const tags = ['customer requests'];

  app.post(
    '/customer-requests',
    {
      config: { access: 'registered' },
      schema: {
        operationId: 'submitCustomerRequest',
        summary: 'Ask to become a customer (registered users; one pending request at a time)',
        tags,
        body: customerRequestSchema,
        response: answers({ 201: customerRequestWriteAnswer }),
      },
    },
    async (req, reply) => reply.status(201).send(await svc().submit(req.principal!, req.body)),
  );
  app.get(
    '/customer-requests/mine',
    {
      config: { access: 'session' },
      schema: {
        operationId: 'getOwnCustomerRequest',
        summary: 'The caller’s latest request to become a customer, or null',
        tags,
        response: answers({ 200: customerRequestMineAnswer }),
      },
    },
    async (req) => svc().mine(req.principal!),
  );
  app.get(
    '/customer-requests',
    {
      config: { access: reviewers },
      schema: {
        operationId: 'listCustomerRequests',
        summary: 'The queue of requests to become a customer: pending ones first, oldest first',
        tags,
        querystring: customerRequestListQuery,
        response: answers({ 200: customerRequestListAnswer }),
      },
    },
    async (req) => svc().list(req.query),
  );
  app.get(
    '/customer-requests/:id',
    {
      config: { access: 'session' },
      schema: {
        operationId: 'getCustomerRequest',
        summary: 'A request to become a customer (its requester, or staff who create customers)',
        tags,
        params: idParams,
        response: answers({ 200: customerRequestShowAnswer }),
      },
    },
    async (req) => svc().show(req.principal!, req.params.id),
  );
  app.post(
    '/customer-requests/:id/approve',
    {
      config: { access: reviewers },
      schema: {
        operationId: 'approveCustomerRequest',
        summary: 'Approve: the company is created and the requester becomes its master, in one transaction',
        tags,
        params: idParams,
        body: customerRequestApproveSchema,
        response: answers({ 200: customerRequestWriteAnswer }),
      },
    },
    async (req) => svc().approve(req.principal!, req.params.id, req.body.company_name),
  );
  app.post(
    '/customer-requests/:id/decline',
    {
      config: { access: reviewers },
      schema: {
        operationId: 'declineCustomerRequest',
        summary: 'Decline with a reason the requester reads',
        tags,
        params: idParams,
        body: customerRequestDeclineSchema,
        response: answers({ 200: customerRequestWriteAnswer }),
      },
    },
    async (req) => svc().decline(req.principal!, req.params.id, req.body.reason),
  );
}
