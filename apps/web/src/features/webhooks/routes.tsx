import { lazyPage } from '../../app/lazy-page';
import type { RouteObject } from 'react-router';
import { FUNCTIONALITIES } from '@gsn/domain/permissions/functionalities';
import { RequirePermission } from '../../app/guards';
import type { RouteHandle } from '../../components/page-breadcrumbs';
import type { NavItem } from '../../app/navigation';

const WebhooksPage = lazyPage(() => import('./pages/webhooks-page'), 'WebhooksPage');
const WebhookDeliveriesPage = lazyPage(() => import('./pages/webhook-deliveries-page'), 'WebhookDeliveriesPage');

const W = FUNCTIONALITIES.webhook;

/**
 * /portal/administration/webhooks (docs/webhooks.md, Screens): endpoints need the webhooks list permission, deliveries
 * read.
 */
export const webhooksRoute: RouteObject = {
  path: 'webhooks',
  element: <RequirePermission functionalityId={W} action="list" />,
  handle: { crumb: 'webhooks.title' } satisfies RouteHandle,
  children: [
    { index: true, element: <WebhooksPage /> },
    {
      path: ':id/deliveries',
      element: <RequirePermission functionalityId={W} action="read" />,
      handle: { crumb: 'webhooks.deliveries' } satisfies RouteHandle,
      children: [{ index: true, element: <WebhookDeliveriesPage /> }],
    },
  ],
};

/** This feature's entries in the portal's top navigation (app/navigation.ts collects every feature's). */
export const nav: NavItem[] = [
  {
    group: 'administration',
    labelKey: 'webhooks.title',
    path: '/portal/administration/webhooks',
    functionalityId: FUNCTIONALITIES.webhook,
    audience: 'always',
    order: 230,
  },
];
