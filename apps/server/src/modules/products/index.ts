import type { Infrastructure, ModuleManifest } from '../../app-types.ts';
import { FUNCTIONALITIES, PRODUCT_TEMPLATE_COLUMNS, PRODUCT_TEMPLATE_EXAMPLE } from '@gsn/domain';
import type { PermissionService } from '../permissions/index.ts';
import { productsRepository } from './products-repository.ts';
import { productsRoutes } from './products-routes.ts';
import { productsService } from './products-service.ts';

export { productsRepository } from './products-repository.ts';
export type { ProductsService } from './products-service.ts';

/** Service number types — products (functionality 210), the public coverage and the bulk upload template. */
export const productsModule = {
  name: 'products',
  services: (d: Pick<Infrastructure, 'db'> & { permissions: PermissionService }) => ({
    products: productsService({ repo: productsRepository(d.db), permissions: d.permissions }),
  }),
  routes: productsRoutes,
  templates: () => [
    {
      name: 'servicenumbertypes',
      filename: 'servicenumbertypes-template.xlsx',
      sheetName: 'Service number types',
      columns: PRODUCT_TEMPLATE_COLUMNS,
      example: PRODUCT_TEMPLATE_EXAMPLE,
      access: { functionality: FUNCTIONALITIES.service_number_type, action: 'write', audience: 'staff' },
    },
  ],
} satisfies ModuleManifest;
