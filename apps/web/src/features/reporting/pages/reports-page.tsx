import { useState } from 'react';
import { Alert, Anchor, Button, Checkbox, Group, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { IconPencil, IconPlayerPlay, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ExportStatus, ReportRow } from '@gsn/domain';
import { NoDataRow } from '../../../components/no-data';
import { formatDateTime } from '../../../lib/format';
import { DOWNLOADS_PATH, ExportStatusBadge } from '../../exports';
import { useDeleteReport, useReports, useRunReport } from '../api/use-reporting';
import { useViewer } from '../../../lib/viewer';

export const REPORTING_PATH = '/portal/reporting/reports';

/** The schedule in words: none, daily, weekly on a weekday, monthly on a day (at 06:00 of the report's time zone). */
function useScheduleText() {
  const { t, i18n } = useTranslation();
  const weekday = (d: number) =>
    new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 0, 4 + d)));
  return (r: ReportRow) => {
    const s = r.schedule;
    if (s.frequency === 'weekly') return t('reporting.schedule.weeklyOn', { day: weekday(s.weekday ?? 1) });
    if (s.frequency === 'monthly') return t('reporting.schedule.monthlyOn', { day: s.day ?? 1 });
    return t(`reporting.schedule.${s.frequency}`);
  };
}

/**
 * /portal/reporting/reports (spec 2 §2 Reporting; docs/api-reports.md, Reporting): the saved report requests with
 * their last run (status and progress, refreshed while it runs) and next scheduled run; Run now queues an export that
 * lands in Downloads.
 */
export function ReportsPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const staff = viewer.staff;
  const [all, setAll] = useState(false);
  const reports = useReports(all);
  const run = useRunReport();
  const remove = useDeleteReport();
  const [notice, setNotice] = useState<string | null>(null);
  const schedule = useScheduleText();
  const rows = reports.data?.data ?? [];

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {t('reporting.title')}
        </Title>
        <Button component={Link} to={`${REPORTING_PATH}/add`} leftSection={<IconPlus size={16} aria-hidden />}>
          {t('reporting.add')}
        </Button>
      </Group>
      <Text c="dimmed" size="sm">
        {t('reporting.intro')}
      </Text>
      {notice && (
        <Alert color="blue" role="status" withCloseButton onClose={() => setNotice(null)} closeButtonLabel={t('reporting.close')}>
          {notice}{' '}
          <Anchor component={Link} to={DOWNLOADS_PATH}>
            {t('reporting.goToDownloads')}
          </Anchor>
        </Alert>
      )}
      {staff && <Checkbox label={t('reporting.showAll')} checked={all} onChange={(e) => setAll(e.currentTarget.checked)} />}
      <Table.ScrollContainer minWidth={900}>
        <Table striped withTableBorder data-testid="reports-table">
          <Table.Caption>{t('reporting.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('reporting.fields.name')}</Table.Th>
              <Table.Th scope="col">{t('reporting.fields.type')}</Table.Th>
              {all && <Table.Th scope="col">{t('reporting.fields.owner')}</Table.Th>}
              <Table.Th scope="col">{t('reporting.fields.schedule')}</Table.Th>
              <Table.Th scope="col">{t('reporting.fields.lastRun')}</Table.Th>
              <Table.Th scope="col">{t('reporting.fields.nextRun')}</Table.Th>
              <Table.Th scope="col">{t('reporting.fields.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <NoDataRow colSpan={all ? 7 : 6} />
            ) : (
              rows.map((r) => (
                <Table.Tr key={r.id} data-report-id={r.id}>
                  <Table.Th scope="row" fw={500}>
                    {r.name}
                  </Table.Th>
                  <Table.Td>{t(`reporting.types.${r.type}`)}</Table.Td>
                  {all && <Table.Td>{r.owner_email}</Table.Td>}
                  <Table.Td>{schedule(r)}</Table.Td>
                  <Table.Td data-testid="last-run">
                    {r.last_run ? (
                      <Stack gap={4}>
                        <Group gap="xs">
                          <ExportStatusBadge status={r.last_run.status as ExportStatus} />
                          <Text size="xs" c="dimmed">
                            {formatDateTime(r.last_run.createdAt)}
                          </Text>
                        </Group>
                        {(r.last_run.status === 'Pending' || r.last_run.status === 'Processing') && (
                          <Progress
                            value={r.last_run.percentage}
                            size="sm"
                            aria-label={t('reporting.progress', { pct: r.last_run.percentage })}
                          />
                        )}
                        {r.last_run.status === 'Completed' && (
                          <Anchor component={Link} to={DOWNLOADS_PATH} size="sm">
                            {t('reporting.inDownloads')}
                          </Anchor>
                        )}
                      </Stack>
                    ) : (
                      t('reporting.never')
                    )}
                  </Table.Td>
                  <Table.Td>{r.next_run_at ? formatDateTime(r.next_run_at) : '—'}</Table.Td>
                  <Table.Td>
                    {r.account_id === viewer.user?.id && (
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          leftSection={<IconPlayerPlay size={14} aria-hidden />}
                          loading={run.isPending && run.variables === r.id}
                          aria-label={t('reporting.runNamed', { name: r.name })}
                          onClick={() => run.mutate(r.id, { onSuccess: () => setNotice(t('reporting.started')) })}
                        >
                          {t('reporting.run')}
                        </Button>
                        <Button
                          size="xs"
                          variant="subtle"
                          component={Link}
                          to={`${REPORTING_PATH}/edit/${r.id}`}
                          leftSection={<IconPencil size={14} aria-hidden />}
                          aria-label={t('reporting.editNamed', { name: r.name })}
                        >
                          {t('reporting.edit')}
                        </Button>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          leftSection={<IconTrash size={14} aria-hidden />}
                          aria-label={t('reporting.deleteNamed', { name: r.name })}
                          loading={remove.isPending && remove.variables === r.id}
                          onClick={() => remove.mutate(r.id)}
                        >
                          {t('reporting.delete')}
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
