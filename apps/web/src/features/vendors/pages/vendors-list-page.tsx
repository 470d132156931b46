import { useTranslation } from 'react-i18next';
import { FUNCTIONALITIES, VENDOR_ORDER_FIELDS } from '@gsn/domain';
import { CompanyListPage, useDeleteTarget } from '../../../components/company-list-page';
import { CompanyTable } from '../../../components/company-table';
import { useListUrl } from '../../../lib/list-view';
import { useVendor, useVendorsList, VENDOR_LIST_DEFAULT } from '../api/use-vendors';
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
  const view = useListUrl({
    read: (params) => params.get('q') || null,
    write: (q: string | null) => new URLSearchParams(q ? { q } : {}),
    sorts: VENDOR_ORDER_FIELDS,
    defaults: VENDOR_LIST_DEFAULT,
  });
  const query = view.filters;
  const list = useVendorsList(query, view.view.page - 1, view.view);
  const { target, setTarget, close } = useDeleteTarget(useVendor, VENDORS_PATH);

  const may = (action: 'write' | 'edit' | 'delete') => viewer.can(FUNCTIONALITIES.vendor, action);

  return (
    <CompanyListPage
      ns="vendors"
      basePath={VENDORS_PATH}
      canWrite={may('write')}
      filterCols={2}
      initialSearch={query ?? ''}
      onSearch={view.setFilters}
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
