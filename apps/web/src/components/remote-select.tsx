import { useMemo, useRef, useState } from 'react';
import { type ComboboxItem, type OptionsFilter, Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

export interface RemoteSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange'> {
  value: string | null;
  onChange: (value: string | null, label: string | null) => void;
  /** Label of the selected value when already known (kept before the search loads it). */
  selectedName?: string | null;
}

interface Props extends RemoteSelectProps {
  /** The options matching what is typed (a query hook; the same one on every render). */
  useOptions: (search: string) => { data?: ComboboxItem[]; isFetching: boolean };
  /** Label of a selected value the options have not named yet. */
  unknownLabel: (value: string) => string;
}

/**
 * The server has matched the options already (by name, e-mail, user name or company): narrowing them again by their
 * label here would drop a match whose label shows another of those (an account found by its user name, labelled by
 * its e-mail).
 */
const asFound: OptionsFilter = ({ options }) => options;

/** A searchable choice whose options the server finds from what is typed (debounced). */
export function RemoteSelect({ useOptions, unknownLabel, value, onChange, selectedName, ...rest }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const seen = useRef(new Map<string, string>());
  if (value && selectedName && !seen.current.has(value)) seen.current.set(value, selectedName);
  const selectedLabel = value ? seen.current.get(value) : undefined;
  // once a value is chosen the input shows its label: do not narrow the list to it
  const query = selectedLabel && debounced === selectedLabel ? '' : debounced;
  const options = useOptions(query);

  const data = useMemo(() => {
    const list = [...(options.data ?? [])];
    for (const o of list) seen.current.set(o.value, o.label);
    if (value && !list.some((o) => o.value === value)) list.unshift({ value, label: seen.current.get(value) ?? unknownLabel(value) });
    return list;
  }, [options.data, value, unknownLabel]);

  return (
    <Select
      searchable
      clearable
      data={data}
      value={value}
      onChange={(v, option) => onChange(v, v ? (option?.label ?? null) : null)}
      searchValue={search}
      onSearchChange={setSearch}
      filter={asFound}
      nothingFoundMessage={options.isFetching ? t('common.loading') : t('common.noData')}
      autoComplete="off"
      {...rest}
    />
  );
}
