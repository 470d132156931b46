import { useTranslation } from 'react-i18next';
import { ServiceTypeSelect } from '../../../components/catalogue-selects';
import { ReferenceJurisdictionSelect } from './jurisdiction-select';

interface ProductFilterFieldsProps {
  value: { service_type: string | null; jurisdiction: string | null };
  onChange: (patch: { service_type?: string | null; jurisdiction?: string | null }) => void;
}

/** The service type and jurisdiction filters of the products and tariffs lists (applied at once). */
export function ProductFilterFields({ value, onChange }: ProductFilterFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <ServiceTypeSelect
        label={t('products.filters.serviceType')}
        placeholder={t('products.filters.any')}
        value={value.service_type}
        onChange={(service_type) => onChange({ service_type })}
      />
      <ReferenceJurisdictionSelect
        label={t('products.filters.jurisdiction')}
        placeholder={t('products.filters.any')}
        value={value.jurisdiction}
        onChange={(jurisdiction) => onChange({ jurisdiction })}
      />
    </>
  );
}
