import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Group, Paper, Stack, Table, TextInput, Title } from '@mantine/core';
import { IconSearch, IconTableImport } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FUNCTIONALITIES } from '@gsn/domain';
import { PagedList } from '../../../components/list-pagination';
import { ListTable } from '../../../components/list-table';
import { PageLoader } from '../../../components/page-loader';
import { useListParams } from '../../../lib/list-view';
import { carrierListParams, carrierListQuery } from '../api/carrier-list';
import { CARRIERS_PATH } from './paths';
import { useViewer } from '../../../lib/viewer';

/** /portal/management/carriers (spec 2 §2 Carriers): CIC, CS, CLLI_NAME sorted by cic, 10 per page; bulk add by 220 write. */
export function CarriersListPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const list = useListParams(carrierListParams);
  const query = list.filters.search;
  const carriers = useQuery(carrierListQuery(list));
  const [search, setSearch] = useState(query ?? '');
  const rows = carriers.data?.data ?? [];

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {t('carriers.title')}
        </Title>
        {viewer.can(FUNCTIONALITIES.invnumber, 'write') && (
          <Button component={Link} to={`${CARRIERS_PATH}/bulk`} variant="light" leftSection={<IconTableImport size={16} aria-hidden />}>
            {t('carriers.bulk.button')}
          </Button>
        )}
      </Group>
      <Paper
        withBorder
        p="md"
        component="form"
        role="search"
        aria-label={t('carriers.filters.label')}
        onSubmit={(e) => {
          e.preventDefault();
          list.setFilters({ search: search.trim() || null });
        }}
      >
        <Group align="end">
          <TextInput
            label={t('carriers.filters.search')}
            placeholder={t('carriers.filters.searchPlaceholder')}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
            {t('common.search')}
          </Button>
        </Group>
      </Paper>
      <PagedList list={carriers} view={list} label={t('carriers.list.pagination')}>
        {carriers.isPending ? (
          <PageLoader />
        ) : (
          <ListTable
            caption={t('carriers.list.caption')}
            minWidth={480}
            columns={[
              { label: t('carriers.columns.cic'), sort: 'cic' },
              { label: t('carriers.columns.cs'), sort: 'cs' },
              { label: t('carriers.columns.clli_name'), sort: 'clli_name' },
            ]}
            rows={rows}
            loading={false}
          >
            {(c) => (
              <Table.Tr key={c.id}>
                <Table.Th scope="row" ff="monospace">
                  {c.cic}
                </Table.Th>
                <Table.Td>{c.cs ?? '—'}</Table.Td>
                <Table.Td ff="monospace">{c.clli_name ?? '—'}</Table.Td>
              </Table.Tr>
            )}
          </ListTable>
        )}
      </PagedList>
    </Stack>
  );
}
