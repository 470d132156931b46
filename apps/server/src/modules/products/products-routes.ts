import {
  bulkAnswer,
  coverageByRegionAnswer,
  coverageCitiesAnswer,
  coverageListAnswer,
  FUNCTIONALITIES,
  messageAnswer,
  productListAnswer,
  productViewAnswer,
  productWriteAnswer,
  coverageCitiesQuery,
  coverageQuery,
  type PermissionAction,
  productListQuery,
  productSchema,
  PRODUCT_ORDER_FIELDS,
} from '@gsn/domain';
import type { App } from '../../app-types.ts';
import { readBulkFile } from '../../lib/bulk.ts';
import type { Access } from '../../plugins/access.ts';
import { answers, idParams, listQuery } from '../../lib/route-schemas.ts';
import { PRODUCT_BULK_LIMITS } from './products-bulk.ts';
import { PUBLIC_ORDER_FIELDS } from './products-service.ts';

const staff = (action: PermissionAction): Access => ({ functionality: FUNCTIONALITIES.service_number_type, action, audience: 'staff' });

/**
 * Service number types — products (functionality 210; spec 2 §2, §7 /servicenumbers/type*) and the public
 * coverage. The static coverage paths are matched before `/:id` (find-my-way prefers static segments), and an
 * id is a positive integer. Thin: the service holds the rules.
 */
export async function productsRoutes(app: App) {
  const svc = () => app.services.products;
  const tags = ['service number types'];

  app.get(
    '/servicenumbers/type',
    {
      config: { access: { functionality: FUNCTIONALITIES.service_number_type, action: 'list' } },
      schema: {
        tags,
        querystring: listQuery(PRODUCT_ORDER_FIELDS, 'jurisdiction', productListQuery),
        response: answers({ 200: productListAnswer }),
      },
    },
    async (req) => svc().list(req.principal!, req.query),
  );

  app.get(
    '/servicenumbers/type/coverage',
    {
      config: { access: 'public' },
      schema: {
        tags,
        querystring: listQuery(PUBLIC_ORDER_FIELDS, 'jurisdiction', coverageQuery),
        response: answers({ 200: coverageListAnswer }),
      },
    },
    async (req) => svc().coverage(req.principal, req.query),
  );

  app.get(
    '/servicenumbers/type/coverage/coordinates',
    { config: { access: 'public' }, schema: { tags, response: answers({ 200: coverageByRegionAnswer }) } },
    async () => svc().coordinates(),
  );

  app.get(
    '/servicenumbers/type/coverage/cities',
    { config: { access: 'public' }, schema: { tags, querystring: coverageCitiesQuery, response: answers({ 200: coverageCitiesAnswer }) } },
    async (req) => svc().coverageCities(req.query),
  );

  app.get(
    '/servicenumbers/type/:id',
    { config: { access: 'public' }, schema: { tags, params: idParams, response: answers({ 200: productViewAnswer }) } },
    async (req) => svc().get(req.principal, req.params.id),
  );

  app.post(
    '/servicenumbers/type',
    { config: { access: staff('write') }, schema: { tags, body: productSchema, response: answers({ 201: productWriteAnswer }) } },
    async (req, reply) => reply.status(201).send(await svc().create(req.principal!, req.body)),
  );

  app.put(
    '/servicenumbers/type/:id',
    {
      config: { access: staff('edit') },
      schema: { tags, params: idParams, body: productSchema, response: answers({ 200: productWriteAnswer }) },
    },
    async (req) => svc().update(req.principal!, req.params.id, req.body),
  );

  app.delete(
    '/servicenumbers/type/:id',
    { config: { access: staff('delete') }, schema: { tags, params: idParams, response: answers({ 200: messageAnswer }) } },
    async (req) => svc().remove(req.principal!, req.params.id),
  );

  app.post(
    '/servicenumbers/type/bulk',
    {
      config: { access: staff('write') },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        response: answers({ 200: bulkAnswer }),
        description: 'Multipart field `file`: an .xlsx or .xls file (≤ 5 MB, ≤ 5000 rows) in the servicenumbertypes template.',
      },
    },
    async (req) => svc().bulk(req.principal!, await readBulkFile(req, PRODUCT_BULK_LIMITS)),
  );
}
