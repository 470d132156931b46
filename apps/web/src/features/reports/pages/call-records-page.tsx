import { useMemo, useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FUNCTIONALITIES } from '@gsn/domain';
import { PagedList } from '../../../components/list-pagination';
import { formatNumber } from '../../../lib/format';
import { ExportMenu, ExportNotice } from '../../exports';
import { useCallRecords } from '../api/use-reports';
import { CallRecordsTable } from '../components/call-records-table';
import { ReportFilters } from '../components/report-filters';
import {
  callFiltersOf,
  callRecordListParams,
  callSearchOf,
  dateErrors,
  searchErrors,
  withoutDefaultRange,
  writeCallFilters,
} from '../lib/filters';
import { useViewer } from '../../../lib/viewer';
import { useListParams } from '../../../lib/list-view';

/**
 * /portal/report/call_records (spec 2 §2 Reports, functionality 900 list): the call-detail records, newest seizure
 * first, 10 a page, with the report filters (a customer sees only their company's calls); Download (CSV or
 * Excel) lands in Downloads.
 */
export function CallRecordsPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const staff = viewer.staff;
  const view = useListParams(callRecordListParams, { staff });
  const filters = useMemo(() => callFiltersOf(view.filters), [view.filters]);
  const search = useMemo(() => callSearchOf(view.filters), [view.filters]);
  const query = useMemo(() => ({ ...filters, ...search }), [filters, search]);
  const page = view.view.page;
  // a wrong value in the address is shown on its field (the form), not sent and not dropped
  const valid = Object.keys(dateErrors(filters)).length === 0 && Object.keys(searchErrors(search)).length === 0;
  const list = useCallRecords(query, page - 1, valid);
  const [notice, setNotice] = useState<string | null>(null);
  const count = list.data?.count ?? 0;
  const capped = !!list.data?.count_capped;
  const canLoad = staff && viewer.can(FUNCTIONALITIES.invnumber, 'write');

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {t('reports.records.title')}
        </Title>
        <Group gap="sm">
          {canLoad && (
            <Button component={Link} to="bulk" variant="default" leftSection={<IconUpload size={16} aria-hidden />}>
              {t('reports.load.button')}
            </Button>
          )}
          {count > 0 && <ExportMenu request={{ category: 'calls', report: 'callsummary', filters: { ...query } }} onQueued={setNotice} />}
        </Group>
      </Group>
      <ExportNotice message={notice} onClose={() => setNotice(null)} />
      <ReportFilters
        key={writeCallFilters(query).toString()}
        value={filters}
        search={search}
        staff={staff}
        withRange
        onSearch={(f, s) => view.setFilters({ ...withoutDefaultRange(f), ...s })}
      />
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="report-range">
        {list.data?.from && list.data.to ? t('reports.daily.range', { from: list.data.from, to: list.data.to }) : ''}
      </Text>
      <PagedList
        list={list}
        capped={capped}
        totalText={t(capped ? 'reports.records.totalCapped' : 'reports.records.total', { total: formatNumber(count) })}
        page={page}
        onChange={view.setPage}
        label={t('reports.records.pagination')}
      >
        <CallRecordsTable rows={list.data?.data ?? []} loading={valid && list.isPending} showVendor={staff} />
      </PagedList>
    </Stack>
  );
}
