import { CUSTOMER_REQUEST_EVENTS } from '@gsn/domain/customer-requests/events';
import type { Infrastructure, ModuleManifest } from '../../app-types.ts';
import type { NotificationTypeSeed } from '../../lib/registries.ts';
import type { CustomersService } from '../customers/index.ts';
import type { Notifier } from '../notifications/index.ts';
import type { PermissionService } from '../permissions/index.ts';
import { customerRequestsRepository } from './customer-requests-repository.ts';
import { customerRequestsRoutes } from './customer-requests-routes.ts';
import { customerRequestsService, REQUEST_TYPES } from './customer-requests-service.ts';

export type { CustomerRequestsService } from './customer-requests-service.ts';

/**
 * Requests to become a customer (docs/customer-requests.md): registered users ask, the staff who create customers
 * decide. The administrators and sales staff hear of a new request; the requester, addressed by the notification
 * itself, of the decision (with an e-mail).
 */
export const customerRequestsModule = {
  name: 'customer-requests',
  services: (
    d: Pick<Infrastructure, 'db' | 'outbox'> & { notifier: Notifier; customers: CustomersService; permissions: PermissionService },
  ) => ({
    customerRequests: customerRequestsService({
      repo: customerRequestsRepository(d.db),
      customers: d.customers,
      permissions: d.permissions,
      notifier: d.notifier,
      outbox: d.outbox,
    }),
  }),
  routes: customerRequestsRoutes,
  events: () => CUSTOMER_REQUEST_EVENTS,
  subjects: () => ({
    customer_request: (id: number) => `/portal/account/customer-requests/${id}`,
    // the requester's own status page (a declined requester is still a registered user of the visitor area)
    own_customer_request: (_id: number) => '/visitor/customer-request',
  }),
  notificationTypes: (): NotificationTypeSeed[] => [
    { ...REQUEST_TYPES.submitted, default_receiver_account_type_id: [100, 110], alert_email: true },
    { ...REQUEST_TYPES.approved, default_receiver_account_type_id: [], alert_email: true },
    { ...REQUEST_TYPES.declined, default_receiver_account_type_id: [], alert_email: true },
  ],
} satisfies ModuleManifest;
