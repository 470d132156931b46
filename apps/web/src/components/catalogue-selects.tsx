import { useMemo } from 'react';
import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SERVICE_TYPES } from '@gsn/domain';
import { useCountryName } from '../features/reference';

const SERVICE_TYPE_OPTIONS = [...SERVICE_TYPES];

/** A clearable choice of service type. */
export function ServiceTypeSelect(props: Omit<SelectProps, 'data'>) {
  return <Select data={SERVICE_TYPE_OPTIONS} clearable {...props} />;
}

export interface JurisdictionSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  /** The jurisdictions to choose from (the reference list, or those of the inventory). */
  names: string[];
  /** The names are being fetched (said when nothing matches). */
  fetching?: boolean;
  value: string | null;
  onChange: (name: string | null) => void;
}

/** A searchable, clearable choice of jurisdiction by name; a current name missing from the list stays selectable. */
export function JurisdictionSelect({ names, fetching = false, value, onChange, ...rest }: JurisdictionSelectProps) {
  const { t, i18n } = useTranslation();
  const country = useCountryName();
  // the value stays the stored (English) name; the label is the name in the interface language
  const data = useMemo(
    () =>
      (value && !names.includes(value) ? [value, ...names] : names)
        .map((n) => ({ value: n, label: country(n) }))
        .sort((a, b) => a.label.localeCompare(b.label, i18n.language)),
    [names, value, country, i18n.language],
  );
  return (
    <Select
      searchable
      clearable
      data={data}
      value={value}
      onChange={onChange}
      nothingFoundMessage={fetching ? t('common.loading') : t('common.noData')}
      autoComplete="off"
      {...rest}
    />
  );
}
