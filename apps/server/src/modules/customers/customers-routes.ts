import {
  CUSTOMER_ORDER_FIELDS,
  FUNCTIONALITIES,
  bulkAnswer,
  customerCreateSchema,
  customerDetailAnswer,
  customerListAnswer,
  customerListQuery,
  customerUpdateSchema,
  customerWriteAnswer,
  messageAnswer,
} from '@gsn/domain';
import type { App } from '../../app-types.ts';
import { DEFAULT_SPREADSHEET_LIMITS } from '../../lib/spreadsheet.ts';
import { readUploadedFile } from '../../lib/uploads.ts';
import { answers, idParams, listQuery } from '../../lib/route-schemas.ts';
import { CUSTOMER_BULK_LIMITS } from './customers-bulk.ts';

/** Customer companies (functionality 120; spec 1 §2 Customers, §7). Thin: the service holds the rules. */
export async function customersRoutes(app: App) {
  const svc = () => app.services.customers;
  const tags = ['customers'];

  app.get(
    '/customers/',
    {
      config: { access: { functionality: FUNCTIONALITIES.customer, action: 'list' } },
      schema: {
        tags,
        querystring: listQuery(CUSTOMER_ORDER_FIELDS, 'name', customerListQuery),
        response: answers({ 200: customerListAnswer }),
      },
    },
    async (req) => svc().list(req.principal!, req.query),
  );

  app.get(
    '/customers/:id',
    {
      config: { access: { functionality: FUNCTIONALITIES.customer, action: 'read' } },
      schema: { tags, params: idParams, response: answers({ 200: customerDetailAnswer }) },
    },
    async (req) => svc().get(req.principal!, req.params.id),
  );

  app.post(
    '/customers/',
    {
      config: { access: { functionality: FUNCTIONALITIES.customer, action: 'write', audience: 'staff' } },
      schema: { tags, body: customerCreateSchema, response: answers({ 201: customerWriteAnswer }) },
    },
    async (req, reply) => reply.status(201).send(await svc().create(req.principal!, req.body)),
  );

  app.put(
    '/customers/:id',
    {
      config: { access: { functionality: FUNCTIONALITIES.customer, action: 'edit' } },
      schema: { tags, params: idParams, body: customerUpdateSchema, response: answers({ 200: customerWriteAnswer }) },
    },
    async (req) => svc().update(req.principal!, req.params.id, req.body),
  );

  app.delete(
    '/customers/:id',
    {
      config: { access: { functionality: FUNCTIONALITIES.customer, action: 'delete', audience: 'staff' } },
      schema: { tags, params: idParams, response: answers({ 200: messageAnswer }) },
    },
    async (req) => svc().remove(req.principal!, req.params.id),
  );

  app.post(
    '/customers/bulk',
    {
      config: { access: { functionality: FUNCTIONALITIES.customer, action: 'write', audience: 'staff' } },
      schema: {
        tags,
        response: answers({ 200: bulkAnswer }),
        consumes: ['multipart/form-data'],
        description: 'Multipart field `file`: an .xlsx or .xls file (≤ 5 MB, ≤ 5000 rows).',
      },
    },
    async (req) => {
      const file = await readUploadedFile(req, {
        maxBytes: CUSTOMER_BULK_LIMITS.maxBytes,
        typeMessage: `Please upload ${DEFAULT_SPREADSHEET_LIMITS.formats.join('/')} file`,
      });
      return svc().bulk(req.principal!, file);
    },
  );
}
