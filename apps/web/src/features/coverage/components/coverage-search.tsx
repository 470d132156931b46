import { useEffect, useState } from 'react';
import { Button, Group, Paper, Select, SimpleGrid } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SERVICE_TYPES } from '@gsn/domain';
import { type CoverageFilters, useJurisdictions } from '../api/use-coverage-products';

interface CoverageSearchProps {
  value: CoverageFilters;
  onSearch: (filters: CoverageFilters) => void;
}

/** Search by service type and jurisdiction (spec 2 §2 service coverage); applied on Search. */
export function CoverageSearch({ value, onSearch }: CoverageSearchProps) {
  const { t } = useTranslation();
  const jurisdictions = useJurisdictions();
  const [draft, setDraft] = useState<CoverageFilters>(value);
  // the URL may change from outside (a carousel link, back/forward): follow it
  useEffect(
    () => setDraft({ service_type: value.service_type, jurisdiction: value.jurisdiction }),
    [value.service_type, value.jurisdiction],
  );
  const names = (jurisdictions.data ?? []).map((j) => j.name);
  // a jurisdiction from a link is kept selectable even before (or without) the reference list
  const options = draft.jurisdiction && !names.includes(draft.jurisdiction) ? [draft.jurisdiction, ...names] : names;
  return (
    <Paper
      withBorder
      p="md"
      component="form"
      role="search"
      aria-label={t('coverage.searchLabel')}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(draft);
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} style={{ alignItems: 'end' }}>
        <Select
          label={t('coverage.serviceType')}
          placeholder={t('coverage.anyServiceType')}
          data={[...SERVICE_TYPES]}
          value={draft.service_type}
          onChange={(v) => setDraft((d) => ({ ...d, service_type: v }))}
          clearable
        />
        <Select
          label={t('coverage.jurisdiction')}
          placeholder={t('coverage.anyJurisdiction')}
          data={options}
          value={draft.jurisdiction}
          onChange={(v) => setDraft((d) => ({ ...d, jurisdiction: v }))}
          searchable
          clearable
          limit={200}
          nothingFoundMessage={t('common.noData')}
        />
        <Group>
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
            {t('common.search')}
          </Button>
        </Group>
      </SimpleGrid>
    </Paper>
  );
}
