import { useMemo } from 'react';
import { JurisdictionSelect, type JurisdictionSelectProps } from '../../../components/catalogue-selects';
import { type Jurisdiction, useJurisdictions } from '../../../lib/jurisdictions';

interface ReferenceJurisdictionSelectProps extends Omit<JurisdictionSelectProps, 'names' | 'fetching' | 'onChange'> {
  onChange: (name: string | null, jurisdiction: Jurisdiction | null) => void;
}

/** A choice among the reference jurisdictions (GET /jurisdictions), handing back the chosen one with its name. */
export function ReferenceJurisdictionSelect({ onChange, ...rest }: ReferenceJurisdictionSelectProps) {
  const jurisdictions = useJurisdictions();
  const names = useMemo(() => (jurisdictions.data ?? []).map((j) => j.name), [jurisdictions.data]);
  return (
    <JurisdictionSelect
      names={names}
      fetching={jurisdictions.isFetching}
      onChange={(name) => onChange(name, (jurisdictions.data ?? []).find((j) => j.name === name) ?? null)}
      {...rest}
    />
  );
}
