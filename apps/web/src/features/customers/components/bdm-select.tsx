import { useMemo } from 'react';
import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isStaff } from '@gsn/domain';
import { accountName, useAccountOptions } from '../../accounts';

interface BdmSelectProps extends Omit<SelectProps, 'data' | 'onChange'> {
  onChange: (id: string | null, name: string | null) => void;
  /** Keeps a stored BDM selectable even when the list does not contain it. */
  currentName?: string | null;
}

/** The provider's signed business development manager: a choice among provider staff accounts. */
export function BdmSelect({ value, onChange, currentName, ...rest }: BdmSelectProps) {
  const { t } = useTranslation();
  const accounts = useAccountOptions({ orderby: 'email' });
  const data = useMemo(() => {
    const list = (accounts.data ?? [])
      .filter((a) => isStaff(a.account_type_id))
      .map((a) => ({ value: String(a.id), label: accountName(a) }));
    if (value && !list.some((o) => o.value === value)) list.unshift({ value, label: currentName || `#${value}` });
    return list;
  }, [accounts.data, value, currentName]);
  return (
    <Select
      searchable
      clearable
      data={data}
      value={value ?? null}
      onChange={(v, option) => onChange(v, v ? (option?.label ?? null) : null)}
      nothingFoundMessage={accounts.isFetching ? t('common.loading') : t('common.noData')}
      autoComplete="off"
      {...rest}
    />
  );
}
