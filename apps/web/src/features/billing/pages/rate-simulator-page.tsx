import { useState } from 'react';
import { Alert, Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type BillingSimulation, CALLED_TYPES, ORIGIN_TYPES } from '@gsn/domain';
import { apiGet } from '../../../lib/api';
import { productLabel, ReferenceJurisdictionSelect, useProductOptions } from '../../products';

type Direction = 'inbound' | 'outbound';

/**
 * /portal/management/billing/simulate: what a call of a product costs under its standard tariff, computed by the
 * function that rates loaded calls, with each step shown (docs/billing.md).
 */
export function RateSimulatorPage() {
  const { t } = useTranslation();
  const [jurisdiction, setJurisdiction] = useState<string | null>(null);
  const products = useProductOptions(jurisdiction);
  const [product, setProduct] = useState<string | null>(null);
  const [direction, setDirection] = useState<Direction>('inbound');
  const [origin, setOrigin] = useState<string>('fixed');
  const [called, setCalled] = useState<string>('fixed');
  const [duration, setDuration] = useState<number | string>(60);
  const simulate = useMutation({
    mutationFn: () => {
      const q = new URLSearchParams({ product_id: String(product), direction, duration_seconds: String(duration) });
      q.set(direction === 'inbound' ? 'origin_type' : 'called_type', direction === 'inbound' ? origin : called);
      return apiGet<{ data: BillingSimulation }>(`/billing/simulate?${q}`);
    },
  });
  const priced = (products.data?.data ?? []).filter((p) => p.tariff);
  const validDuration = typeof duration === 'number' && Number.isInteger(duration) && duration >= 0 && duration <= 86_400;
  const r = simulate.data?.data;
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('billing.simulator.title')}
      </Title>
      <Text size="sm">{t('billing.simulator.intro')}</Text>
      <Paper withBorder p="md">
        <form
          aria-label={t('billing.simulator.title')}
          onSubmit={(ev) => {
            ev.preventDefault();
            if (product && validDuration) simulate.mutate();
          }}
        >
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <ReferenceJurisdictionSelect
                label={t('tariffs.fields.productJurisdiction')}
                value={jurisdiction}
                onChange={setJurisdiction}
              />
              <Select
                label={t('billing.simulator.product')}
                placeholder={t('billing.simulator.productPlaceholder')}
                data={priced.map((p) => ({ value: String(p.id), label: productLabel(p) }))}
                value={product}
                onChange={setProduct}
                searchable
                required
                nothingFoundMessage={t('billing.simulator.noProduct')}
              />
              <Select
                label={t('billing.simulator.direction')}
                data={(['inbound', 'outbound'] as const).map((d) => ({ value: d, label: t(`billing.directions.${d}`) }))}
                value={direction}
                onChange={(v) => setDirection((v as Direction) ?? 'inbound')}
                allowDeselect={false}
              />
              {direction === 'inbound' ? (
                <Select
                  label={t('billing.simulator.origin')}
                  description={t('billing.simulator.originHelp')}
                  data={ORIGIN_TYPES.map((o) => ({ value: o, label: t(`billing.originTypes.${o}`) }))}
                  value={origin}
                  onChange={(v) => setOrigin(v ?? 'fixed')}
                  allowDeselect={false}
                />
              ) : (
                <Select
                  label={t('billing.simulator.called')}
                  data={CALLED_TYPES.map((c) => ({ value: c, label: t(`billing.calledTypes.${c}`) }))}
                  value={called}
                  onChange={(v) => setCalled(v ?? 'fixed')}
                  allowDeselect={false}
                />
              )}
              <NumberInput
                label={t('billing.simulator.duration')}
                min={0}
                max={86_400}
                allowDecimal={false}
                allowNegative={false}
                value={duration}
                onChange={setDuration}
                error={validDuration ? undefined : t('billing.simulator.durationInvalid')}
              />
            </SimpleGrid>
            <Group>
              <Button type="submit" loading={simulate.isPending} disabled={!product || !validDuration}>
                {t('billing.simulator.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {r && (
        <section aria-live="polite" aria-label={t('billing.simulator.result')}>
          {r.status === 'rated' ? (
            <Table withTableBorder data-testid="simulation" captionSide="top">
              <Table.Caption>{t('billing.simulator.how')}</Table.Caption>
              <Table.Tbody>
                <Row label={t('billing.steps.tariff')} value={t('billing.steps.tariffValue', { id: r.source?.id })} />
                <Row
                  label={t('billing.steps.rateField')}
                  value={r.rate_field ? `${t(`tariffs.fields.${r.rate_field}`)} (${r.rate_field})` : ''}
                />
                <Row label={t('billing.steps.increment')} value={r.increment ?? ''} />
                <Row
                  label={t('billing.steps.seconds')}
                  value={t('billing.steps.secondsValue', { seconds: r.duration_seconds, billed: r.billed_seconds })}
                />
                <Row label={t('billing.steps.rate')} value={`${r.rate} ${r.currency} / min`} />
                <Row label={t('billing.steps.cost')} value={`${r.rate} × ${r.billed_seconds} ÷ 60 = ${r.cost} ${r.currency}`} strong />
              </Table.Tbody>
            </Table>
          ) : (
            <Alert color={r.status === 'free' ? 'gray' : 'yellow'} data-testid="simulation">
              {r.status === 'free'
                ? t('billing.simulator.free')
                : t(`billing.unrated.${r.reason ?? 'no_rate'}`, { field: r.rate_field ? t(`tariffs.fields.${r.rate_field}`) : '' })}
            </Alert>
          )}
        </section>
      )}
    </Stack>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" w="40%">
        {label}
      </Table.Th>
      <Table.Td fw={strong ? 700 : undefined}>{value}</Table.Td>
    </Table.Tr>
  );
}
