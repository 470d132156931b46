import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Checkbox, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconArrowRight, IconPencil } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FUNCTIONALITIES } from '@gsn/domain';
import type { DnisRow } from '../api/use-dnis';
import { JurisdictionSelect } from '../../../components/catalogue-selects';
import { PagedList } from '../../../components/list-pagination';
import { ListTable } from '../../../components/list-table';
import { SearchForm } from '../../../components/search-form';
import { formatDateTime } from '../../../lib/format';
import { dnisListParams, dnisListQuery } from '../api/dnis-list';
import type { DnisFilters } from '../api/use-dnis';
import { DnisEditModal } from '../components/dnis-edit-modal';
import { useViewer } from '../../../lib/viewer';
import { useListParams } from '../../../lib/list-view';
import { CompanyCodeSelect, useInventoryJurisdictions } from '../../inventory';
import { useCountryName } from '../../reference';

const dash = (v: string | null | undefined) => v || '—';

function DnisFiltersBar({ value, onSearch }: { value: DnisFilters; onSearch: (f: DnisFilters) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const jurisdictions = useInventoryJurisdictions();
  const set = (patch: Partial<DnisFilters>) => setDraft((d) => ({ ...d, ...patch }));
  return (
    <SearchForm
      label={t('dnis.filters.label')}
      cols={{ base: 1, sm: 2, lg: 5 }}
      onSearch={() => onSearch({ ...draft, service_number: draft.service_number?.trim() || null })}
    >
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
      <JurisdictionSelect
        label={t('dnis.fields.jurisdiction')}
        placeholder={t('dnis.filters.any')}
        names={jurisdictions.data ?? []}
        value={draft.jurisdiction}
        onChange={(v) => set({ jurisdiction: v })}
      />
      <Checkbox
        label={t('dnis.filters.unrouted')}
        checked={draft.unrouted}
        onChange={(e) => set({ unrouted: e.currentTarget.checked })}
        mb={8}
      />
    </SearchForm>
  );
}

/**
 * /portal/management/dnis (staff, 220 list): each service number with the termination number it is
 * delivered to and its routing; Edit (220 edit) in a dialog.
 */
export function DnisPage() {
  const { t } = useTranslation();
  const country = useCountryName();
  const viewer = useViewer();
  const [params] = useSearchParams();
  const view = useListParams(dnisListParams);
  const { filters } = view;
  const list = useQuery(dnisListQuery(view));
  const [editing, setEditing] = useState<DnisRow | null>(null);
  const canEdit = viewer.can(FUNCTIONALITIES.invnumber, 'edit');
  const rows = list.data?.data ?? [];

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('dnis.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('dnis.intro')}
      </Text>
      <DnisFiltersBar key={params.toString()} value={filters} onSearch={view.setFilters} />
      <PagedList list={list} view={view} label={t('dnis.pagination')}>
        <ListTable
          caption={t('dnis.caption')}
          minWidth={960}
          columns={[
            t('dnis.fields.service_number'),
            t('dnis.fields.translation_termination_number'),
            t('dnis.fields.translated_routing'),
            t('dnis.fields.routing_vendor'),
            t('dnis.fields.customer'),
            t('dnis.fields.jurisdiction'),
            t('dnis.fields.city'),
            t('dnis.fields.updatedAt'),
            canEdit && t('dnis.actions'),
          ]}
          rows={rows}
          loading={list.isPending}
        >
          {(row) => (
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
              <Table.Td>{country(row.jurisdiction)}</Table.Td>
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
          )}
        </ListTable>
      </PagedList>
      <DnisEditModal row={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
