import { ActionIcon, Tooltip } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CompanyTable } from '../../../components/company-table';
import type { CustomerRow } from '../api/types';

export interface CustomerRowActions {
  canEdit: boolean;
  canDelete: boolean;
  canAddMaster: (row: CustomerRow) => boolean;
  onDelete: (row: CustomerRow) => void;
}

/** Spec 1 §2 Customers columns: company, company alias (former name), website, vendor code, jurisdiction. */
export function CustomersTable({
  rows,
  actions,
  caption,
  loading = false,
}: {
  rows: CustomerRow[];
  actions: CustomerRowActions;
  caption: string;
  loading?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <CompanyTable
      rows={rows}
      caption={caption}
      loading={loading}
      ns="customers"
      idAttribute="data-customer-id"
      editTo={(row) => `/portal/account/customers/edit/${row.id}`}
      canEdit={actions.canEdit}
      canDelete={actions.canDelete}
      onDelete={actions.onDelete}
      extraActions={(row) =>
        actions.canAddMaster(row) && (
          <Tooltip label={t('customers.actions.addMaster')} withinPortal>
            <ActionIcon
              component={Link}
              to={`/portal/account/customers/addmaster/${row.id}`}
              variant="subtle"
              color="teal"
              aria-label={t('customers.actions.addMasterNamed', { name: row.name })}
            >
              <IconUserPlus size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )
      }
    />
  );
}
