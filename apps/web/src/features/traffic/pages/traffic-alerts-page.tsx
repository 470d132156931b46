import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Anchor, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TRAFFIC_ALERT_SCOPES, TRAFFIC_ALERT_STATES } from '@gsn/domain/traffic/alerts';
import { TRAFFIC_ALERT_KINDS } from '@gsn/domain/traffic/rules';
import { PagedList } from '../../../components/list-pagination';
import { ListTable } from '../../../components/list-table';
import { SearchForm } from '../../../components/search-form';
import { formatDateTime } from '../../../lib/format';
import { useListParams } from '../../../lib/list-view';
import { useViewer } from '../../../lib/viewer';
import { alertListParams, alertListQuery } from '../api/alert-list';
import type { TrafficAlertFilters } from '../api/use-traffic-alerts';
import { AlertStateBadge, figure } from '../components/alert-badges';

export const TRAFFIC_ALERTS_PATH = '/portal/report/traffic/alerts';

const NUMBER_START = /^\+?\d{1,20}$/;

function AlertFiltersBar({ value, onSearch }: { value: TrafficAlertFilters; onSearch: (f: TrafficAlertFilters) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const number = draft.service_number?.trim() ?? '';
  const numberError = number && !NUMBER_START.test(number) ? t('traffic.list.numberInvalid') : null;
  return (
    <SearchForm
      label={t('traffic.list.filters')}
      cols={{ base: 1, sm: 2, lg: 4 }}
      onSearch={() => {
        if (!numberError) onSearch({ ...draft, service_number: number || null });
      }}
    >
      <Select
        label={t('traffic.list.state')}
        placeholder={t('traffic.list.any')}
        data={TRAFFIC_ALERT_STATES.map((s) => ({ value: s, label: t(`traffic.states.${s}`) }))}
        value={draft.state}
        onChange={(v) => setDraft((d) => ({ ...d, state: v }))}
        clearable
      />
      <Select
        label={t('traffic.list.kind')}
        placeholder={t('traffic.list.any')}
        data={TRAFFIC_ALERT_KINDS.map((k) => ({ value: k, label: t(`traffic.kinds.${k}`) }))}
        value={draft.kind}
        onChange={(v) => setDraft((d) => ({ ...d, kind: v }))}
        clearable
      />
      <Select
        label={t('traffic.list.scope')}
        placeholder={t('traffic.list.any')}
        data={TRAFFIC_ALERT_SCOPES.map((v) => ({ value: v, label: t(`traffic.scopes.${v}`) }))}
        value={draft.scope}
        onChange={(v) => setDraft((d) => ({ ...d, scope: v }))}
        clearable
      />
      <TextInput
        label={t('traffic.list.number')}
        description={t('traffic.list.numberHint')}
        inputMode="tel"
        value={draft.service_number ?? ''}
        error={numberError}
        onChange={(e) => {
          const typed = e.currentTarget.value;
          setDraft((d) => ({ ...d, service_number: typed || null }));
        }}
      />
    </SearchForm>
  );
}

/**
 * /portal/report/traffic/alerts (docs/traffic-alerts.md): alerts on inbound traffic that left a number's own baseline,
 * newest first — staff every company's, a customer its own; the filters live in the address.
 */
export function TrafficAlertsPage() {
  const { t, i18n } = useTranslation();
  const viewer = useViewer();
  const [params] = useSearchParams();
  const view = useListParams(alertListParams, { staff: viewer.staff });
  const list = useQuery(alertListQuery(view));
  const rows = list.data?.data ?? [];
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('traffic.list.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('traffic.list.intro')}
      </Text>
      <AlertFiltersBar key={params.toString()} value={view.filters} onSearch={view.setFilters} />
      <PagedList list={list} view={view} label={t('traffic.list.pagination')}>
        <ListTable
          caption={t('traffic.list.caption')}
          hideCaption
          minWidth={900}
          columns={[
            t('traffic.fields.number'),
            viewer.staff && t('traffic.fields.company'),
            t('traffic.fields.kind'),
            t('traffic.fields.state'),
            t('traffic.fields.peak'),
            t('traffic.fields.hours'),
            t('traffic.fields.opened'),
          ]}
          rows={rows}
          loading={list.isPending}
        >
          {(a) => (
            <Table.Tr key={a.id} data-alert-id={a.id}>
              <Table.Th scope="row">
                <Anchor component={Link} to={`${TRAFFIC_ALERTS_PATH}/${a.id}`}>
                  {a.service_number ?? t('traffic.allNumbers')}
                </Anchor>
              </Table.Th>
              {viewer.staff && <Table.Td>{a.customer_name}</Table.Td>}
              <Table.Td>{t(`traffic.kinds.${a.kind}`)}</Table.Td>
              <Table.Td>
                <AlertStateBadge state={a.state} />
              </Table.Td>
              <Table.Td>
                {t('traffic.fields.peakValue', {
                  observed: figure(a.kind, a.evidence.peak.observed, i18n.language),
                  expected: figure(a.kind, a.evidence.peak.expected, i18n.language),
                })}
              </Table.Td>
              <Table.Td>{a.evidence.crossings}</Table.Td>
              <Table.Td>{formatDateTime(String(a.opened_at)) ?? '—'}</Table.Td>
            </Table.Tr>
          )}
        </ListTable>
      </PagedList>
    </Stack>
  );
}
