import { useState } from 'react';
import { Button, Group, Paper, Stack, Table, TextInput, Title } from '@mantine/core';
import { IconSearch, IconTableImport } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FUNCTIONALITIES } from '@gsn/domain';
import { PagedList } from '../../../components/list-pagination';
import { NoDataRow } from '../../../components/no-data';
import { PageLoader } from '../../../components/page-loader';
import { useCarriersList } from '../api/use-carriers';
import { CARRIERS_PATH } from './paths';
import { useViewer } from '../../../lib/viewer';

/** /portal/management/carriers (spec 2 §2 Carriers): CIC, CS, CLLI_NAME sorted by cic, 10 per page; bulk add by 220 write. */
export function CarriersListPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') || null;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const list = useCarriersList(query, page - 1);
  const [search, setSearch] = useState(query ?? '');
  const rows = list.data?.data ?? [];

  const go = (q: string | null, p: number) => {
    const next = new URLSearchParams();
    if (q) next.set('q', q);
    if (p > 1) next.set('page', String(p));
    setParams(next);
  };

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
          go(search.trim() || null, 1);
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
      <PagedList list={list} page={page} onChange={(p) => go(query, p)} label={t('carriers.list.pagination')}>
        {list.isPending ? (
          <PageLoader />
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table striped highlightOnHover withTableBorder>
              <Table.Caption>{t('carriers.list.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('carriers.columns.cic')}</Table.Th>
                  <Table.Th scope="col">{t('carriers.columns.cs')}</Table.Th>
                  <Table.Th scope="col">{t('carriers.columns.clli_name')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.length === 0 ? (
                  <NoDataRow colSpan={3} />
                ) : (
                  rows.map((c) => (
                    <Table.Tr key={c.id}>
                      <Table.Th scope="row" ff="monospace">
                        {c.cic}
                      </Table.Th>
                      <Table.Td>{c.cs ?? '—'}</Table.Td>
                      <Table.Td ff="monospace">{c.clli_name ?? '—'}</Table.Td>
                    </Table.Tr>
                  ))
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </PagedList>
    </Stack>
  );
}
