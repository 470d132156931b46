import { PORT_EVENTS } from '@gsn/domain/ports/events';
import { PORT_STATES } from '@gsn/domain/ports/rules';
import type { Infrastructure, ModuleManifest } from '../../app-types.ts';
import type { Events } from '../../lib/events.ts';
import type { NotificationTypeSeed } from '../../lib/registries.ts';
import type { DocumentStore } from '../documents/index.ts';
import type { Notifier } from '../notifications/index.ts';
import type { OrdersService } from '../orders/index.ts';
import { portsRepository } from './ports-repository.ts';
import { portsRoutes } from './ports-routes.ts';
import { portsService } from './ports-service.ts';

export type { PortsService } from './ports-service.ts';

const STAFF_ORDER_DESK = [100, 110, 120, 130];
const CUSTOMER_ORDER_DESK = [200, 210, 220, 230];

/** Both sides hear of every state a port reaches and of every note (port/state/<state>, port/note/added). */
const portNotificationTypes = (): NotificationTypeSeed[] => [
  ...PORT_STATES.filter((s) => s !== 'draft').map((action) => ({
    functionality_id: 200,
    category: 'port',
    sub_category: 'state',
    action,
    default_receiver_account_type_id: [...STAFF_ORDER_DESK, ...CUSTOMER_ORDER_DESK],
    alert_email: action === 'exception' || action === 'foc_confirmed' || action === 'ported',
  })),
  {
    functionality_id: 200,
    category: 'port',
    sub_category: 'note',
    action: 'added',
    default_receiver_account_type_id: [...STAFF_ORDER_DESK, ...CUSTOMER_ORDER_DESK],
    alert_email: false,
  },
];

/**
 * Number ports (functionality 200, as their orders): the port of an order that ports numbers in, its state machine,
 * notes and letter of authorisation. Its numbers enter the inventory through the orders' numbers.
 */
export const portsModule = {
  name: 'ports',
  services: (
    d: Pick<Infrastructure, 'db' | 'outbox'> & { orders: OrdersService; notifier: Notifier; events: Events; documentStore: DocumentStore },
  ) => ({
    ports: portsService({
      repo: portsRepository(d.db),
      orders: d.orders,
      notifier: d.notifier,
      events: d.events,
      outbox: d.outbox,
      documentStore: d.documentStore,
    }),
  }),
  routes: portsRoutes,
  events: () => PORT_EVENTS,
  notificationTypes: portNotificationTypes,
} satisfies ModuleManifest;
