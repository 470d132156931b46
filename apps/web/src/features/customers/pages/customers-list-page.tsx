import { useTranslation } from 'react-i18next';
import { CUSTOMER_ORDER_FIELDS, creatableAccountTypes, FUNCTIONALITIES, isStaff } from '@gsn/domain';
import { CompanyListPage, useDeleteTarget } from '../../../components/company-list-page';
import { useListUrl } from '../../../lib/list-view';
import { CUSTOMER_LIST_DEFAULT, type CustomerFilters, useCustomer, useCustomersList } from '../api/use-customers';
import { BdmSelect } from '../components/bdm-select';
import { CustomersTable } from '../components/customers-table';
import { DeleteCustomerModal } from '../components/delete-customer-modal';
import { CUSTOMERS_PATH } from './paths';
import { useViewer } from '../../../lib/viewer';

function readFilters(params: URLSearchParams, staff: boolean): CustomerFilters {
  return { provider_signed_bdm_id: staff ? params.get('bdm') || null : null, search: params.get('q') || null };
}

function writeFilters(f: CustomerFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.provider_signed_bdm_id) p.set('bdm', f.provider_signed_bdm_id);
  if (f.search) p.set('q', f.search);
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
  const view = useListUrl({
    read: (params) => readFilters(params, staff),
    write: writeFilters,
    sorts: CUSTOMER_ORDER_FIELDS,
    defaults: CUSTOMER_LIST_DEFAULT,
  });
  const { filters, setFilters } = view;
  const list = useCustomersList(filters, view.view.page - 1, view.view);
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
            onChange={(id) => setFilters({ ...filters, provider_signed_bdm_id: id })}
          />
        )
      }
      filterCols={staff ? 3 : 2}
      initialSearch={filters.search ?? ''}
      onSearch={(search) => setFilters({ ...filters, search })}
      list={list}
      view={view}
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
