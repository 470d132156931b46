import { useState } from 'react';
import { Button, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Port } from '../api/use-ports';
import { useSavePort } from '../api/use-ports';
import { portErrors } from '../lib/refusals';
import { notifySuccess } from '../../../lib/notify';

/** The customer's part of the port: its numbers, losing carrier(s), account there and requested FOC date. */
export function PortDraftForm({ orderId, port }: { orderId: number; port: Port | null }) {
  const { t } = useTranslation();
  const save = useSavePort(orderId);
  const [numbers, setNumbers] = useState(port?.number_list.map((n) => n.number).join('\n') ?? '');
  const [carriers, setCarriers] = useState(port?.losing_carriers ?? '');
  const [account, setAccount] = useState(port?.losing_account ?? '');
  const [date, setDate] = useState(port?.requested_foc_date ?? '');
  const errors = save.error ? portErrors(save.error) : [];
  return (
    <Stack
      component="form"
      gap="sm"
      aria-label={t('ports.draft.label')}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          { numbers, losing_carriers: carriers, losing_account: account, requested_foc_date: date || null },
          { onSuccess: (a) => notifySuccess(t('ports.messages.saved', { defaultValue: a.message })) },
        );
      }}
    >
      <Textarea
        label={t('ports.fields.numbers')}
        description={t('ports.draft.numbersHint')}
        rows={3}
        value={numbers}
        onChange={(e) => setNumbers(e.currentTarget.value)}
        error={errors.length ? errors.join(' · ') : undefined}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label={t('ports.fields.losing_carriers')} value={carriers} onChange={(e) => setCarriers(e.currentTarget.value)} />
        <TextInput label={t('ports.fields.losing_account')} value={account} onChange={(e) => setAccount(e.currentTarget.value)} />
        <TextInput
          type="date"
          label={t('ports.fields.requested_foc_date')}
          description={port ? t('ports.draft.earliest', { date: port.earliest_foc_date, days: port.lead_business_days }) : undefined}
          min={port?.earliest_foc_date}
          value={date}
          onChange={(e) => setDate(e.currentTarget.value)}
        />
      </SimpleGrid>
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          {t('ports.draft.intro')}
        </Text>
        <Button type="submit" loading={save.isPending}>
          {port ? t('ports.draft.save') : t('ports.draft.start')}
        </Button>
      </Group>
    </Stack>
  );
}
