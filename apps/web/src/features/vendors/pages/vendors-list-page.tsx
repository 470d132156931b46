import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FUNCTIONALITIES } from '@gsn/domain';
import { CompanyListPage, useDeleteTarget } from '../../../components/company-list-page';
import { CompanyTable } from '../../../components/company-table';
import { useListParams } from '../../../lib/list-view';
import { useVendor } from '../api/use-vendors';
import { vendorListParams, vendorListQuery } from '../api/vendor-list';
import { DeleteVendorModal } from '../components/delete-vendor-modal';
import { VENDORS_PATH } from './paths';
import { useViewer } from '../../../lib/viewer';

/**
 * /portal/management/vendor (and /delete/{id}, the same list with the confirmation open): vendors sorted by
 * name, 10 a page, with a search box; add, bulk add, edit and delete each by their permission on 240.
 */
export function VendorsListPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const view = useListParams(vendorListParams);
  const query = view.filters.search;
  const list = useQuery(vendorListQuery(view));
  const { target, setTarget, close } = useDeleteTarget(useVendor, VENDORS_PATH);

  const may = (action: 'write' | 'edit' | 'delete') => viewer.can(FUNCTIONALITIES.vendor, action);

  return (
    <CompanyListPage
      ns="vendors"
      basePath={VENDORS_PATH}
      canWrite={may('write')}
      filterCols={2}
      initialSearch={query ?? ''}
      onSearch={(search) => view.setFilters({ search })}
      list={list}
      view={view}
      table={
        <CompanyTable
          rows={list.data?.data ?? []}
          loading={list.isPending}
          caption={t('vendors.list.caption')}
          ns="vendors"
          idAttribute="data-vendor-id"
          editTo={(row) => `${VENDORS_PATH}/edit/${row.id}`}
          canEdit={may('edit')}
          canDelete={may('delete')}
          onDelete={(row) => setTarget({ id: row.id, name: row.name })}
        />
      }
      deleteModal={<DeleteVendorModal target={target} onClose={close} />}
    />
  );
}
