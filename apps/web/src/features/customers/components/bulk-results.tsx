import { Badge, Group, List, Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NoDataRow } from '../../../components/no-data';
import type { BulkRowResult, BulkRowStatus } from '../api/types';
import { customerMessage } from '../lib/messages';

const COLORS: Record<BulkRowStatus, string> = { created: 'green', exist: 'yellow', error: 'red' };

/** Spec 1 §8 bulk banners: 'Created Successfully'; 'Already exist' plus field/message pairs; errors as field/message pairs. */
export function BulkStatusBadge({ status }: { status: BulkRowStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status] ?? 'red'} variant="light">
      {t(`customers.bulk.status.${status in COLORS ? status : 'error'}`)}
    </Badge>
  );
}

export function BulkResults({ rows }: { rows: BulkRowResult[] }) {
  const { t } = useTranslation();
  const counts = { created: 0, exist: 0, error: 0 } satisfies Record<BulkRowStatus, number>;
  for (const r of rows) counts[r.status in counts ? r.status : 'error']++;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="bulk-results-title">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h4" id="bulk-results-title">
          {t('customers.bulk.results')}
        </Title>
        <Group gap="xs" aria-live="polite" data-testid="bulk-summary">
          <Badge color="green">{t('customers.bulk.summary.created', { n: counts.created })}</Badge>
          <Badge color="yellow">{t('customers.bulk.summary.exist', { n: counts.exist })}</Badge>
          <Badge color="red">{t('customers.bulk.summary.error', { n: counts.error })}</Badge>
        </Group>
      </Group>
      <Table.ScrollContainer minWidth={560}>
        <Table striped withTableBorder>
          <Table.Caption>{t('customers.bulk.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" w={80}>
                {t('customers.bulk.columns.row')}
              </Table.Th>
              <Table.Th scope="col" w={200}>
                {t('customers.bulk.columns.status')}
              </Table.Th>
              <Table.Th scope="col">{t('customers.bulk.columns.details')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <NoDataRow colSpan={3} />
            ) : (
              rows.map((r) => (
                <Table.Tr key={r.row} data-row={r.row} data-status={r.status}>
                  <Table.Th scope="row">{r.row}</Table.Th>
                  <Table.Td>
                    <BulkStatusBadge status={r.status} />
                  </Table.Td>
                  <Table.Td>
                    {(r.errors ?? []).length === 0 ? (
                      <Text size="sm" c="dimmed">
                        —
                      </Text>
                    ) : (
                      <List size="sm" spacing={2}>
                        {(r.errors ?? []).map((e) => (
                          <List.Item key={`${e.field}:${e.message}`}>
                            {e.field ? <strong>{e.field}</strong> : null}
                            {e.field ? ': ' : ''}
                            {customerMessage(e.message)}
                          </List.Item>
                        ))}
                      </List>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
