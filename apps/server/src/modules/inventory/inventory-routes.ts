import {
  bulkAnswer,
  FUNCTIONALITIES,
  inventoryListAnswer,
  inventoryNumberAnswer,
  inventoryWriteAnswer,
  namesAnswer,
  inventoryCitiesQuery,
  inventoryListQuery,
  inventoryNumberSchema,
  type PermissionAction,
  INVENTORY_ORDER_FIELDS,
} from '@gsn/domain';
import type { App } from '../../app-types.ts';
import { readBulkFile } from '../../lib/bulk.ts';
import type { Access } from '../../plugins/access.ts';
import { answers, idParams, listQuery } from '../../lib/route-schemas.ts';
import { INVENTORY_BULK_LIMITS } from './inventory-bulk.ts';

/** Reading is for anyone with the permission (customers see their own company's numbers); adding is for staff. */
const read = (action: PermissionAction): Access => ({ functionality: FUNCTIONALITIES.invnumber, action });
const write: Access = { functionality: FUNCTIONALITIES.invnumber, action: 'write', audience: 'staff' };

/** Inventory numbers (functionality 220; spec 2 §2 Inventory numbers, §7 /invnumbers). Thin: the service holds the rules. */
export async function inventoryRoutes(app: App) {
  const svc = () => app.services.inventory;
  const tags = ['inventory'];

  app.get(
    '/invnumbers',
    {
      config: { access: read('list') },
      schema: {
        tags,
        querystring: listQuery(INVENTORY_ORDER_FIELDS, 'jurisdiction', inventoryListQuery),
        response: answers({ 200: inventoryListAnswer }),
      },
    },
    async (req) => svc().list(req.principal!, req.query),
  );

  app.get(
    '/invnumbers/jurisdictions',
    { config: { access: read('list') }, schema: { tags, response: answers({ 200: namesAnswer }) } },
    async (req) => svc().jurisdictions(req.principal!),
  );

  app.get(
    '/invnumbers/cities',
    { config: { access: read('list') }, schema: { tags, querystring: inventoryCitiesQuery, response: answers({ 200: namesAnswer }) } },
    async (req) => svc().cities(req.principal!, req.query.jurisdiction),
  );

  app.get(
    '/invnumbers/:id',
    { config: { access: read('read') }, schema: { tags, params: idParams, response: answers({ 200: inventoryNumberAnswer }) } },
    async (req) => svc().get(req.principal!, req.params.id),
  );

  app.post(
    '/invnumbers',
    { config: { access: write }, schema: { tags, body: inventoryNumberSchema, response: answers({ 201: inventoryWriteAnswer }) } },
    async (req, reply) => reply.status(201).send(await svc().create(req.principal!, req.body)),
  );

  app.post(
    '/invnumbers/bulk',
    {
      config: { access: write },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        response: answers({ 200: bulkAnswer }),
        description:
          'Multipart field `file`: an .xlsx or .xls file (≤ 30 MB, ≤ 50,000 rows) with the columns of GET /templates/invnumbers.',
      },
    },
    async (req) => svc().bulk(req.principal!, await readBulkFile(req, INVENTORY_BULK_LIMITS)),
  );
}
