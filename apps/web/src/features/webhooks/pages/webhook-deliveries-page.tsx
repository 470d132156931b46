import { useState } from 'react';
import { Anchor, Badge, Button, Code, Group, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconRefresh } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { WebhookDeliveryRow } from '../api/use-webhooks';
import { NoDataRow } from '../../../components/no-data';
import { formatDateTime } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useDeliveries, useRetryDelivery, useWebhook } from '../api/use-webhooks';
import { WEBHOOKS_PATH } from '../lib/labels';
import { ReplayEventsForm } from '../components/replay-events-form';

/** The status is text on the wire; an unknown one shows grey. */
const STATUS_COLOR: Partial<Record<string, string>> = { pending: 'yellow', succeeded: 'green', failed: 'red' };
const LIMIT = 10;

function Attempts({ delivery }: { delivery: WebhookDeliveryRow }) {
  const { t } = useTranslation();
  if (!delivery.attempts.length) return <Text size="xs">{t('webhooks.noAttempts')}</Text>;
  return (
    <Stack gap={6} component="ol" style={{ margin: 0, paddingInlineStart: '1.2em' }}>
      {delivery.attempts.map((a) => (
        <li key={a.id} data-testid="webhook-attempt">
          <Text size="xs">
            {formatDateTime(a.attempted_at)} · {a.status_code ?? t('webhooks.noAnswer')} · {t('webhooks.duration', { ms: a.duration_ms })}
            {a.error ? ` · ${a.error}` : ''}
          </Text>
          {a.response_excerpt && (
            <Code block fz="xs" mah={96} style={{ overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
              {a.response_excerpt}
            </Code>
          )}
        </li>
      ))}
    </Stack>
  );
}

/** /portal/administration/webhooks/{id}/deliveries: every event sent to the endpoint, each attempt, and a retry. */
export function WebhookDeliveriesPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const [page, setPage] = useState(0);
  const endpoint = useWebhook(id);
  const deliveries = useDeliveries(id, page, LIMIT);
  const retry = useRetryDelivery(id);
  const rows = deliveries.data?.data ?? [];
  const pages = Math.max(1, Math.ceil((deliveries.data?.count ?? 0) / LIMIT));

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {t('webhooks.deliveriesTitle')}
        </Title>
        <Anchor component={Link} to={WEBHOOKS_PATH}>
          <Group gap={4}>
            <IconArrowLeft size={16} aria-hidden />
            {t('webhooks.back')}
          </Group>
        </Anchor>
      </Group>
      {endpoint.data && (
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          {endpoint.data.data.url}
        </Text>
      )}
      <ReplayEventsForm endpointId={id} disabled={endpoint.data?.data.enabled === false} />
      <Table.ScrollContainer minWidth={900}>
        <Table withTableBorder data-testid="deliveries-table" verticalSpacing="sm">
          <Table.Caption>{t('webhooks.deliveriesCaption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('webhooks.fields.time')}</Table.Th>
              <Table.Th scope="col">{t('webhooks.fields.event')}</Table.Th>
              <Table.Th scope="col">{t('webhooks.fields.status')}</Table.Th>
              <Table.Th scope="col">{t('webhooks.fields.attempts')}</Table.Th>
              <Table.Th scope="col">{t('webhooks.fields.nextAttempt')}</Table.Th>
              <Table.Th scope="col">{t('webhooks.fields.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <NoDataRow colSpan={6} />
            ) : (
              rows.map((d) => (
                <Table.Tr key={d.id} data-delivery-id={d.id} style={{ verticalAlign: 'top' }}>
                  <Table.Td>{formatDateTime(d.createdAt)}</Table.Td>
                  <Table.Th scope="row" fw={500}>
                    <Code>{d.event}</Code>
                    <Text size="xs" c="dimmed">
                      {d.message_id}
                    </Text>
                  </Table.Th>
                  <Table.Td>
                    <Badge color={STATUS_COLOR[d.status] ?? 'gray'} variant="light">
                      {t(`webhooks.deliveryStatus.${d.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Attempts delivery={d} />
                  </Table.Td>
                  <Table.Td>{d.status === 'pending' && d.next_attempt_at ? formatDateTime(d.next_attempt_at) : '—'}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconRefresh size={14} aria-hidden />}
                      loading={retry.isPending && retry.variables === d.id}
                      disabled={endpoint.data?.data.enabled === false}
                      aria-label={t('webhooks.retryOf', { id: d.message_id })}
                      onClick={() => retry.mutate(d.id, { onSuccess: () => notifySuccess(t('webhooks.retried')) })}
                    >
                      {t('webhooks.retry')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && <Pagination total={pages} value={page + 1} onChange={(p) => setPage(p - 1)} />}
    </Stack>
  );
}
