import { useState } from 'react';
import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WEBHOOK_SECRET_OVERLAP_MAX_HOURS } from '@gsn/domain';
import { useRotateWebhookSecret, type WebhookEndpointRow } from '../api/use-webhooks';

/** A new signing secret for the endpoint; the old one keeps signing beside it for the hours chosen (0: stops at once). */
export function RotateSecretForm({
  endpoint,
  onCancel,
  onRotated,
}: {
  endpoint: WebhookEndpointRow;
  onCancel: () => void;
  onRotated: (secret: string) => void;
}) {
  const { t } = useTranslation();
  const rotate = useRotateWebhookSecret();
  const [hours, setHours] = useState<number | string>(24);
  const valid = typeof hours === 'number' && Number.isInteger(hours) && hours >= 0 && hours <= WEBHOOK_SECRET_OVERLAP_MAX_HOURS;
  return (
    <form
      aria-label={t('webhooks.rotateTitle')}
      onSubmit={(ev) => {
        ev.preventDefault();
        if (!valid) return;
        rotate.mutate({ id: endpoint.id, overlap_hours: hours }, { onSuccess: (r) => onRotated(r.data.secret) });
      }}
    >
      <Stack>
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          {t('webhooks.rotateText', { url: endpoint.url })}
        </Text>
        <NumberInput
          label={t('webhooks.overlapHours')}
          description={t('webhooks.overlapHelp', { max: WEBHOOK_SECRET_OVERLAP_MAX_HOURS })}
          min={0}
          max={WEBHOOK_SECRET_OVERLAP_MAX_HOURS}
          allowDecimal={false}
          value={hours}
          onChange={setHours}
          error={valid ? undefined : t('webhooks.overlapInvalid', { max: WEBHOOK_SECRET_OVERLAP_MAX_HOURS })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={rotate.isPending} disabled={!valid}>
            {t('webhooks.rotateConfirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
