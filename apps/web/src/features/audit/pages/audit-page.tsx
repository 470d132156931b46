import { useMemo, useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlayerTrackNext } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ExportMenu, ExportNotice } from '../../exports';
import { useListParams } from '../../../lib/list-view';
import { useViewer } from '../../../lib/viewer';
import { useAuditEvents } from '../api/use-audit-events';
import { AuditFilters } from '../components/audit-filters';
import { AuditTable } from '../components/audit-table';
import { auditFilterErrors, auditFiltersOf, auditListParams } from '../lib/filters';

/**
 * /portal/administration/audit (docs/security.md, Audit trail): every change, sign-in step and download, newest
 * first — staff with the audit right see all, a master its company's. The filters live in the address; "Load more"
 * goes on from the last event shown; Download makes the same list a file in Downloads.
 */
export function AuditPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const list = useListParams(auditListParams, { staff: viewer.staff });
  const filters = useMemo(() => auditFiltersOf(list.filters), [list.filters]);
  const valid = Object.keys(auditFilterErrors(filters)).length === 0;
  const events = useAuditEvents(filters, valid);
  const rows = useMemo(() => events.data?.pages.flatMap((p) => p.data) ?? [], [events.data]);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {t('audit.title')}
        </Title>
        <ExportMenu
          request={{ category: 'audit', report: 'auditevents', filters: { ...filters } }}
          onQueued={setNotice}
          disabled={!rows.length}
        />
      </Group>
      <Text size="sm">{t(viewer.staff ? 'audit.intro.staff' : 'audit.intro.customer')}</Text>
      <ExportNotice message={notice} onClose={() => setNotice(null)} />
      <AuditFilters key={JSON.stringify(filters)} value={filters} staff={viewer.staff} onSearch={(f) => list.setFilters(f)} />
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="audit-shown">
        {events.isFetching ? t('common.loading') : t('audit.shown', { count: rows.length })}
      </Text>
      <AuditTable rows={rows} loading={events.isPending && valid} />
      {events.hasNextPage && (
        <Group justify="center">
          <Button
            variant="default"
            leftSection={<IconPlayerTrackNext size={16} aria-hidden />}
            loading={events.isFetchingNextPage}
            onClick={() => void events.fetchNextPage()}
          >
            {t('audit.loadMore')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
