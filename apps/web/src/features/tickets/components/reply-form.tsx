import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MAX_TICKET_WORDS, TICKET_MAX_CHARS, wordCount } from '@gsn/domain';
import { announce } from '../../../lib/announcer';
import { serverErrorText } from '../../../lib/notify';
import type { useTicketChange } from '../api/use-tickets';

/**
 * The reply box: at most 250 words with a live count (counted as the server counts); "Reply sent" is read out and the
 * box empties once the server took it.
 */
export function ReplyForm({ change, hint }: { change: ReturnType<typeof useTicketChange>; hint?: string | undefined }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const words = wordCount(text);
  const over = words > MAX_TICKET_WORDS || text.length > TICKET_MAX_CHARS;
  const failed =
    change.isError && change.variables?.kind === 'reply' ? serverErrorText(change.error as { code?: string; message: string }) : null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="ticket-reply-title">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!text.trim()) return setError(t('validation.required'));
          if (over) return setError(t('tickets.form.tooManyWords', { max: MAX_TICKET_WORDS }));
          setError(null);
          change.mutate(
            { kind: 'reply', message: text.trim() },
            {
              onSuccess: () => {
                setText('');
                announce(t('tickets.show.replySent'));
              },
            },
          );
        }}
      >
        <Stack>
          <Title order={2} size="h4" id="ticket-reply-title">
            {t('tickets.show.reply')}
          </Title>
          {hint && (
            <Text size="sm" c="dimmed">
              {hint}
            </Text>
          )}
          <Textarea
            label={t('tickets.show.yourReply')}
            rows={5}
            required
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            description={t('tickets.form.wordCount', { n: words, max: MAX_TICKET_WORDS })}
            error={error ?? failed ?? (over ? t('tickets.form.tooManyWords', { max: MAX_TICKET_WORDS }) : null)}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending && change.variables?.kind === 'reply'}>
              {t('tickets.show.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
