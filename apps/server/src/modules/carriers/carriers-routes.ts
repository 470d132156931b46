import {
  CARRIER_ORDER_FIELDS,
  FUNCTIONALITIES,
  bulkAnswer,
  carrierCreateSchema,
  carrierListAnswer,
  carrierListQuery,
  carrierWriteAnswer,
} from '@gsn/domain';
import type { App } from '../../app-types.ts';
import { answers, listQuery } from '../../lib/route-schemas.ts';
import { readBulkFile } from '../../lib/bulk.ts';

/** Carriers (spec 2 §2 Carriers): inventory functionality 220, staff only. Thin: the service holds the rules. */
export async function carriersRoutes(app: App) {
  const svc = () => app.services.carriers;
  const tags = ['carriers'];

  app.get(
    '/carriers',
    {
      config: { access: { functionality: FUNCTIONALITIES.invnumber, action: 'list', audience: 'staff' } },
      schema: {
        tags,
        querystring: listQuery(CARRIER_ORDER_FIELDS, 'cic', carrierListQuery),
        response: answers({ 200: carrierListAnswer }),
      },
    },
    async (req) => svc().list(req.query),
  );

  app.post(
    '/carriers',
    {
      config: { access: { functionality: FUNCTIONALITIES.invnumber, action: 'write', audience: 'staff' } },
      schema: { tags, body: carrierCreateSchema, response: answers({ 201: carrierWriteAnswer }) },
    },
    async (req, reply) => reply.status(201).send(await svc().create(req.body)),
  );

  app.post(
    '/carriers/bulk',
    {
      config: { access: { functionality: FUNCTIONALITIES.invnumber, action: 'write', audience: 'staff' } },
      schema: {
        tags,
        response: answers({ 200: bulkAnswer }),
        consumes: ['multipart/form-data'],
        description: 'Multipart field `file`: an .xlsx or .xls file (≤ 5 MB, ≤ 5000 rows) with the columns cic, cs, clli_name.',
      },
    },
    async (req) => svc().bulk(await readBulkFile(req)),
  );
}
