import { lazyPage, prefetchQuery } from '../../app/lazy-page';
import type { RouteObject } from 'react-router';
import { FUNCTIONALITIES } from '@gsn/domain/permissions/functionalities';
import { RequirePermission } from '../../app/guards';
import { crumb } from '../../app/route-table';
import type { NavItem } from '../../app/navigation';
import { TICKETS_PATH } from './paths';

// the list's query (its address read by its parser map) starts while the page's chunk loads
const TicketsPage = lazyPage(() => import('./pages/tickets-page'), 'TicketsPage', {
  prefetch: async (client, { search }) => {
    const { ticketListParams, ticketListQuery } = await import('./api/ticket-list');
    return prefetchQuery(client, ticketListQuery(ticketListParams.read(search)));
  },
});
const TicketThreadPage = lazyPage(() => import('./pages/ticket-thread-page'), 'TicketThreadPage');

/**
 * /portal/support/tickets and /portal/support/tickets/:id (docs/support.md): with the support functionality (800
 * list). The create form stays the support feature's /portal/support/tickets/add (its static segment wins over :id).
 */
export const ticketsRoute: RouteObject = {
  path: 'support',
  handle: { crumb: 'nav.groups.support', crumbWithoutLink: true },
  children: [
    {
      path: 'tickets',
      handle: crumb('tickets.list.crumb'),
      element: <RequirePermission functionalityId={FUNCTIONALITIES.support} action="list" />,
      children: [
        { index: true, element: <TicketsPage /> },
        { path: ':id', element: <TicketThreadPage />, handle: crumb('tickets.show.crumb') },
      ],
    },
  ],
};

/** This feature's entry in the portal's top navigation: beside "Report an issue", for whoever has support (800). */
export const nav: NavItem[] = [
  {
    group: 'support',
    labelKey: 'tickets.list.navItem',
    path: TICKETS_PATH,
    functionalityId: FUNCTIONALITIES.support,
    audience: 'always',
    order: 125,
  },
];
