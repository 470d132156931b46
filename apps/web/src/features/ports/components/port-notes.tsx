import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Port, useAddNote } from '../api/use-ports';
import { portErrors } from '../lib/refusals';
import { formatDateTime } from '../../../lib/format';

/** The notes thread between the customer and the provider's staff, oldest first, and a new note. */
export function PortNotes({ orderId, port, canWrite }: { orderId: number; port: Port; canWrite: boolean }) {
  const { t } = useTranslation();
  const add = useAddNote(orderId, port.id);
  const [body, setBody] = useState('');
  return (
    <Stack gap="sm">
      {port.notes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('ports.notes.none')}
        </Text>
      ) : (
        <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('ports.notes.title')}>
          {port.notes.map((n) => (
            <Paper key={n.id} component="li" withBorder p="sm" data-testid="port-note">
              <Group gap="xs" mb={4}>
                <Text size="sm" fw={600}>
                  {n.author
                    ? [n.author.firstname, n.author.lastname].filter(Boolean).join(' ') || n.author.email
                    : t('ports.notes.deleted')}
                </Text>
                {n.author?.staff && (
                  <Badge size="xs" variant="light">
                    {t('ports.notes.provider')}
                  </Badge>
                )}
                <Text size="xs" c="dimmed">
                  {formatDateTime(n.createdAt)}
                </Text>
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {n.body}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
      {canWrite && (
        <Stack
          component="form"
          gap="xs"
          aria-label={t('ports.notes.add')}
          onSubmit={(e) => {
            e.preventDefault();
            add.mutate(body, { onSuccess: () => setBody('') });
          }}
        >
          <Textarea
            label={t('ports.notes.body')}
            rows={2}
            value={body}
            onChange={(e) => setBody(e.currentTarget.value)}
            error={add.error ? portErrors(add.error).join(' · ') : undefined}
          />
          <Group>
            <Button type="submit" variant="light" loading={add.isPending} disabled={!body.trim()}>
              {t('ports.notes.add')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
