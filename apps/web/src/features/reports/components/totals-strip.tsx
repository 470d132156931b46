import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CallKpis } from '@gsn/domain';
import { formatKpi, KPI_CHOICES, kpiFullName, kpiName } from '../lib/kpis';

/** The KPIs over the whole range, one box each (the figures the rules beside them explain). */
export function TotalsStrip({ totals, label }: { totals: CallKpis; label: string }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 4, lg: 7 }} spacing="xs" m={0} aria-label={label} data-testid="totals-strip">
      {KPI_CHOICES.map((k) => (
        <Paper key={k} withBorder p="xs" data-kpi={k}>
          <Text component="dt" size="xs" c="dimmed" title={kpiFullName(t, k) ?? undefined}>
            {kpiName(t, k)}
          </Text>
          <Text component="dd" m={0} fw={700} ff="monospace">
            {formatKpi(k, totals[k])}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
