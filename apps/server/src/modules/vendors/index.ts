import type { Infrastructure, ModuleManifest } from '../../app-types.ts';
import { FUNCTIONALITIES, VENDOR_TEMPLATE_COLUMNS, VENDOR_TEMPLATE_EXAMPLE } from '@gsn/domain';
import { vendorsRepository } from './vendors-repository.ts';
import { vendorsRoutes } from './vendors-routes.ts';
import { vendorsService } from './vendors-service.ts';

export type { VendorsService } from './vendors-service.ts';

/** Vendors (functionality 240, staff only) and their bulk upload template. */
export const vendorsModule = {
  name: 'vendors',
  services: ({ db }: Pick<Infrastructure, 'db'>) => ({ vendors: vendorsService({ repo: vendorsRepository(db) }) }),
  routes: vendorsRoutes,
  templates: () => [
    {
      name: 'vendors',
      filename: 'vendors-template.xlsx',
      sheetName: 'Vendors',
      columns: VENDOR_TEMPLATE_COLUMNS,
      example: VENDOR_TEMPLATE_EXAMPLE,
      access: { functionality: FUNCTIONALITIES.vendor, action: 'write', audience: 'staff' },
    },
  ],
} satisfies ModuleManifest;
