import { lazyPage } from '../../app/lazy-page';
import type { RouteObject } from 'react-router';
import { crumb } from '../../app/route-table';
import type { NavItem } from '../../app/navigation';

/** Also the visitor shell's /visitor/contacts. */
export const ContactsPage = lazyPage(() => import('./pages/contacts-page'), 'ContactsPage');
const TicketPage = lazyPage(() => import('./pages/ticket-page'), 'TicketPage');

/** /portal/support/contacts and /portal/support/tickets/add (spec 2 §2): every signed-in user. */
export const supportRoute: RouteObject = {
  path: 'support',
  handle: { crumb: 'nav.groups.support', crumbWithoutLink: true },
  children: [
    { path: 'contacts', element: <ContactsPage />, handle: crumb('nav.items.contacts') },
    { path: 'tickets/add', element: <TicketPage />, handle: crumb('tickets.crumb') },
  ],
};

/** This feature's entries in the portal's top navigation (app/navigation.ts collects every feature's). */
export const nav: NavItem[] = [
  { group: 'support', labelKey: 'nav.items.contacts', path: '/portal/support/contacts', audience: 'always', order: 110 },
  { group: 'support', labelKey: 'tickets.navItem', path: '/portal/support/tickets/add', audience: 'always', order: 130 },
];
