import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { creatableAccountTypes, FUNCTIONALITIES, isStaff } from '@gsn/domain';
import { CompanyListPage, useDeleteTarget } from '../../../components/company-list-page';
import { useListParams } from '../../../lib/list-view';
import { customerListParams, customerListQuery } from '../api/customer-list';
import { useCustomer } from '../api/use-customers';
import { BdmSelect } from '../components/bdm-select';
import { CustomersTable } from '../components/customers-table';
import { DeleteCustomerModal } from '../components/delete-customer-modal';
import { CUSTOMERS_PATH } from './paths';
import { useViewer } from '../../../lib/viewer';

/**
 * /portal/account/customers (and /delete/{id}, the same list with the confirmation open): filter by the
 * signed BDM and a search box; add, bulk add, edit and delete each by their permission on functionality 120.
 */
export function CustomersListPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const actorType = viewer.accountType;
  const staff = isStaff(actorType);
  const view = useListParams(customerListParams, { staff });
  const { filters, setFilters } = view;
  const list = useQuery(customerListQuery(view));
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
