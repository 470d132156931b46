import {
  bulkAnswer,
  ERROR_CODES,
  FUNCTIONALITIES,
  messageAnswer,
  inventoryListAnswer,
  inventoryNumberAnswer,
  inventoryWriteAnswer,
  namesAnswer,
  inventoryCitiesQuery,
  inventoryListQuery,
  inventoryNumberSchema,
  type PermissionAction,
  INVENTORY_ORDER_FIELDS,
  availableNumbersAnswer,
  availableNumbersQuery,
  inventoryNumberEditSchema,
  numberHistoryAnswer,
  reservationSchema,
} from '@gsn/domain';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import { readBulkFile } from '../../lib/bulk.ts';
import type { Access } from '../../plugins/access.ts';
import { answers, idParams, listQuery } from '../../lib/route-schemas.ts';
import { INVENTORY_BULK_LIMITS } from './inventory-bulk.ts';

/** Reading is for anyone with the permission (customers see their own company's numbers); adding is for staff. */
const read = (action: PermissionAction): Access => ({ functionality: FUNCTIONALITIES.invnumber, action });
const write: Access = { functionality: FUNCTIONALITIES.invnumber, action: 'write', audience: 'staff' };
const staffRead: Access = { functionality: FUNCTIONALITIES.invnumber, action: 'read', audience: 'staff' };
const staffEdit: Access = { functionality: FUNCTIONALITIES.invnumber, action: 'edit', audience: 'staff' };
/** Choosing numbers belongs to ordering: whoever may place an order (the service keeps it to customers). */
const ordering: Access = { functionality: FUNCTIONALITIES.order, action: 'write' };
const staleAnswer = z.object({
  statusCode: z.literal(409),
  error: z.string(),
  code: z.literal('inventory.stale'),
  message: z.string(),
  data: inventoryNumberAnswer,
});
const heldAnswer = z.object({ message: z.string(), data: availableNumbersAnswer.shape.data });

/** Inventory numbers (functionality 220; spec 2 §2 Inventory numbers, §7 /invnumbers). Thin: the service holds the rules. */
export async function inventoryRoutes(app: App) {
  const svc = () => app.services.inventory;
  const life = () => app.services.inventoryLifecycle;
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
    '/invnumbers/available',
    {
      config: { access: ordering },
      schema: { tags, querystring: availableNumbersQuery, response: answers({ 200: availableNumbersAnswer }) },
    },
    async (req) => life().available(req.principal!, req.query),
  );

  app.get(
    '/invnumbers/reservations',
    { config: { access: ordering }, schema: { tags, response: answers({ 200: availableNumbersAnswer }) } },
    async (req) => life().holds(req.principal!),
  );

  app.post(
    '/invnumbers/reservations',
    {
      config: { access: ordering },
      schema: {
        tags,
        body: reservationSchema,
        response: answers({ 201: heldAnswer }),
        description: 'Holds the numbers for the caller’s company for 30 minutes; all or none (409 names the numbers gone).',
      },
    },
    async (req, reply) => reply.status(201).send(await life().reserve(req.principal!, req.body)),
  );

  app.delete(
    '/invnumbers/reservations/:id',
    { config: { access: ordering }, schema: { tags, params: idParams, response: answers({ 200: messageAnswer }) } },
    async (req) => life().release(req.principal!, req.params.id),
  );

  app.get(
    '/invnumbers/:id/history',
    { config: { access: staffRead }, schema: { tags, params: idParams, response: answers({ 200: numberHistoryAnswer }) } },
    async (req) => life().history(req.principal!, req.params.id),
  );

  app.put(
    '/invnumbers/:id',
    {
      config: { access: staffEdit },
      schema: {
        tags,
        params: idParams,
        body: inventoryNumberEditSchema,
        response: answers({ 200: inventoryWriteAnswer, 409: staleAnswer }),
        description: '409 `inventory.stale` with `data` (the current number) when `updatedAt` is not the stored one.',
      },
    },
    async (req, reply) => {
      const result = await life().edit(req.principal!, req.params.id, req.body);
      if ('stale' in result) {
        const message = ERROR_CODES['inventory.stale'].message;
        return reply.status(409).send({ statusCode: 409, error: 'Conflict', code: 'inventory.stale', message, data: result.stale });
      }
      return result;
    },
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
