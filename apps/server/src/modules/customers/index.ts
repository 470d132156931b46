import type { Infrastructure, ModuleManifest } from '../../app-types.ts';
import { CUSTOMER_TEMPLATE_COLUMNS, CUSTOMER_TEMPLATE_EXAMPLE, FUNCTIONALITIES } from '@gsn/domain';
import type { AccountService } from '../account/index.ts';
import { customersRepository } from './customers-repository.ts';
import { customersRoutes } from './customers-routes.ts';
import { customersService } from './customers-service.ts';

export { customersRepository, type CustomerValues } from './customers-repository.ts';
export type { CustomersService } from './customers-service.ts';

/** Customers (functionality 120): companies, their masters, the bulk upload and its template. */
export const customersModule = {
  name: 'customers',
  services: (d: Pick<Infrastructure, 'db' | 'sessions' | 'mailer' | 'storage' | 'log'> & { accounts: AccountService }) => ({
    customers: customersService({
      repo: customersRepository(d.db),
      accounts: d.accounts,
      sessions: d.sessions,
      mailer: d.mailer,
      storage: d.storage,
      log: d.log,
    }),
  }),
  routes: customersRoutes,
  templates: () => [
    {
      name: 'customers',
      filename: 'customers-template.xlsx',
      sheetName: 'Customers',
      columns: CUSTOMER_TEMPLATE_COLUMNS,
      example: CUSTOMER_TEMPLATE_EXAMPLE,
      access: { functionality: FUNCTIONALITIES.customer, action: 'write', audience: 'staff' },
    },
  ],
  notificationTypes: () => [
    {
      functionality_id: 120,
      category: 'customer',
      sub_category: 'customer',
      action: 'created',
      default_receiver_account_type_id: [100, 110],
      alert_email: false,
    },
  ],
} satisfies ModuleManifest;
