import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FUNCTIONALITIES } from '@gsn/domain';
import { CompanyListPage, pageParam, useDeleteTarget } from '../../../components/company-list-page';
import { CompanyTable } from '../../../components/company-table';
import { useVendor, useVendorsList } from '../api/use-vendors';
import { DeleteVendorModal } from '../components/delete-vendor-modal';
import { VENDORS_PATH } from './paths';
import { useViewer } from '../../../lib/viewer';

function writeParams(search: string | null, page: number): URLSearchParams {
  const p = new URLSearchParams();
  if (search) p.set('q', search);
  if (page > 1) p.set('page', String(page));
  return p;
}

/**
 * /portal/management/vendor (and /delete/{id}, the same list with the confirmation open): vendors sorted by
 * name, 10 a page, with a search box; add, bulk add, edit and delete each by their permission on 240.
 */
export function VendorsListPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') || null;
  const page = pageParam(params);
  const list = useVendorsList(query, page - 1);
  const { target, setTarget, close } = useDeleteTarget(useVendor, VENDORS_PATH);

  const may = (action: 'write' | 'edit' | 'delete') => viewer.can(FUNCTIONALITIES.vendor, action);

  return (
    <CompanyListPage
      ns="vendors"
      basePath={VENDORS_PATH}
      canWrite={may('write')}
      filterCols={2}
      initialSearch={query ?? ''}
      onSearch={(search) => setParams(writeParams(search, 1))}
      list={list}
      page={page}
      onPageChange={(p) => setParams(writeParams(query, p))}
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
