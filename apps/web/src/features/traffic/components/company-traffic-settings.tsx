import { useEffect, useState } from 'react';
import { Button, Group, NumberInput, SimpleGrid, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Answer } from '@gsn/domain';
import type { trafficMuteListAnswer, trafficSettingsAnswer } from '@gsn/domain/traffic/settings';
import { SectionCard } from '../../../components/section-card';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { notifySuccess, serverErrorText } from '../../../lib/notify';

type Settings = Answer<typeof trafficSettingsAnswer>['data'];
type Mute = Answer<typeof trafficMuteListAnswer>['data'][number];

/** The thresholds staff may set; shares are edited as percentages. */
const FIELDS = [
  { key: 'minAttempts', share: false, min: 5, max: 100_000 },
  { key: 'pumpingRatio', share: false, min: 1.5, max: 100, decimals: true },
  { key: 'pumpingSpreads', share: false, min: 2, max: 50, decimals: true },
  { key: 'shortCallSeconds', share: false, min: 1, max: 120 },
  { key: 'shortCallShare', share: true, min: 1, max: 100 },
  { key: 'shortCallMargin', share: true, min: 1, max: 100 },
  { key: 'originMargin', share: true, min: 1, max: 100 },
  { key: 'singleCallerShare', share: true, min: 1, max: 100 },
  { key: 'qualityDrop', share: true, min: 1, max: 100 },
  { key: 'qualityMinAttempts', share: false, min: 5, max: 100_000 },
] as const;
type Key = (typeof FIELDS)[number]['key'];
type Values = Partial<Record<Key | 'quiet_hours', number | string>>;

const shown = (f: (typeof FIELDS)[number], v: number) => (f.share ? Math.round(v * 1000) / 10 : v);

/**
 * A company's traffic alert settings (docs/traffic-alerts.md, Tuning and muting), on its edit page for provider staff:
 * its own thresholds (empty: the default, shown as the placeholder), its quiet hours, and the numbers muted for a while.
 */
export function CompanyTrafficSettings({ customerId }: { customerId: number }) {
  return (
    <SectionCard id="company-traffic" title={useTranslation().t('traffic.settings.title')}>
      <Stack gap="lg">
        <ThresholdsForm customerId={customerId} />
        <Mutes customerId={customerId} />
      </Stack>
    </SectionCard>
  );
}

function ThresholdsForm({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const key = ['traffic-settings', customerId];
  const settings = useQuery({ queryKey: key, queryFn: () => apiGet<{ data: Settings }>(`/traffic/settings/${customerId}`) });
  const [values, setValues] = useState<Values>({});
  useEffect(() => {
    const own = settings.data?.data;
    if (!own) return;
    const next: Values = { quiet_hours: own.quiet_hours ?? '' };
    for (const f of FIELDS) {
      const v = own.thresholds?.[f.key];
      next[f.key] = v === undefined ? '' : shown(f, v);
    }
    setValues(next);
  }, [settings.data]);
  const save = useMutation({
    mutationFn: (body: { thresholds: Record<string, number> | null; quiet_hours: number | null }) =>
      apiPut<{ data: Settings }>(`/traffic/settings/${customerId}`, body),
    onSuccess: (res) => {
      client.setQueryData(key, res);
      notifySuccess(t('traffic.settings.saved'));
    },
  });
  const data = settings.data?.data;
  const submit = () => {
    const thresholds: Record<string, number> = {};
    for (const f of FIELDS) {
      const v = values[f.key];
      if (typeof v === 'number') thresholds[f.key] = f.share ? v / 100 : v;
    }
    const quiet = values.quiet_hours;
    save.mutate({ thresholds: Object.keys(thresholds).length ? thresholds : null, quiet_hours: typeof quiet === 'number' ? quiet : null });
  };
  return (
    <form
      aria-label={t('traffic.settings.thresholds')}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack>
        <Text size="sm" c="dimmed">
          {t('traffic.settings.hint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {FIELDS.map((f) => (
            <NumberInput
              key={f.key}
              label={t(`traffic.settings.fields.${f.key}`)}
              placeholder={data ? String(shown(f, data.defaults[f.key])) : undefined}
              suffix={f.share ? ' %' : undefined}
              min={f.min}
              max={f.max}
              clampBehavior="strict"
              allowDecimal={'decimals' in f || f.share}
              allowNegative={false}
              value={values[f.key] ?? ''}
              onChange={(v) => setValues((s) => ({ ...s, [f.key]: v }))}
              disabled={!data}
            />
          ))}
          <NumberInput
            label={t('traffic.settings.fields.quiet_hours')}
            placeholder={data ? String(data.defaults.quiet_hours) : undefined}
            min={1}
            max={168}
            clampBehavior="strict"
            allowDecimal={false}
            allowNegative={false}
            value={values.quiet_hours ?? ''}
            onChange={(v) => setValues((s) => ({ ...s, quiet_hours: v }))}
            disabled={!data}
          />
        </SimpleGrid>
        {save.isError && (
          <Text c="red.8" size="sm" role="alert">
            {serverErrorText(save.error as { code?: string; message: string })}
          </Text>
        )}
        <Group justify="flex-end">
          <Button
            variant="default"
            disabled={!data || (data.thresholds === null && data.quiet_hours === null) || save.isPending}
            onClick={() => save.mutate({ thresholds: null, quiet_hours: null })}
          >
            {t('traffic.settings.useDefaults')}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={!data}>
            {t('traffic.settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Mutes({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const key = ['traffic-mutes', customerId];
  const mutes = useQuery({ queryKey: key, queryFn: () => apiGet<{ data: Mute[] }>(`/traffic/mutes?customer_id=${customerId}`) });
  const [number, setNumber] = useState('');
  const [days, setDays] = useState<number | string>(7);
  const [note, setNote] = useState('');
  const refresh = () => void client.invalidateQueries({ queryKey: key });
  const add = useMutation({
    mutationFn: () =>
      apiPost('/traffic/mutes', {
        service_number: number.trim(),
        until: new Date(Date.now() + Number(days) * 86_400_000).toISOString(),
        note: note.trim(),
      }),
    onSuccess: () => {
      setNumber('');
      setNote('');
      refresh();
      notifySuccess(t('traffic.settings.muted'));
    },
  });
  const end = useMutation({
    mutationFn: (id: number) => apiDelete(`/traffic/mutes/${id}`),
    onSuccess: () => {
      refresh();
      notifySuccess(t('traffic.settings.unmuted'));
    },
  });
  const rows = mutes.data?.data ?? [];
  return (
    <Stack>
      <Title order={3} size="h5">
        {t('traffic.settings.mutes')}
      </Title>
      {rows.length ? (
        <Table.ScrollContainer minWidth={480}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('traffic.settings.number')}</Table.Th>
                <Table.Th scope="col">{t('traffic.settings.until')}</Table.Th>
                <Table.Th scope="col">{t('traffic.settings.note')}</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>{t('traffic.settings.end')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((m) => (
                <Table.Tr key={m.id}>
                  <Table.Td>{m.service_number}</Table.Td>
                  <Table.Td>{formatDateTime(String(m.until))}</Table.Td>
                  <Table.Td>{m.note}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="default"
                      loading={end.isPending && end.variables === m.id}
                      onClick={() => end.mutate(m.id)}
                      aria-label={t('traffic.settings.endFor', { number: m.service_number })}
                    >
                      {t('traffic.settings.end')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Text size="sm" c="dimmed">
          {t('traffic.settings.noMutes')}
        </Text>
      )}
      <form
        aria-label={t('traffic.settings.mute')}
        onSubmit={(e) => {
          e.preventDefault();
          add.mutate();
        }}
      >
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={t('traffic.settings.number')}
              value={number}
              onChange={(e) => setNumber(e.currentTarget.value)}
              required
              maxLength={21}
            />
            <NumberInput
              label={t('traffic.settings.days')}
              min={1}
              max={90}
              clampBehavior="strict"
              allowDecimal={false}
              allowNegative={false}
              value={days}
              onChange={setDays}
              required
            />
            <TextInput
              label={t('traffic.settings.note')}
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
              required
              maxLength={2000}
            />
          </SimpleGrid>
          {add.isError && (
            <Text c="red.8" size="sm" role="alert">
              {serverErrorText(add.error as { code?: string; message: string })}
            </Text>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={add.isPending} disabled={!number.trim() || !note.trim() || typeof days !== 'number'}>
              {t('traffic.settings.mute')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
