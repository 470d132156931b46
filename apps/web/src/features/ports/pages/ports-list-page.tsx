import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Anchor, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PORT_STATES } from '@gsn/domain/ports/rules';
import { PagedList } from '../../../components/list-pagination';
import { ListTable } from '../../../components/list-table';
import { SearchForm } from '../../../components/search-form';
import { formatDateTime } from '../../../lib/format';
import { useListParams } from '../../../lib/list-view';
import { useViewer } from '../../../lib/viewer';
import { orderShowPath } from '../../orders';
import { portListParams, portListQuery } from '../api/port-list';
import type { PortFilters } from '../api/use-ports';
import { FocCountdown } from '../components/foc-countdown';
import { PortStateBadge } from '../components/port-state-badge';

function PortFiltersBar({ value, onSearch }: { value: PortFilters; onSearch: (f: PortFilters) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  return (
    <SearchForm
      label={t('ports.list.filters')}
      cols={{ base: 1, sm: 2 }}
      onSearch={() => onSearch({ ...draft, search: draft.search?.trim() || null })}
    >
      <Select
        label={t('ports.list.state')}
        placeholder={t('ports.list.anyState')}
        data={PORT_STATES.map((s) => ({ value: s, label: t(`ports.states.${s}`) }))}
        value={draft.state}
        onChange={(v) => setDraft((d) => ({ ...d, state: v }))}
        clearable
      />
      <TextInput
        label={t('ports.list.search')}
        placeholder={t('ports.list.searchPlaceholder')}
        type="search"
        value={draft.search ?? ''}
        onChange={(e) => setDraft((d) => ({ ...d, search: e.currentTarget.value }))}
      />
    </SearchForm>
  );
}

/**
 * /portal/management/ports: every number port (a customer: its company's), by state, soonest FOC date first; each
 * opens its order's page, where the port is worked on.
 */
export function PortsListPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const [params] = useSearchParams();
  const view = useListParams(portListParams);
  const list = useQuery(portListQuery(view));
  const rows = list.data?.data ?? [];
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('ports.list.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('ports.list.intro')}
      </Text>
      <PortFiltersBar key={params.toString()} value={view.filters} onSearch={view.setFilters} />
      <PagedList list={list} view={view} label={t('ports.list.pagination')}>
        <ListTable
          caption={t('ports.list.caption')}
          hideCaption
          minWidth={960}
          columns={[
            { label: t('ports.list.order'), sort: 'id' },
            viewer.staff && t('ports.list.customer'),
            t('ports.list.state'),
            t('ports.list.numbers'),
            t('ports.fields.losing_carriers'),
            { label: t('ports.fields.requested_foc_date'), sort: 'requested_foc_date' },
            { label: t('ports.fields.confirmed_foc_date'), sort: 'confirmed_foc_date' },
            { label: t('ports.list.updated'), sort: 'updatedAt' },
          ]}
          rows={rows}
          loading={list.isPending}
        >
          {(r) => (
            <Table.Tr key={r.id} data-port-id={r.id}>
              <Table.Th scope="row">
                <Anchor component={Link} to={orderShowPath(r.order_id)}>
                  {t('ports.list.orderLink', { id: r.order_id, reference: r.order_reference })}
                </Anchor>
              </Table.Th>
              {viewer.staff && <Table.Td>{r.customer ?? '—'}</Table.Td>}
              <Table.Td>
                <PortStateBadge state={r.state} />
              </Table.Td>
              <Table.Td>{r.numbers}</Table.Td>
              <Table.Td>{r.losing_carriers ?? '—'}</Table.Td>
              <Table.Td>
                {r.state === 'ported' || r.state === 'cancelled' ? (
                  (r.requested_foc_date ?? '—')
                ) : (
                  <FocCountdown requested={r.requested_foc_date} confirmed={null} compact />
                )}
              </Table.Td>
              <Table.Td>{r.confirmed_foc_date ?? '—'}</Table.Td>
              <Table.Td>{formatDateTime(r.updatedAt) ?? '—'}</Table.Td>
            </Table.Tr>
          )}
        </ListTable>
      </PagedList>
    </Stack>
  );
}
