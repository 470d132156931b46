import { lazyPage, prefetchQuery } from '../../app/lazy-page';
import type { RouteObject } from 'react-router';
import { FUNCTIONALITIES } from '@gsn/domain/permissions/functionalities';
import { RequireCustomer } from '../../app/guards';
import { allow } from '../../app/guards';
import { crumb } from '../../app/route-table';
import type { NavItem } from '../../app/navigation';

// the list's query (its address read by its parser map, the feature's factory) starts while the page's chunk loads
const CoverageListPage = lazyPage(() => import('./pages/coverage-list-page'), 'CoverageListPage', {
  prefetch: async (client, { search }) => {
    const { coverageListParams, coverageListQuery } = await import('./api/coverage-list');
    return prefetchQuery(client, coverageListQuery('portal', coverageListParams.read(search)));
  },
});
const CoverageShowPage = lazyPage(() => import('./pages/coverage-show-page'), 'CoverageShowPage');

const P = FUNCTIONALITIES.service_number_type;

/**
 * /portal/management/service_number_coverage (spec 2 §2, §6): the list is for customers with list on 210;
 * /show/{id} is the product's detail for anyone with read on 210 (staff reach it from their product list).
 */
export const coverageRoute: RouteObject = {
  path: 'service_number_coverage',
  children: [
    {
      index: true,
      element: <RequireCustomer>{allow(P, 'list', <CoverageListPage />)}</RequireCustomer>,
      handle: crumb('coverage.title'),
    },
    { path: 'show/:id', element: allow(P, 'read', <CoverageShowPage />), handle: crumb('coverage.show.crumb') },
  ],
};

/** This feature's entries in the portal's top navigation (app/navigation.ts collects every feature's). */
export const nav: NavItem[] = [
  {
    group: 'management',
    labelKey: 'coverage.title',
    path: '/portal/management/service_number_coverage',
    functionalityId: FUNCTIONALITIES.service_number_type,
    audience: 'customer',
    order: 100,
  },
];
