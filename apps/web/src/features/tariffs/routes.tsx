import type { RouteObject } from 'react-router';
import { FUNCTIONALITIES } from '@gsn/domain';
import { RequirePermission, RequireStaff } from '../../app/guards';
import type { RouteHandle } from '../../components/page-breadcrumbs';
import { allow } from '../accounts/routes';
import { TariffAddPage, TariffEditPage } from './pages/tariff-form-pages';
import { TariffsListPage } from './pages/tariffs-list-page';

const crumb = (key: string): RouteHandle => ({ crumb: key });
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
