import { useMemo, useRef, useState } from 'react';
import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useCustomerOptions } from '../api/use-customers';

interface CustomerSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange'> {
  value: string | null;
  onChange: (value: string | null) => void;
  /** Name of the selected company when already known (keeps its label before the search loads it). */
  selectedName?: string | null;
  /** Only companies that have no master account yet (e.g. when creating a master account). */
  withoutMaster?: boolean;
}

/** A searchable choice of companies: the server is asked for names matching what is typed. */
export function CustomerSelect({ value, onChange, selectedName, withoutMaster = false, ...rest }: CustomerSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const seen = useRef(new Map<string, string>());
  if (value && selectedName && !seen.current.has(value)) seen.current.set(value, selectedName);
  const selectedLabel = value ? seen.current.get(value) : undefined;
  // once a company is chosen the input shows its name: do not narrow the list to it
  const query = selectedLabel && debounced === selectedLabel ? '' : debounced;
  const options = useCustomerOptions(query);

  const data = useMemo(() => {
    const list = (options.data ?? []).filter((c) => !withoutMaster || !c.hasMaster).map((c) => ({ value: String(c.id), label: c.name }));
    for (const o of list) seen.current.set(o.value, o.label);
    if (value && !list.some((o) => o.value === value)) list.unshift({ value, label: seen.current.get(value) ?? `#${value}` });
    return list;
  }, [options.data, value, withoutMaster]);

  return (
    <Select
      searchable
      clearable
      data={data}
      value={value}
      onChange={(v) => onChange(v)}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={options.isFetching ? t('common.loading') : t('common.noData')}
      autoComplete="off"
      {...rest}
    />
  );
}
