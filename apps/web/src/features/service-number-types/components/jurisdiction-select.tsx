import { useMemo } from 'react';
import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Jurisdiction, useJurisdictions } from '../api/use-products';

interface JurisdictionSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  value: string | null;
  onChange: (name: string | null, jurisdiction: Jurisdiction | null) => void;
}

/** A searchable choice among the jurisdictions (GET /jurisdictions); a stored name stays selectable. */
export function JurisdictionSelect({ value, onChange, ...rest }: JurisdictionSelectProps) {
  const { t } = useTranslation();
  const jurisdictions = useJurisdictions();
  const data = useMemo(() => {
    const names = (jurisdictions.data ?? []).map((j) => j.name);
    if (value && !names.includes(value)) names.unshift(value);
    return names;
  }, [jurisdictions.data, value]);
  return (
    <Select
      searchable
      clearable
      data={data}
      value={value}
      onChange={(name) => onChange(name, (jurisdictions.data ?? []).find((j) => j.name === name) ?? null)}
      nothingFoundMessage={jurisdictions.isFetching ? t('common.loading') : t('common.noData')}
      autoComplete="off"
      {...rest}
    />
  );
}
