import { useState } from 'react';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NUMBER_STATES } from '@gsn/domain';
import { JurisdictionSelect, ServiceTypeSelect } from '../../../components/catalogue-selects';
import { FilterForm } from '../../../components/search-form';
import { type InventoryListFilters, NO_INVENTORY_FILTERS, useInventoryCities, useInventoryJurisdictions } from '../api/use-inventory';
import { CompanyCodeSelect } from './company-code-select';

const withCurrent = (list: string[], current: string | null) => (current && !list.includes(current) ? [current, ...list] : list);

interface InventoryFiltersProps {
  value: InventoryListFilters;
  /** Provider staff also filter by customer code. */
  staff: boolean;
  onSearch: (filters: InventoryListFilters) => void;
}

/**
 * Spec 2 §2 Inventory numbers: customer code (staff only), service type, jurisdiction, city (of the chosen
 * jurisdiction), "Service number" (sent as routing_vendor), order id and the number's state; applied with Search.
 */
export function InventoryFilters({ value, staff, onSearch }: InventoryFiltersProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<InventoryListFilters>(value);
  const jurisdictions = useInventoryJurisdictions();
  const cities = useInventoryCities(draft.jurisdiction);
  const set = (patch: Partial<InventoryListFilters>) => setDraft((d) => ({ ...d, ...patch }));

  return (
    <FilterForm
      label={t('inventory.filters.label')}
      clearLabel={t('inventory.filters.clear')}
      onSubmit={() => {
        const orderId = draft.order_id?.trim() ?? '';
        onSearch({
          ...draft,
          customer_code: staff ? draft.customer_code : null,
          routing_vendor: draft.routing_vendor?.trim() || null,
          order_id: /^\d+$/.test(orderId) ? orderId : null,
        });
      }}
      onClear={() => {
        setDraft(NO_INVENTORY_FILTERS);
        onSearch(NO_INVENTORY_FILTERS);
      }}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} style={{ alignItems: 'end' }}>
        {staff && (
          <CompanyCodeSelect
            kind="customer"
            label={t('inventory.filters.customer')}
            placeholder={t('inventory.filters.any')}
            value={draft.customer_code}
            onChange={(v) => set({ customer_code: v })}
          />
        )}
        <ServiceTypeSelect
          label={t('inventory.fields.service_type')}
          placeholder={t('inventory.filters.any')}
          value={draft.service_type}
          onChange={(v) => set({ service_type: v })}
        />
        <JurisdictionSelect
          label={t('inventory.fields.jurisdiction')}
          placeholder={t('inventory.filters.any')}
          names={jurisdictions.data ?? []}
          value={draft.jurisdiction}
          onChange={(v) => set({ jurisdiction: v, city: null })}
        />
        <Select
          label={t('inventory.fields.city')}
          placeholder={draft.jurisdiction ? t('inventory.filters.any') : t('inventory.filters.jurisdictionFirst')}
          data={withCurrent(cities.data ?? [], draft.city)}
          value={draft.city}
          onChange={(v) => set({ city: v })}
          disabled={!draft.jurisdiction}
          searchable
          clearable
          nothingFoundMessage={t('common.noData')}
          autoComplete="off"
        />
        <TextInput
          label={t('inventory.filters.serviceNumber')}
          placeholder={t('inventory.filters.serviceNumberPlaceholder')}
          type="search"
          value={draft.routing_vendor ?? ''}
          onChange={(e) => set({ routing_vendor: e.currentTarget.value })}
        />
        <TextInput
          label={t('inventory.fields.order_id')}
          inputMode="numeric"
          value={draft.order_id ?? ''}
          onChange={(e) => set({ order_id: e.currentTarget.value.replace(/\D/g, '') })}
        />
        <Select
          label={t('inventory.state.label')}
          placeholder={t('inventory.filters.any')}
          data={NUMBER_STATES.map((s) => ({ value: s, label: t(`inventory.state.names.${s}`) }))}
          value={draft.state}
          onChange={(v) => set({ state: v })}
          clearable
        />
      </SimpleGrid>
    </FilterForm>
  );
}
