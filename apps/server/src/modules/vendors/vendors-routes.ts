import {
  FUNCTIONALITIES,
  VENDOR_ORDER_FIELDS,
  bulkAnswer,
  messageAnswer,
  type PermissionAction,
  vendorAnswer,
  vendorListAnswer,
  vendorListQuery,
  vendorSchema,
  vendorWriteAnswer,
} from '@gsn/domain';
import type { App } from '../../app-types.ts';
import { readBulkFile } from '../../lib/bulk.ts';
import type { Access } from '../../plugins/access.ts';
import { answers, idParams, listQuery } from '../../lib/route-schemas.ts';
import { VENDOR_BULK_LIMITS } from './vendors-bulk.ts';

const access = (action: PermissionAction): Access => ({ functionality: FUNCTIONALITIES.vendor, action, audience: 'staff' });

/** Vendors (functionality 240, staff only; spec 2 §2 Vendor screens, §7). Thin: the service holds the rules. */
export async function vendorsRoutes(app: App) {
  const svc = () => app.services.vendors;
  const tags = ['vendors'];

  app.get(
    '/vendors/',
    {
      config: { access: access('list') },
      schema: { tags, querystring: listQuery(VENDOR_ORDER_FIELDS, 'name', vendorListQuery), response: answers({ 200: vendorListAnswer }) },
    },
    async (req) => svc().list(req.principal!, req.query),
  );

  app.get(
    '/vendors/:id',
    { config: { access: access('read') }, schema: { tags, params: idParams, response: answers({ 200: vendorAnswer }) } },
    async (req) => svc().get(req.principal!, req.params.id),
  );

  app.post(
    '/vendors/',
    { config: { access: access('write') }, schema: { tags, body: vendorSchema, response: answers({ 201: vendorWriteAnswer }) } },
    async (req, reply) => reply.status(201).send(await svc().create(req.principal!, req.body)),
  );

  app.put(
    '/vendors/:id',
    {
      config: { access: access('edit') },
      schema: { tags, params: idParams, body: vendorSchema, response: answers({ 200: vendorWriteAnswer }) },
    },
    async (req) => svc().update(req.principal!, req.params.id, req.body),
  );

  app.delete(
    '/vendors/:id',
    { config: { access: access('delete') }, schema: { tags, params: idParams, response: answers({ 200: messageAnswer }) } },
    async (req) => svc().remove(req.principal!, req.params.id),
  );

  app.post(
    '/vendors/bulk',
    {
      config: { access: access('write') },
      schema: {
        tags,
        response: answers({ 200: bulkAnswer }),
        consumes: ['multipart/form-data'],
        description: 'Multipart field `file`: an .xlsx or .xls file (≤ 5 MB, ≤ 5000 rows).',
      },
    },
    async (req) => svc().bulk(req.principal!, await readBulkFile(req, VENDOR_BULK_LIMITS)),
  );
}
