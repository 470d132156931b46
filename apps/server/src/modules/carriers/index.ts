import type { Infrastructure, ModuleManifest } from '../../app-types.ts';
import { CARRIER_TEMPLATE_COLUMNS, CARRIER_TEMPLATE_EXAMPLE, FUNCTIONALITIES } from '@gsn/domain';
import { carriersRepository } from './carriers-repository.ts';
import { carriersRoutes } from './carriers-routes.ts';
import { carriersService } from './carriers-service.ts';

export type { CarriersService } from './carriers-service.ts';

/** Carriers (inventory functionality 220, staff only) and their bulk upload template. */
export const carriersModule = {
  name: 'carriers',
  services: ({ db }: Pick<Infrastructure, 'db'>) => ({ carriers: carriersService(carriersRepository(db)) }),
  routes: carriersRoutes,
  templates: () => [
    {
      name: 'carriers',
      filename: 'carriers-template.xlsx',
      sheetName: 'Carriers',
      columns: CARRIER_TEMPLATE_COLUMNS,
      example: CARRIER_TEMPLATE_EXAMPLE,
      access: { functionality: FUNCTIONALITIES.invnumber, action: 'write', audience: 'staff' },
    },
  ],
} satisfies ModuleManifest;
