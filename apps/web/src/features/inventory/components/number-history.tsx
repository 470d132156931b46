import { Anchor, Group, Paper, Table, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { useNumberHistory } from '../api/use-inventory';
import { orderShowPath } from '../../orders';
import { NumberStateBadge } from './number-state-badge';

/**
 * A number's state changes (GET /invnumbers/{id}/history, staff), oldest first as the API answers them: from → to,
 * when, who (none: the system, e.g. a hold expiring), the order it concerned and the note.
 */
export function NumberHistory({ numberId }: { numberId: number }) {
  const { t } = useTranslation();
  const history = useNumberHistory(numberId, true);
  const rows = history.data?.data ?? [];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="inv-history">
      <Title order={2} size="h4" id="inv-history" mb="sm">
        {t('inventory.history.title')}
      </Title>
      {history.isPending ? (
        <Text c="dimmed" role="status">
          {t('common.loading')}
        </Text>
      ) : history.isError ? (
        <Text c="red" role="status" data-testid="history-failed">
          {t('inventory.history.failed')}
        </Text>
      ) : rows.length === 0 ? (
        <Text c="dimmed">{t('inventory.history.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped>
            <caption style={{ captionSide: 'top', textAlign: 'start' }}>
              <Text size="sm" c="dimmed" component="span">
                {t('inventory.history.caption')}
              </Text>
            </caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('inventory.history.columns.change')}</Table.Th>
                <Table.Th scope="col">{t('inventory.history.columns.when')}</Table.Th>
                <Table.Th scope="col">{t('inventory.history.columns.who')}</Table.Th>
                <Table.Th scope="col">{t('inventory.history.columns.order')}</Table.Th>
                <Table.Th scope="col">{t('inventory.history.columns.note')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((e) => (
                <Table.Tr key={e.id} data-history-id={e.id}>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      {e.from_state ? <NumberStateBadge state={e.from_state} /> : <Text size="sm">{t('inventory.history.new')}</Text>}
                      <IconArrowRight size={14} aria-label={t('inventory.history.to')} role="img" />
                      <NumberStateBadge state={e.to_state} />
                    </Group>
                  </Table.Td>
                  <Table.Td>{formatDateTime(e.createdAt)}</Table.Td>
                  <Table.Td>
                    {e.account ? (
                      e.account.name
                    ) : (
                      <Text c="dimmed" size="sm" component="span">
                        {t('inventory.history.system')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {e.order_id ? (
                      <Anchor component={Link} to={orderShowPath(e.order_id)} size="sm">
                        {t('inventory.history.order', { id: e.order_id })}
                      </Anchor>
                    ) : (
                      '—'
                    )}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{e.note || '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
