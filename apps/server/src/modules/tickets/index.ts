import { TICKET_EVENTS } from '@gsn/domain/tickets/events';
import type { Infrastructure, ModuleManifest } from '../../app-types.ts';
import type { Events } from '../../lib/events.ts';
import type { NotificationTypeSeed } from '../../lib/registries.ts';
import type { Notifier } from '../notifications/index.ts';
import { ticketsRepository } from './tickets-repository.ts';
import { ticketsRoutes } from './tickets-routes.ts';
import { TICKET_TYPES, ticketsService } from './tickets-service.ts';

export type { TicketsService } from './tickets-service.ts';

/** Support tickets as threads (docs/support.md). */
export const ticketsModule = {
  name: 'tickets',
  services: (d: Pick<Infrastructure, 'db' | 'outbox'> & { notifier: Notifier; events: Events }) => ({
    tickets: ticketsService({ repo: ticketsRepository(d.db), notifier: d.notifier, events: d.events, outbox: d.outbox }),
  }),
  routes: ticketsRoutes,
  events: () => TICKET_EVENTS,
  subjects: () => ({ ticket: (id: number) => `/portal/support/tickets/${id}` }),
  // who hears of tickets unless an administrator changes it; a reply also goes to the people the ticket names
  // (its creator, its assignee)
  notificationTypes: (): NotificationTypeSeed[] => [
    // a new ticket and a customer's reply: the administrators and the operations staff, by e-mail too
    { ...TICKET_TYPES.created, default_receiver_account_type_id: [100, 130], alert_email: true },
    { ...TICKET_TYPES.replied, default_receiver_account_type_id: [100, 130], alert_email: true },
    // a staff reply: the company's master besides the creator
    { ...TICKET_TYPES.answered, default_receiver_account_type_id: [200], alert_email: true },
  ],
} satisfies ModuleManifest;
