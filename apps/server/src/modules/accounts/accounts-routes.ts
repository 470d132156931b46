import { FUNCTIONALITIES, accountListQuery, accountSignupSchema, accountUpdateSchema, ACCOUNT_ORDER_FIELDS } from '@gsn/domain';
import type { App } from '../../app-types.ts';
import { idParams, listQuery } from '../../lib/route-schemas.ts';

/** Accounts managed by staff and masters (functionality 110; spec 1 §2 Accounts, §7). Thin: the service holds the rules. */
export async function accountsRoutes(app: App) {
  const svc = () => app.services.accountManagement;
  const tags = ['accounts'];

  app.get(
    '/accounts/',
    {
      config: { access: { functionality: FUNCTIONALITIES.account, action: 'list' } },
      schema: { tags, querystring: listQuery(ACCOUNT_ORDER_FIELDS, 'account_type_id', accountListQuery) },
    },
    async (req) => svc().list(req.principal!, req.query),
  );

  app.get(
    '/customer/accounts/',
    {
      config: { access: { functionality: FUNCTIONALITIES.account, action: 'list', audience: 'customer' } },
      schema: { tags, querystring: listQuery(ACCOUNT_ORDER_FIELDS, 'account_type_id', accountListQuery) },
    },
    async (req) => svc().list(req.principal!, req.query),
  );

  app.get('/customer/account/types/', { config: { access: 'session' }, schema: { tags } }, async (req) =>
    svc().creatableTypes(req.principal!),
  );

  app.get(
    '/accounts/:id',
    { config: { access: { functionality: FUNCTIONALITIES.account, action: 'read' } }, schema: { tags, params: idParams } },
    async (req) => svc().get(req.principal!, req.params.id),
  );

  app.post(
    '/account/signup',
    { config: { access: { functionality: FUNCTIONALITIES.account, action: 'write' } }, schema: { tags, body: accountSignupSchema } },
    async (req, reply) => {
      const out = await svc().signup(req.principal!, req.body);
      return reply.status(201).send(out);
    },
  );

  app.post(
    '/customer/account/signup',
    {
      config: { access: { functionality: FUNCTIONALITIES.account, action: 'write', audience: 'customer' } },
      schema: { tags, body: accountSignupSchema },
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
      schema: { tags, params: idParams, body: accountUpdateSchema },
    },
    async (req) => svc().update(req.principal!, req.params.id, req.body),
  );

  app.post(
    '/accounts/:id/resend_activation',
    { config: { access: { functionality: FUNCTIONALITIES.account, action: 'edit' } }, schema: { tags, params: idParams } },
    async (req) => svc().resendActivation(req.principal!, req.params.id),
  );

  app.delete(
    '/accounts/:id',
    { config: { access: { functionality: FUNCTIONALITIES.account, action: 'delete' } }, schema: { tags, params: idParams } },
    async (req) => svc().remove(req.principal!, req.params.id),
  );
}
