import { lazyPage, prefetchQuery } from '../../app/lazy-page';
import type { RouteObject } from 'react-router';
import { FUNCTIONALITIES } from '@gsn/domain/permissions/functionalities';
import { RequirePermission, RequireStaff } from '../../app/guards';
import { allow } from '../../app/guards';
import { crumb } from '../../app/route-table';
import type { NavItem } from '../../app/navigation';

const TariffAddPage = lazyPage(() => import('./pages/tariff-form-pages'), 'TariffAddPage');
const TariffEditPage = lazyPage(() => import('./pages/tariff-form-pages'), 'TariffEditPage');
// the list's query (its address read by its parser map, the feature's factory) starts while the page's chunk loads
const TariffsListPage = lazyPage(() => import('./pages/tariffs-list-page'), 'TariffsListPage', {
  prefetch: async (client, { search }) => {
    const { tariffListParams, tariffListQuery } = await import('./api/tariff-list');
    return prefetchQuery(client, tariffListQuery(tariffListParams.read(search)));
  },
});

const T = FUNCTIONALITIES.tariff;

/**
 * /portal/management/tariff (spec 2 §2 Tariff; staff only, functionality 230): list (list), /add (write),
 * /edit/{id} (edit), /delete/{id} (delete: the list with the confirmation open).
 */
export const tariffsRoute: RouteObject = {
  path: 'tariff',
  handle: crumb('tariffs.title'),
  element: (
    <RequireStaff>
      <RequirePermission functionalityId={T} action="list" />
    </RequireStaff>
  ),
  children: [
    { index: true, element: <TariffsListPage /> },
    { path: 'add', element: allow(T, 'write', <TariffAddPage />), handle: crumb('tariffs.add.crumb') },
    { path: 'edit/:id', element: allow(T, 'edit', <TariffEditPage />), handle: crumb('tariffs.edit.crumb') },
    { path: 'delete/:id', element: allow(T, 'delete', <TariffsListPage />), handle: crumb('tariffs.delete.crumb') },
  ],
};

/** This feature's entries in the portal's top navigation (app/navigation.ts collects every feature's). */
export const nav: NavItem[] = [
  {
    group: 'management',
    labelKey: 'tariffs.title',
    path: '/portal/management/tariff',
    functionalityId: FUNCTIONALITIES.tariff,
    audience: 'staff',
    order: 70,
  },
];
