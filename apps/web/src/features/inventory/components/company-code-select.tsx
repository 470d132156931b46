import { useMemo, useState } from 'react';
import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { type CompanyCodeOption, useCustomerCodeOptions, useVendorCodeOptions } from '../api/use-inventory';

interface CompanyCodeSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange'> {
  /** Customers (GET /customers/) or vendors (GET /vendors/). */
  kind: 'customer' | 'vendor';
  value: string | null;
  onChange: (code: string | null) => void;
}

/** A searchable choice of companies by their provider code (provider_insight_company_code), labelled "CODE — Name". */
export function CompanyCodeSelect({ kind, value, onChange, ...rest }: CompanyCodeSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [known, setKnown] = useState<Record<string, string>>({});
  const selectedLabel = value ? known[value] : undefined;
  // once a company is chosen the input shows its label: do not narrow the list to it
  const query = selectedLabel && debounced === selectedLabel ? '' : debounced;
  const customers = useCustomerCodeOptions(query, kind === 'customer');
  const vendors = useVendorCodeOptions(query, kind === 'vendor');
  const options = kind === 'customer' ? customers : vendors;

  const data = useMemo(() => {
    const label = (o: CompanyCodeOption) => `${o.code} — ${o.name}`;
    const list = (options.data ?? []).map((o) => ({ value: o.code, label: label(o) }));
    if (value && !list.some((o) => o.value === value)) list.unshift({ value, label: known[value] ?? value });
    return list;
  }, [options.data, value, known]);

  return (
    <Select
      searchable
      clearable
      data={data}
      value={value}
      onChange={(v, option) => {
        if (v && option) setKnown((k) => ({ ...k, [v]: option.label }));
        onChange(v);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={options.isFetching ? t('common.loading') : t('common.noData')}
      autoComplete="off"
      {...rest}
    />
  );
}
