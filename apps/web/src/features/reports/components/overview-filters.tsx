import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchForm } from '../../../components/search-form';
import { CustomerSelect } from '../../customers';
import { ReferenceJurisdictionSelect } from '../../products';
import type { OverviewFilters } from '../api/use-reports';

interface OverviewFiltersProps {
  value: OverviewFilters;
  /** Staff choose a customer company; a customer sees their own company's orders. */
  staff: boolean;
  onSearch: (filters: OverviewFilters) => void;
}

/** Spec 2 §2 Order overview filters: customer (staff only) and jurisdiction (of the orders' products). */
export function OverviewFiltersForm({ value, staff, onSearch }: OverviewFiltersProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<OverviewFilters>(value);
  const [customerName, setCustomerName] = useState<string | null>(null);
  return (
    <SearchForm
      label={t('reports.filters.label')}
      cols={{ base: 1, sm: staff ? 3 : 2 }}
      onSearch={() => onSearch({ ...draft, customer_id: staff ? draft.customer_id : null })}
    >
      {staff && (
        <CustomerSelect
          label={t('reports.filters.customer')}
          placeholder={t('reports.filters.any')}
          value={draft.customer_id ? String(draft.customer_id) : null}
          selectedName={customerName}
          onChange={(v, label) => {
            setCustomerName(label);
            setDraft((d) => ({ ...d, customer_id: v ? Number(v) : null }));
          }}
        />
      )}
      <ReferenceJurisdictionSelect
        label={t('reports.fields.jurisdiction')}
        placeholder={t('reports.filters.any')}
        value={draft.jurisdiction}
        onChange={(jurisdiction) => setDraft((d) => ({ ...d, jurisdiction }))}
      />
    </SearchForm>
  );
}
