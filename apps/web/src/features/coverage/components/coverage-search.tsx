import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JurisdictionSelect, ServiceTypeSelect } from '../../../components/catalogue-selects';
import { SearchForm } from '../../../components/search-form';
import { useJurisdictions } from '../../../lib/jurisdictions';
import type { CoverageFilters } from '../api/use-coverage-products';

interface CoverageSearchProps {
  value: CoverageFilters;
  onSearch: (filters: CoverageFilters) => void;
}

/** Search by service type and jurisdiction (spec 2 §2 service coverage); applied on Search. */
export function CoverageSearch({ value, onSearch }: CoverageSearchProps) {
  const { t } = useTranslation();
  const jurisdictions = useJurisdictions({ silent: true });
  const [draft, setDraft] = useState<CoverageFilters>(value);
  // the URL may change from outside (a carousel link, back/forward): follow it
  useEffect(
    () => setDraft({ service_type: value.service_type, jurisdiction: value.jurisdiction }),
    [value.service_type, value.jurisdiction],
  );
  const names = useMemo(() => (jurisdictions.data ?? []).map((j) => j.name), [jurisdictions.data]);
  return (
    <SearchForm label={t('coverage.searchLabel')} cols={{ base: 1, sm: 3 }} onSearch={() => onSearch(draft)}>
      <ServiceTypeSelect
        label={t('coverage.serviceType')}
        placeholder={t('coverage.anyServiceType')}
        value={draft.service_type}
        onChange={(v) => setDraft((d) => ({ ...d, service_type: v }))}
      />
      <JurisdictionSelect
        label={t('coverage.jurisdiction')}
        placeholder={t('coverage.anyJurisdiction')}
        names={names}
        value={draft.jurisdiction}
        onChange={(v) => setDraft((d) => ({ ...d, jurisdiction: v }))}
        limit={200}
      />
    </SearchForm>
  );
}
