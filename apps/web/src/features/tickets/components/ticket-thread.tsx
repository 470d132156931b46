import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import type { TicketDetail } from '../api/use-tickets';

/** The thread, oldest first: each message with its author, side and time (a list, so its length is read out). */
export function TicketThread({ messages }: { messages: TicketDetail['messages'] }) {
  const { t } = useTranslation();
  return (
    <Stack component="ol" gap="sm" aria-label={t('tickets.show.thread')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {messages.map((m) => (
        <li key={m.id} data-message-id={m.id}>
          <Paper
            withBorder
            p="md"
            component="article"
            aria-labelledby={`ticket-message-${m.id}`}
            bg={m.side === 'staff' ? 'var(--mantine-color-blue-light)' : undefined}
          >
            <Group justify="space-between" wrap="wrap" mb="xs">
              <Group gap="xs" id={`ticket-message-${m.id}`}>
                <Text fw={600}>{m.author_name ?? t('tickets.show.formerAccount')}</Text>
                <Badge variant="outline" color={m.side === 'staff' ? 'blue' : 'gray'}>
                  {t(`tickets.sides.${m.side}`)}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed" component="time" dateTime={String(m.createdAt)}>
                {formatDateTime(String(m.createdAt))}
              </Text>
            </Group>
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.body}</Text>
          </Paper>
        </li>
      ))}
    </Stack>
  );
}
