import { Paper, Select, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isStaff } from '@gsn/domain';
import { useAccountTypeName } from '../../../components/account-type-label';
import { CustomerSelect } from '../../customers';
import type { AccountFilters } from '../api/use-accounts';
import { filterTypeIds, STATUS_VALUES } from '../lib/account-options';

interface AccountFiltersProps {
  actorType: number;
  value: AccountFilters;
  onChange: (next: AccountFilters) => void;
}

/**
 * Spec 1 §2 Accounts: search by status and disabled; provider staff also by account type and customer,
 * customers only by account type. Each change applies at once.
 */
export function AccountFiltersBar({ actorType, value, onChange }: AccountFiltersProps) {
  const { t } = useTranslation();
  const typeName = useAccountTypeName();
  const staff = isStaff(actorType);
  const set = (patch: Partial<AccountFilters>) => onChange({ ...value, ...patch });
  return (
    <Paper withBorder p="md" role="search" aria-label={t('accounts.filters.label')}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: staff ? 4 : 3 }}>
        <Select
          label={t('accounts.fields.account_type')}
          placeholder={t('accounts.filters.any')}
          data={filterTypeIds(actorType).map((id) => ({ value: String(id), label: typeName(id) }))}
          value={value.account_type_code}
          onChange={(v) => set({ account_type_code: v })}
          clearable
        />
        {staff && (
          <CustomerSelect
            label={t('accounts.fields.customer')}
            placeholder={t('accounts.filters.anyCustomer')}
            value={value.customer_id}
            onChange={(v) => set({ customer_id: v })}
          />
        )}
        <Select
          label={t('accounts.fields.status')}
          placeholder={t('accounts.filters.any')}
          data={STATUS_VALUES.map((s) => ({ value: s, label: t(`accounts.status.${s}`) }))}
          value={value.status}
          onChange={(v) => set({ status: v })}
          clearable
        />
        <Select
          label={t('accounts.fields.disabled')}
          placeholder={t('accounts.filters.any')}
          data={[
            { value: 'true', label: t('accounts.flags.disabled') },
            { value: 'false', label: t('accounts.flags.enabled') },
          ]}
          value={value.disabled}
          onChange={(v) => set({ disabled: v === 'true' || v === 'false' ? v : null })}
          clearable
        />
      </SimpleGrid>
    </Paper>
  );
}
