import {
  ACCOUNT_ORDER_FIELDS,
  FUNCTIONALITIES,
  accountListAnswer,
  accountListQuery,
  accountSignupSchema,
  accountTypeListAnswer,
  accountUpdateSchema,
  accountViewAnswer,
  accountWriteAnswer,
  messageAnswer,
} from '@gsn/domain';
import type { App } from '../../app-types.ts';
import { answers, idParams, listQuery } from '../../lib/route-schemas.ts';

/** Accounts managed by staff and masters (functionality 110; spec 1 §2 Accounts, §7). Thin: the service holds the rules. */
export async function accountsRoutes(app: App) {
  const svc = () => app.services.accountManagement;
  const tags = ['accounts'];

  app.get(
    '/accounts/',
    {
      config: { access: { functionality: FUNCTIONALITIES.account, action: 'list' } },
      schema: {
        tags,
        querystring: listQuery(ACCOUNT_ORDER_FIELDS, 'account_type_id', accountListQuery),
        response: answers({ 200: accountListAnswer }),
      },
    },
    async (req) => svc().list(req.principal!, req.query),
  );

  app.get(
    '/customer/accounts/',
    {
      config: { access: { functionality: FUNCTIONALITIES.account, action: 'list', audience: 'customer' } },
      schema: {
        tags,
        querystring: listQuery(ACCOUNT_ORDER_FIELDS, 'account_type_id', accountListQuery),
        response: answers({ 200: accountListAnswer }),
      },
    },
    async (req) => svc().list(req.principal!, req.query),
  );

  app.get(
    '/customer/account/types/',
    { config: { access: 'session' }, schema: { tags, response: answers({ 200: accountTypeListAnswer }) } },
    async (req) => svc().creatableTypes(req.principal!),
  );

  app.get(
    '/accounts/:id',
    {
      config: { access: { functionality: FUNCTIONALITIES.account, action: 'read' } },
      schema: { tags, params: idParams, response: answers({ 200: accountViewAnswer }) },
    },
    async (req) => svc().get(req.principal!, req.params.id),
  );

  app.post(
    '/account/signup',
    {
      config: { access: { functionality: FUNCTIONALITIES.account, action: 'write' } },
      schema: {
        operationId: 'createAccount',
        summary: 'Create an account',
        tags,
        body: accountSignupSchema,
        response: answers({ 201: accountWriteAnswer }),
      },
    },
    async (req, reply) => {
      const out = await svc().signup(req.principal!, req.body);
      return reply.status(201).send(out);
    },
  );

  app.post(
    '/customer/account/signup',
    {
      config: { access: { functionality: FUNCTIONALITIES.account, action: 'write', audience: 'customer' } },
      schema: {
        operationId: 'createCustomerAccount',
        summary: 'Create an account of the caller’s company',
        tags,
        body: accountSignupSchema,
        response: answers({ 201: accountWriteAnswer }),
      },
    },
    async (req, reply) => {
      const out = await svc().signup(req.principal!, req.body, { mastersOnly: true });
      return reply.status(201).send(out);
    },
  );

  app.put(
    '/accounts/:id',
    {
      config: { access: { functionality: FUNCTIONALITIES.account, action: 'edit' } },
      schema: { tags, params: idParams, body: accountUpdateSchema, response: answers({ 200: accountWriteAnswer }) },
    },
    async (req) => svc().update(req.principal!, req.params.id, req.body),
  );

  app.post(
    '/accounts/:id/resend_activation',
    {
      config: { access: { functionality: FUNCTIONALITIES.account, action: 'edit' } },
      schema: { tags, params: idParams, response: answers({ 200: messageAnswer }) },
    },
    async (req) => svc().resendActivation(req.principal!, req.params.id),
  );

  // staff end an account's sessions, or forget its failed sign-ins (docs/security.md): a sensitive change, a fresh proof
  const securing = [
    {
      path: 'sessions',
      audit: 'auth.sessions_ended',
      act: 'endSessions',
      operationId: 'endAccountSessions',
      summary: 'End every session of an account',
    },
    {
      path: 'sign-in-failures',
      audit: 'auth.sign_in_failures_cleared',
      act: 'clearSignInFailures',
      operationId: 'clearAccountSignInFailures',
      summary: 'Forget an account’s failed sign-ins',
    },
  ] as const;
  for (const { path, audit, act, operationId, summary } of securing) {
    app.delete(
      `/accounts/:id/${path}`,
      {
        config: { access: { functionality: FUNCTIONALITIES.account, action: 'edit', audience: 'staff' }, stepUp: true, audit },
        schema: { operationId, summary, tags, params: idParams, response: answers({ 200: messageAnswer }) },
      },
      async (req) => svc()[act](req.principal!, req.params.id),
    );
  }

  app.delete(
    '/accounts/:id',
    {
      config: { access: { functionality: FUNCTIONALITIES.account, action: 'delete' } },
      schema: { tags, params: idParams, response: answers({ 200: messageAnswer }) },
    },
    async (req) => svc().remove(req.principal!, req.params.id),
  );
}
