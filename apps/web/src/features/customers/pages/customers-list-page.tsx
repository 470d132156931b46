import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { creatableAccountTypes, FUNCTIONALITIES, isStaff } from '@gsn/domain';
import { CompanyListPage, pageParam, useDeleteTarget } from '../../../components/company-list-page';
import { useCustomer, useCustomersList, type CustomerFilters } from '../api/use-customers';
import { BdmSelect } from '../components/bdm-select';
import { CustomersTable } from '../components/customers-table';
import { DeleteCustomerModal } from '../components/delete-customer-modal';
import { CUSTOMERS_PATH } from './paths';
import { useViewer } from '../../../lib/viewer';

function readFilters(params: URLSearchParams, staff: boolean): CustomerFilters {
  return { provider_signed_bdm_id: staff ? params.get('bdm') || null : null, search: params.get('q') || null };
}

function writeFilters(f: CustomerFilters, page: number): URLSearchParams {
  const p = new URLSearchParams();
  if (f.provider_signed_bdm_id) p.set('bdm', f.provider_signed_bdm_id);
  if (f.search) p.set('q', f.search);
  if (page > 1) p.set('page', String(page));
  return p;
}

/**
 * /portal/account/customers (and /delete/{id}, the same list with the confirmation open): filter by the
 * signed BDM and a search box; add, bulk add, edit and delete each by their permission on functionality 120.
 */
export function CustomersListPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const actorType = viewer.accountType;
  const staff = isStaff(actorType);
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params, staff);
  const page = pageParam(params);
  const list = useCustomersList(filters, page - 1);
  const { target, setTarget, close } = useDeleteTarget(useCustomer, CUSTOMERS_PATH);

  const may = (action: 'write' | 'edit' | 'delete') => viewer.can(FUNCTIONALITIES.customer, action);
  const mayAddMaster = viewer.can(FUNCTIONALITIES.account, 'write') && creatableAccountTypes(actorType).includes(200);

  return (
    <CompanyListPage
      ns="customers"
      basePath={CUSTOMERS_PATH}
      canWrite={may('write')}
      filters={
        staff && (
          <BdmSelect
            label={t('customers.filters.bdm')}
            placeholder={t('customers.filters.anyBdm')}
            value={filters.provider_signed_bdm_id}
            onChange={(id) => setParams(writeFilters({ ...filters, provider_signed_bdm_id: id }, 1))}
          />
        )
      }
      filterCols={staff ? 3 : 2}
      initialSearch={filters.search ?? ''}
      onSearch={(search) => setParams(writeFilters({ ...filters, search }, 1))}
      list={list}
      page={page}
      onPageChange={(p) => setParams(writeFilters(filters, p))}
      table={
        <CustomersTable
          rows={list.data?.data ?? []}
          loading={list.isPending}
          caption={t('customers.list.caption')}
          actions={{
            canEdit: may('edit'),
            canDelete: may('delete'),
            canAddMaster: (row) => mayAddMaster && !row.master && !row.master_id,
            onDelete: (row) => setTarget({ id: row.id, name: row.name }),
          }}
        />
      }
      deleteModal={<DeleteCustomerModal target={target} onClose={close} />}
    />
  );
}
