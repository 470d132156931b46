import { useState } from 'react';
import { Button, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NoDataRow } from '../../../components/no-data';
import { useCountries } from '../../reference/api/use-reference';

/** The service types of the offering (product names, the same in every language). */
export const SERVICE_TYPES = ['ITFS', 'UIFN', 'DID', 'SIP Trunking'] as const;

export interface CoverageFilters {
  service_type: string | null;
  jurisdiction: string | null;
}

/**
 * /visitor/service_number_coverage: search by service type and jurisdiction. The catalogue feature supplies
 * the results; until then the table shows the no-data label.
 */
export function ServiceCoveragePage() {
  const { t } = useTranslation();
  const countries = useCountries();
  const [, setFilters] = useState<CoverageFilters | null>(null);
  const form = useForm<CoverageFilters>({ initialValues: { service_type: null, jurisdiction: null } });
  const columns = ['serviceType', 'jurisdiction', 'numberType', 'cities', 'action'] as const;

  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          {t('coverage.title')}
        </Title>
        <Text c="dimmed">{t('coverage.intro')}</Text>
      </div>
      <Paper withBorder p="md" component="form" role="search" aria-label={t('coverage.searchLabel')} onSubmit={form.onSubmit(setFilters)}>
        <Group align="flex-end">
          <Select
            label={t('coverage.serviceType')}
            placeholder={t('coverage.anyServiceType')}
            data={[...SERVICE_TYPES]}
            clearable
            w={220}
            {...form.getInputProps('service_type')}
          />
          <Select
            label={t('coverage.jurisdiction')}
            placeholder={t('coverage.anyJurisdiction')}
            data={(countries.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
            searchable
            clearable
            nothingFoundMessage={t('common.noData')}
            w={280}
            {...form.getInputProps('jurisdiction')}
          />
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
            {t('common.search')}
          </Button>
        </Group>
      </Paper>
      <Table.ScrollContainer minWidth={600}>
        <Table striped highlightOnHover withTableBorder>
          <Table.Caption>{t('coverage.note')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c} scope="col">
                  {t(`coverage.columns.${c}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <NoDataRow colSpan={columns.length} />
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
