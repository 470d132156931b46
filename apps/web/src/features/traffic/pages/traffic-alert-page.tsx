import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { notifySuccess, serverErrorText } from '../../../lib/notify';
import { useViewer } from '../../../lib/viewer';
import { type TrafficAlert, trafficQueries, useAlertMove } from '../api/use-traffic-alerts';
import { AlertStateBadge, figure } from '../components/alert-badges';
import { AlertSeriesChart } from '../components/alert-series-chart';
import { TRAFFIC_ALERTS_PATH } from './traffic-alerts-page';

type Finding = TrafficAlert['evidence']['peak'];

/** One finding: the figure beside what was expected and the threshold, with the rule in words (as for the KPIs). */
function FindingCard({ title, finding }: { title: string; finding: Finding }) {
  const { t, i18n } = useTranslation();
  const f = (v: number) => figure(finding.kind, v, i18n.language);
  return (
    <Paper withBorder p="md">
      <Title order={3} size="h5">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {formatDateTime(finding.hour)} (UTC)
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 3 }} mt="xs">
        <Text>
          {t('traffic.show.observed')}: <strong>{f(finding.observed)}</strong>
        </Text>
        <Text>
          {t('traffic.show.expected')}: {f(finding.expected)}
        </Text>
        <Text>
          {t('traffic.show.threshold')}: {f(finding.threshold)}
        </Text>
      </SimpleGrid>
      <Text size="sm" mt="xs">
        {t('traffic.show.rule')}: {finding.rule}
      </Text>
    </Paper>
  );
}

/** The call records of the alert's company over the alert's days: the calls behind the figures. */
function callRecordsLink(a: TrafficAlert, staff: boolean): string {
  const q = new URLSearchParams({ fromDate: a.evidence.first_hour.slice(0, 10), toDate: a.evidence.last_hour.slice(0, 10) });
  if (staff) q.set('customer_id', String(a.customer_id));
  return `/portal/report/call_records?${q}`;
}

/** /portal/report/traffic/alerts/:id: the alert's evidence and rule, the calls behind it, and what may be done with it. */
export function TrafficAlertPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const id = Number(useParams().id);
  const alert = useQuery({ ...trafficQueries.show(id), enabled: Number.isInteger(id) && id > 0 });
  const move = useAlertMove(id);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const a = alert.data?.data;
  if (alert.isError) return <Alert color="red">{t('traffic.show.notFound')}</Alert>;
  if (!a) return <Text>{t('common.loading')}</Text>;
  const done = (message: string) => () => notifySuccess(message);
  return (
    <Stack>
      <Anchor component={Link} to={TRAFFIC_ALERTS_PATH} size="sm">
        {t('traffic.show.back')}
      </Anchor>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {a.service_number === null
            ? t('traffic.show.titleCompany', { company: a.customer_name })
            : t('traffic.show.title', { number: a.service_number })}
        </Title>
        <AlertStateBadge state={a.state} />
      </Group>
      <Text>
        {t(`traffic.kinds.${a.kind}`)}
        {viewer.staff ? ` · ${a.customer_name}` : ''} · {t('traffic.show.opened', { at: formatDateTime(String(a.opened_at)) })} ·{' '}
        {t('traffic.show.hours', { count: a.evidence.crossings })}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <FindingCard title={t('traffic.show.peak')} finding={a.evidence.peak} />
        <FindingCard title={t('traffic.show.latest')} finding={a.evidence.latest} />
      </SimpleGrid>
      <AlertSeriesChart alertId={a.id} />
      <Anchor component={Link} to={callRecordsLink(a, viewer.staff)}>
        {t('traffic.show.calls')}
      </Anchor>
      {a.state === 'resolved' ? (
        <Alert color="gray" title={t('traffic.show.resolvedTitle')}>
          {a.resolved_automatically ? t('traffic.show.resolvedOnItsOwn') : a.resolution_note}
        </Alert>
      ) : (
        <Paper withBorder p="md">
          <Stack>
            {a.state === 'open' && (
              <Group>
                <Button
                  variant="default"
                  loading={move.isPending}
                  onClick={() => move.mutate({ to: 'acknowledge' }, { onSuccess: done(t('traffic.show.acknowledged')) })}
                >
                  {t('traffic.show.acknowledge')}
                </Button>
                <Text size="sm" c="dimmed">
                  {t('traffic.show.acknowledgeHint')}
                </Text>
              </Group>
            )}
            <form
              onSubmit={(e) => {
                e.preventDefault();
                if (!note.trim()) return setNoteError(t('traffic.show.noteRequired'));
                setNoteError(null);
                move.mutate({ to: 'resolve', note: note.trim() }, { onSuccess: done(t('traffic.show.resolved')) });
              }}
            >
              <Stack>
                <Textarea
                  label={t('traffic.show.note')}
                  value={note}
                  onChange={(e) => setNote(e.currentTarget.value)}
                  error={noteError}
                  maxLength={2000}
                  rows={3}
                />
                <Group>
                  <Button type="submit" loading={move.isPending}>
                    {t('traffic.show.resolve')}
                  </Button>
                </Group>
              </Stack>
            </form>
            {move.isError && <Alert color="red">{serverErrorText(move.error as { code?: string; message: string })}</Alert>}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
