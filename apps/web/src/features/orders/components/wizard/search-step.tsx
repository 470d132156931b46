import { useMemo } from 'react';
import { Button, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { hasCities } from '@gsn/domain';
import { JurisdictionSelect, ServiceTypeSelect } from '../../../../components/catalogue-selects';
import { useJurisdictions } from '../../../../lib/jurisdictions';
import { CustomerSelect } from '../../../customers';
import { useCoverageCities } from '../../api/use-order-products';
import type { OrderSearch } from '../../lib/wizard-state';

interface SearchStepProps {
  value: OrderSearch;
  /** Staff pick the customer the order is for. */
  staff: boolean;
  onChange: (search: OrderSearch) => void;
  onSearch: () => void;
}

/** Step 1, number type search: customer (staff), service type, jurisdiction, city (DID and SIP Trunking). */
export function SearchStep({ value, staff, onChange, onSearch }: SearchStepProps) {
  const { t } = useTranslation();
  const jurisdictions = useJurisdictions({ silent: true });
  const names = useMemo(() => (jurisdictions.data ?? []).map((j) => j.name), [jurisdictions.data]);
  const withCities = hasCities(value.service_type);
  const cities = useCoverageCities(value.jurisdiction, value.service_type, withCities);
  const set = (patch: Partial<OrderSearch>) => onChange({ ...value, ...patch });
  return (
    <Stack
      component="form"
      aria-label={t('orders.add.steps.search')}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch();
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {staff && (
          <CustomerSelect
            label={t('orders.fields.customer')}
            placeholder={t('orders.add.chooseCustomer')}
            value={value.customer_id}
            selectedName={value.customer_name}
            onChange={(v, label) => set({ customer_id: v, customer_name: v ? label : null })}
          />
        )}
        <ServiceTypeSelect
          label={t('orders.fields.service_type')}
          placeholder={t('orders.add.chooseServiceType')}
          value={value.service_type}
          onChange={(service_type) => set({ service_type, city: hasCities(service_type) ? value.city : null })}
        />
        <JurisdictionSelect
          label={t('orders.fields.jurisdiction')}
          placeholder={t('orders.add.chooseJurisdiction')}
          names={names}
          fetching={jurisdictions.isFetching}
          value={value.jurisdiction}
          onChange={(jurisdiction) => set({ jurisdiction, city: null })}
          limit={200}
        />
        {withCities && (
          <Select
            label={t('orders.fields.city')}
            placeholder={t('orders.add.anyCity')}
            description={t('orders.add.cityHint')}
            data={value.city && !(cities.data ?? []).includes(value.city) ? [value.city, ...(cities.data ?? [])] : (cities.data ?? [])}
            searchable
            clearable
            value={value.city}
            onChange={(city) => set({ city })}
            nothingFoundMessage={cities.isFetching ? t('common.loading') : t('common.noData')}
          />
        )}
      </SimpleGrid>
      <Group justify="flex-end">
        <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
          {t('orders.add.search')}
        </Button>
      </Group>
    </Stack>
  );
}
