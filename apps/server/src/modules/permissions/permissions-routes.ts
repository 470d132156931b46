import {
  FUNCTIONALITIES,
  messageAnswer,
  myPermissionsAnswer,
  permissionAnswer,
  permissionCreateSchema,
  permissionListAnswer,
  permissionListQuery,
  permissionUpdateSchema,
  permissionWriteAnswer,
} from '@gsn/domain';
import { z } from 'zod';
import { answers } from '../../lib/route-schemas.ts';
import type { App } from '../../app-types.ts';
import { PERMISSION_ORDER } from './permissions-repository.ts';

const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const listQuery = permissionListQuery.extend({ orderby: z.enum(PERMISSION_ORDER).optional() });

/** Own permissions, and permission administration (functionality 1010; scope rules in the service). */
export async function permissionRoutes(app: App) {
  const svc = () => app.services.permissions;
  const tags = ['permissions'];

  app.get(
    '/permissions/my_permissions',
    {
      // the web app reads them right after signing in, enrolment-only sessions included
      config: { access: 'session', duringEnrolment: true },
      schema: {
        tags,
        summary: 'The signed-in account’s effective permissions',
        querystring: z.object({ coded: z.enum(['true', 'false']).optional() }),
        response: answers({ 200: myPermissionsAnswer }),
      },
    },
    async (request) => {
      const p = request.principal!;
      const data =
        request.query.coded === 'false'
          ? await svc().effective(p.accountTypeId, p.customerId)
          : await svc().coded(p.accountTypeId, p.customerId);
      return { data, count: data.length };
    },
  );

  app.get(
    '/permissions',
    {
      config: { access: { functionality: FUNCTIONALITIES.permission, action: 'list' } },
      schema: { tags, querystring: listQuery, response: answers({ 200: permissionListAnswer }) },
    },
    async (req) => svc().list(req.principal!, req.query),
  );

  app.get(
    '/permissions/:id',
    {
      config: { access: { functionality: FUNCTIONALITIES.permission, action: 'read' } },
      schema: { tags, params, response: answers({ 200: permissionAnswer }) },
    },
    async (req) => svc().get(req.principal!, req.params.id),
  );

  app.post(
    '/permissions',
    {
      config: { access: { functionality: FUNCTIONALITIES.permission, action: 'write' }, stepUp: true },
      schema: { tags, body: permissionCreateSchema, response: answers({ 201: permissionWriteAnswer }) },
    },
    async (req, reply) => {
      reply.status(201);
      return svc().create(req.principal!, req.body);
    },
  );

  app.put(
    '/permissions/:id',
    {
      config: { access: { functionality: FUNCTIONALITIES.permission, action: 'edit' }, stepUp: true },
      schema: { tags, params, body: permissionUpdateSchema, response: answers({ 200: permissionWriteAnswer }) },
    },
    async (req) => svc().update(req.principal!, req.params.id, req.body),
  );

  app.delete(
    '/permissions/:id',
    {
      config: { access: { functionality: FUNCTIONALITIES.permission, action: 'delete' }, stepUp: true },
      schema: { tags, params, response: answers({ 200: messageAnswer }) },
    },
    async (req) => svc().remove(req.principal!, req.params.id),
  );
}
