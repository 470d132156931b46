import { useMemo, useRef, useState } from 'react';
import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useVendorOptions } from '../api/use-products';

interface VendorSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange'> {
  value: string | null;
  onChange: (value: string | null, name: string | null) => void;
  /** Name of the stored vendor (keeps its label before the search loads it). */
  selectedName?: string | null;
}

/** A searchable choice of vendors: the server is asked for names matching what is typed (GET /vendors/?search=). */
export function VendorSelect({ value, onChange, selectedName, ...rest }: VendorSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const seen = useRef(new Map<string, string>());
  if (value && selectedName && !seen.current.has(value)) seen.current.set(value, selectedName);
  const selectedLabel = value ? seen.current.get(value) : undefined;
  // once a vendor is chosen the input shows its name: do not narrow the list to it
  const query = selectedLabel && debounced === selectedLabel ? '' : debounced;
  const options = useVendorOptions(query);

  const data = useMemo(() => {
    const list = (options.data ?? []).map((v) => ({ value: String(v.id), label: v.name }));
    for (const o of list) seen.current.set(o.value, o.label);
    if (value && !list.some((o) => o.value === value)) list.unshift({ value, label: seen.current.get(value) ?? `#${value}` });
    return list;
  }, [options.data, value]);

  return (
    <Select
      searchable
      clearable
      data={data}
      value={value}
      onChange={(v, option) => onChange(v, v ? (option?.label ?? null) : null)}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={options.isFetching ? t('common.loading') : t('common.noData')}
      autoComplete="off"
      {...rest}
    />
  );
}
