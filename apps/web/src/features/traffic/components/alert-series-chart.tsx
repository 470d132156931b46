import '@mantine/charts/styles.css';
import { useQuery } from '@tanstack/react-query';
import { LineChart } from '@mantine/charts';
import { Center, Loader, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChartFigure } from '../../../components/chart-figure';
import { trafficQueries } from '../api/use-traffic-alerts';

/** "27 Nov 14:00" in the reader's language, UTC (the hours the rules count in). */
function hourLabel(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(iso),
  );
}

/**
 * The alert's number hour by hour against its baseline: attempts beside the attempts expected for that hour (the same
 * hour of the 28 days before) and the pumping threshold, with the same figures as a table for screen readers and
 * keyboards (charts are images to assistive technology).
 */
export function AlertSeriesChart({ alertId }: { alertId: number }) {
  const { t, i18n } = useTranslation();
  const series = useQuery(trafficQueries.series(alertId));
  if (series.isPending)
    return (
      <Center py="md" role="status">
        <Loader size="sm" role="progressbar" aria-label={t('common.loading')} />
      </Center>
    );
  const rows = series.data?.data ?? [];
  if (!rows.length) return null;
  const points = rows.map((p) => ({
    label: hourLabel(p.hour, i18n.language),
    attempts: p.attempts,
    expected: p.expected,
    threshold: p.threshold,
  }));
  const peak = rows.reduce((m, p) => (p.attempts > m.attempts ? p : m), rows[0]!);
  return (
    <Stack gap="xs">
      <ChartFigure title={t('traffic.series.title')} note={t('traffic.series.note')}>
        <LineChart
          h={260}
          data={points}
          dataKey="label"
          series={[
            { name: 'attempts', label: t('traffic.series.attempts'), color: 'red.7' },
            { name: 'expected', label: t('traffic.series.expected'), color: 'blue.7' },
            { name: 'threshold', label: t('traffic.series.threshold'), color: 'gray.6', strokeDasharray: '5 5' },
          ]}
          withLegend
          withDots={false}
          curveType="linear"
          connectNulls={false}
          role="img"
          aria-label={t('traffic.series.summary', {
            hours: rows.length,
            peak: peak.attempts,
            at: hourLabel(peak.hour, i18n.language),
          })}
          accessibilityLayer={false}
        />
      </ChartFigure>
      <details>
        <summary>
          <Text component="span" size="sm">
            {t('traffic.series.table')}
          </Text>
        </summary>
        {/* narrower than the table, it scrolls: its viewport takes the keyboard focus to scroll (WCAG scrollable region) */}
        <Table.ScrollContainer
          minWidth={420}
          scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('traffic.series.title') } }}
        >
          <Table striped>
            <Table.Caption>{t('traffic.series.title')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('traffic.series.hour')}</Table.Th>
                <Table.Th scope="col">{t('traffic.series.attempts')}</Table.Th>
                <Table.Th scope="col">{t('traffic.series.expected')}</Table.Th>
                <Table.Th scope="col">{t('traffic.series.threshold')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {points.map((p, i) => (
                <Table.Tr key={rows[i]!.hour}>
                  <Table.Th scope="row">{p.label}</Table.Th>
                  <Table.Td>{p.attempts}</Table.Td>
                  <Table.Td>{p.expected ?? t('traffic.series.noHistory')}</Table.Td>
                  <Table.Td>{p.threshold ?? t('traffic.series.noHistory')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </details>
    </Stack>
  );
}
