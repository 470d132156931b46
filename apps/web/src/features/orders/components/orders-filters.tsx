import { useEffect, useState } from 'react';
import { Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES } from '@gsn/domain';
import { ServiceTypeSelect } from '../../../components/catalogue-selects';
import { SearchForm } from '../../../components/search-form';
import { CustomerSelect } from '../../customers';
import { ReferenceJurisdictionSelect } from '../../products';
import type { OrderFilters } from '../api/use-orders';

interface OrdersFiltersProps {
  value: OrderFilters;
  /** Staff filter by customer; customers see only their own company's orders. */
  staff: boolean;
  onSearch: (filters: OrderFilters) => void;
}

/** Spec 2 §2 Order list filters: customer (staff), service type, status, order ID, customer reference, jurisdiction. */
export function OrdersFilters({ value, staff, onSearch }: OrdersFiltersProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<OrderFilters>(value);
  const [customerName, setCustomerName] = useState<string | null>(null);
  useEffect(() => setDraft(value), [value]);
  const set = (patch: Partial<OrderFilters>) => setDraft((d) => ({ ...d, ...patch }));
  const statusOptions = ORDER_STATUSES.map((s) => ({ value: s, label: t(`orders.status.${s}`) }));
  return (
    <SearchForm label={t('orders.list.filters')} cols={{ base: 1, sm: 2, md: staff ? 4 : 3 }} onSearch={() => onSearch(draft)}>
      {staff && (
        <CustomerSelect
          label={t('orders.fields.customer')}
          placeholder={t('orders.list.any')}
          value={draft.customer_id ? String(draft.customer_id) : null}
          selectedName={customerName}
          onChange={(v, label) => {
            setCustomerName(label);
            set({ customer_id: v ? Number(v) : null });
          }}
        />
      )}
      <ServiceTypeSelect
        label={t('orders.fields.service_type')}
        placeholder={t('orders.list.any')}
        value={draft.service_type}
        onChange={(service_type) => set({ service_type })}
      />
      <Select
        label={t('orders.fields.status')}
        placeholder={t('orders.list.any')}
        data={statusOptions}
        clearable
        value={draft.status}
        onChange={(status) => set({ status })}
      />
      <TextInput
        label={t('orders.fields.id')}
        inputMode="numeric"
        value={draft.order_id ?? ''}
        onChange={(e) => set({ order_id: e.currentTarget.value.replace(/\D/g, '') || null })}
      />
      <TextInput
        label={t('orders.fields.reference')}
        value={draft.reference ?? ''}
        onChange={(e) => set({ reference: e.currentTarget.value || null })}
      />
      <ReferenceJurisdictionSelect
        label={t('orders.fields.jurisdiction')}
        placeholder={t('orders.list.any')}
        value={draft.jurisdiction}
        onChange={(jurisdiction) => set({ jurisdiction })}
      />
    </SearchForm>
  );
}
