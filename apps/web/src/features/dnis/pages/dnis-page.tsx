import { useState } from 'react';
import {
  Badge,
  Box,
  Button,
  Checkbox,
  Group,
  LoadingOverlay,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowRight, IconPencil, IconSearch } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { type DnisRow, FUNCTIONALITIES } from '@gsn/domain';
import { pageParam } from '../../../components/company-list-page';
import { NoDataRow } from '../../../components/no-data';
import { formatDateTime } from '../../../lib/format';
import { can, usePermissions } from '../../../lib/permissions';
import { ListPagination } from '../../accounts/components/list-pagination';
import { LoadingRow } from '../../accounts/components/loading-row';
import { useInventoryJurisdictions } from '../../inventory/api/use-inventory';
import { CompanyCodeSelect } from '../../inventory/components/company-code-select';
import { type DnisFilters, useDnisList } from '../api/use-dnis';
import { DnisEditModal } from '../components/dnis-edit-modal';

function readFilters(params: URLSearchParams): DnisFilters {
  return {
    service_number: params.get('number') || null,
    customer_code: params.get('customer') || null,
    jurisdiction: params.get('jurisdiction') || null,
    unrouted: params.get('unrouted') === 'true',
  };
}

function writeFilters(f: DnisFilters, page: number): URLSearchParams {
  const p = new URLSearchParams();
  if (f.service_number) p.set('number', f.service_number);
  if (f.customer_code) p.set('customer', f.customer_code);
  if (f.jurisdiction) p.set('jurisdiction', f.jurisdiction);
  if (f.unrouted) p.set('unrouted', 'true');
  if (page > 1) p.set('page', String(page));
  return p;
}

const dash = (v: string | null | undefined) => v || '—';

function DnisFiltersBar({ value, onSearch }: { value: DnisFilters; onSearch: (f: DnisFilters) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const jurisdictions = useInventoryJurisdictions();
  const set = (patch: Partial<DnisFilters>) => setDraft((d) => ({ ...d, ...patch }));
  const list = jurisdictions.data ?? [];
  return (
    <Paper
      withBorder
      p="md"
      component="form"
      role="search"
      aria-label={t('dnis.filters.label')}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch({ ...draft, service_number: draft.service_number?.trim() || null });
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} style={{ alignItems: 'end' }}>
        <TextInput
          label={t('dnis.fields.service_number')}
          placeholder={t('dnis.filters.serviceNumberPlaceholder')}
          type="search"
          value={draft.service_number ?? ''}
          onChange={(e) => set({ service_number: e.currentTarget.value })}
        />
        <CompanyCodeSelect
          kind="customer"
          label={t('dnis.filters.customer')}
          placeholder={t('dnis.filters.any')}
          value={draft.customer_code}
          onChange={(v) => set({ customer_code: v })}
        />
        <Select
          label={t('dnis.fields.jurisdiction')}
          placeholder={t('dnis.filters.any')}
          data={draft.jurisdiction && !list.includes(draft.jurisdiction) ? [draft.jurisdiction, ...list] : list}
          value={draft.jurisdiction}
          onChange={(v) => set({ jurisdiction: v })}
          searchable
          clearable
          nothingFoundMessage={t('common.noData')}
          autoComplete="off"
        />
        <Checkbox
          label={t('dnis.filters.unrouted')}
          checked={draft.unrouted}
          onChange={(e) => set({ unrouted: e.currentTarget.checked })}
          mb={8}
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

/**
 * /portal/management/dnis (staff, 220 list): each service number with the termination number it is
 * delivered to and its routing; Edit (220 edit) in a dialog.
 */
export function DnisPage() {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const page = pageParam(params);
  const list = useDnisList(filters, page - 1);
  const [editing, setEditing] = useState<DnisRow | null>(null);
  const canEdit = can(permissions, FUNCTIONALITIES.invnumber, 'edit');
  const rows = list.data?.data ?? [];
  const columns = canEdit ? 9 : 8;

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('dnis.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('dnis.intro')}
      </Text>
      <DnisFiltersBar key={params.toString()} value={filters} onSearch={(f) => setParams(writeFilters(f, 1))} />
      <Box pos="relative" aria-busy={list.isFetching}>
        <LoadingOverlay visible={list.isFetching && list.isPlaceholderData} />
        <Table.ScrollContainer minWidth={960}>
          <Table striped highlightOnHover withTableBorder>
            <Table.Caption>{t('dnis.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('dnis.fields.service_number')}</Table.Th>
                <Table.Th scope="col">{t('dnis.fields.translation_termination_number')}</Table.Th>
                <Table.Th scope="col">{t('dnis.fields.translated_routing')}</Table.Th>
                <Table.Th scope="col">{t('dnis.fields.routing_vendor')}</Table.Th>
                <Table.Th scope="col">{t('dnis.fields.customer')}</Table.Th>
                <Table.Th scope="col">{t('dnis.fields.jurisdiction')}</Table.Th>
                <Table.Th scope="col">{t('dnis.fields.city')}</Table.Th>
                <Table.Th scope="col">{t('dnis.fields.updatedAt')}</Table.Th>
                {canEdit && <Table.Th scope="col">{t('dnis.actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.isPending ? (
                <LoadingRow colSpan={columns} />
              ) : rows.length === 0 ? (
                <NoDataRow colSpan={columns} />
              ) : (
                rows.map((row) => (
                  <Table.Tr key={row.id} data-dnis-id={row.id}>
                    <Table.Th scope="row" ff="monospace" fw={500}>
                      {row.service_number}
                    </Table.Th>
                    <Table.Td>
                      {row.translation_termination_number ? (
                        <Group gap={4} wrap="nowrap">
                          <IconArrowRight size={14} aria-hidden />
                          <Text span ff="monospace" size="sm">
                            {row.translation_termination_number}
                          </Text>
                        </Group>
                      ) : (
                        <Badge color="yellow" variant="light">
                          {t('dnis.unrouted')}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{dash(row.translated_routing)}</Table.Td>
                    <Table.Td>{dash(row.routing_vendor)}</Table.Td>
                    <Table.Td>{row.customer_name || dash(row.customer_insight_code)}</Table.Td>
                    <Table.Td>{row.jurisdiction}</Table.Td>
                    <Table.Td>{dash(row.city)}</Table.Td>
                    <Table.Td>{formatDateTime(row.updatedAt) ?? '—'}</Table.Td>
                    {canEdit && (
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="light"
                          leftSection={<IconPencil size={14} aria-hidden />}
                          aria-label={t('dnis.editNumber', { number: row.service_number })}
                          onClick={() => setEditing(row)}
                        >
                          {t('dnis.edit.button')}
                        </Button>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
      <ListPagination
        count={list.data?.count ?? 0}
        page={page}
        onChange={(p) => setParams(writeFilters(filters, p))}
        label={t('dnis.pagination')}
      />
      <DnisEditModal row={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
