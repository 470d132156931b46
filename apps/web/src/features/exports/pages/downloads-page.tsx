import { useEffect, useRef } from 'react';
import { Button, Group, Progress, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconDownload, IconRefresh } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../components/list-pagination';
import { ListTable } from '../../../components/list-table';
import { formatDateTime } from '../../../lib/format';
import { downloadListParams, downloadListQuery } from '../api/download-list';
import { type ExportFileRow, isBusy, useDownloadExport } from '../api/use-downloads';
import { ExportStatusBadge } from '../components/export-status-badge';
import { downloadMessage, showDownloadError } from '../lib/messages';
import { useListParams } from '../../../lib/list-view';
import { DOWNLOAD_BADGE_KEY } from '../api/use-download-count';

function Percentage({ row }: { row: ExportFileRow }) {
  const { t } = useTranslation();
  const value = Math.max(0, Math.min(100, Math.round(row.percentage ?? 0)));
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress
        value={value}
        w={120}
        animated={isBusy(row)}
        striped={isBusy(row)}
        color={row.status === 'Failed' ? 'red' : row.status === 'Completed' ? 'green' : 'blue'}
        aria-label={t('downloads.progressOf', { name: row.filename })}
      />
      <Text size="sm" data-testid="percentage">
        {value}%
      </Text>
    </Group>
  );
}

/**
 * /portal/downloads (spec 2 §2 Downloads; every signed-in user): the caller's export files, newest first,
 * 10 a page; Download only when Completed, the reason under a Failed one; refreshed every 3 s while a file is being made.
 */
export function DownloadsPage() {
  const { t } = useTranslation();
  const view = useListParams(downloadListParams);
  const list = useQuery(downloadListQuery(view));
  const download = useDownloadExport();
  const rows = list.data?.data ?? [];

  // a file that has just completed shows on the header badge at once
  const client = useQueryClient();
  const completed = rows.filter((r) => r.status === 'Completed').length;
  const seen = useRef<number | null>(null);
  useEffect(() => {
    if (list.isPending) return;
    if (seen.current !== null && seen.current !== completed) void client.invalidateQueries({ queryKey: DOWNLOAD_BADGE_KEY });
    seen.current = completed;
  }, [completed, list.isPending, client]);

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {t('downloads.title')}
        </Title>
        <Button
          variant="light"
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={list.isFetching && !list.isPending}
          onClick={() => void list.refetch()}
        >
          {t('downloads.refresh')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('downloads.intro')}
      </Text>
      <PagedList list={list} view={view} label={t('downloads.pagination')}>
        <ListTable
          caption={t('downloads.caption')}
          minWidth={640}
          columns={[
            t('downloads.columns.filename'),
            t('downloads.columns.percentage'),
            t('downloads.columns.status'),
            t('downloads.columns.createdAt'),
            t('downloads.columns.actions'),
          ]}
          rows={rows}
          loading={list.isPending}
        >
          {(row) => (
            <Table.Tr key={row.filename} data-filename={row.filename}>
              <Table.Th scope="row" ff="monospace" fw={400}>
                {row.filename}
              </Table.Th>
              <Table.Td>
                <Percentage row={row} />
              </Table.Td>
              <Table.Td>
                <ExportStatusBadge status={row.status} />
                {row.status === 'Failed' && (
                  <Text size="xs" c="red.9" mt={4} maw={280} data-testid="failure-reason">
                    <VisuallyHidden>{`${t('downloads.failureReason')} `}</VisuallyHidden>
                    {downloadMessage(row.error, 'downloads.messages.failed')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{formatDateTime(row.createdAt) ?? '—'}</Table.Td>
              <Table.Td>
                {row.status === 'Completed' ? (
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconDownload size={14} aria-hidden />}
                    aria-label={t('downloads.downloadFile', { name: row.filename })}
                    loading={download.isPending && download.variables === row.filename}
                    onClick={() => download.mutate(row.filename, { onError: (e) => showDownloadError(e) })}
                  >
                    {t('downloads.download')}
                  </Button>
                ) : (
                  <Text size="sm" c="dimmed">
                    —
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          )}
        </ListTable>
      </PagedList>
    </Stack>
  );
}
