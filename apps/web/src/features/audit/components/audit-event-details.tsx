import { Code, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AuditEventRow } from '../api/use-audit-events';
import { actionLabel, valueText } from '../lib/labels';

/** One line of the request's facts: shown only when recorded. */
function Fact({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0} style={{ wordBreak: 'break-all' }}>
        {value}
      </Text>
    </div>
  );
}

/**
 * The before/after view of one event: each changed field with its value before and after (a secret shows only that it
 * changed), then where the request came from. Read in order by a screen reader: a table with its caption.
 */
export function AuditEventDetails({ event }: { event: AuditEventRow }) {
  const { t } = useTranslation();
  const changes = Object.entries(event.changes ?? {});
  return (
    <Stack gap="sm" data-testid="audit-event-details">
      {changes.length === 0 ? (
        <Text size="sm">{t('audit.changes.none')}</Text>
      ) : (
        <Table withTableBorder withColumnBorders data-testid="audit-changes">
          <Table.Caption>{t('audit.changes.caption', { action: actionLabel(t, event.action) })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('audit.changes.field')}</Table.Th>
              <Table.Th scope="col">{t('audit.changes.before')}</Table.Th>
              <Table.Th scope="col">{t('audit.changes.after')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {changes.map(([field, change]) => (
              <Table.Tr key={field} data-field={field}>
                <Table.Th scope="row" fw={500}>
                  <Code>{field}</Code>
                </Table.Th>
                <Table.Td>{'from' in change ? valueText(t, change.from) : t('audit.changes.notSet')}</Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <IconArrowRight size={14} aria-hidden />
                    <span>{'to' in change ? valueText(t, change.to) : t('audit.changes.removed')}</span>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }} component="dl" m={0} aria-label={t('audit.details.label')}>
        <Fact label={t('audit.details.ip')} value={event.ip} />
        <Fact label={t('audit.details.userAgent')} value={event.user_agent} />
        <Fact label={t('audit.details.requestId')} value={event.request_id} />
      </SimpleGrid>
    </Stack>
  );
}
