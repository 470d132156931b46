import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { useReplayEvents } from '../api/use-webhooks';

/** `YYYY-MM-DDTHH:mm` in local time, as a datetime-local input holds it. */
const localInput = (d: Date) => {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
};

/**
 * Sends the endpoint the logged events of a time range again (docs/webhooks.md, Replaying events), with their own
 * message ids: after an outage longer than the retries, or for an endpoint added later.
 */
export function ReplayEventsForm({ endpointId, disabled }: { endpointId: number; disabled: boolean }) {
  const { t } = useTranslation();
  const replay = useReplayEvents(endpointId);
  const [from, setFrom] = useState(() => localInput(new Date(Date.now() - 86_400_000)));
  // minutes are the input's precision: the range ends at the next minute, so events of this minute are in it
  const [to, setTo] = useState(() => localInput(new Date(Date.now() + 60_000)));
  const start = Date.parse(from);
  const end = Date.parse(to);
  const orderError = Number.isFinite(start) && Number.isFinite(end) && end <= start ? t('webhooks.replay.order') : undefined;
  const valid = Number.isFinite(start) && Number.isFinite(end) && !orderError;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="replay-title">
      <form
        onSubmit={(ev) => {
          ev.preventDefault();
          if (!valid) return;
          replay.mutate(
            { from: new Date(start).toISOString(), to: new Date(end).toISOString() },
            { onSuccess: (r) => notifySuccess(t('webhooks.replay.queued', { count: r.data.events })) },
          );
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="replay-title">
            {t('webhooks.replay.title')}
          </Title>
          <Text size="sm">{t('webhooks.replay.help')}</Text>
          <Group align="flex-start" wrap="wrap">
            <TextInput
              type="datetime-local"
              label={t('webhooks.replay.from')}
              value={from}
              onChange={(e) => setFrom(e.currentTarget.value)}
              required
            />
            <TextInput
              type="datetime-local"
              label={t('webhooks.replay.to')}
              value={to}
              onChange={(e) => setTo(e.currentTarget.value)}
              error={orderError}
              required
            />
          </Group>
          <Group>
            <Button type="submit" loading={replay.isPending} disabled={disabled || !valid}>
              {t('webhooks.replay.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
