import '@mantine/charts/styles.css';
import { useMemo, useState } from 'react';
import { Center, Grid, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { BarChart, LineChart } from '@mantine/charts';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { ExportMenu, ExportNotice } from '../../exports';
import { useCallCauses, useCallStatistics } from '../api/use-reports';
import { CauseBreakdown } from '../components/cause-breakdown';
import { ChartFigure } from '../../../components/chart-figure';
import { DailyTable } from '../components/daily-table';
import { KpiRules } from '../components/kpi-rules';
import { ReportFilters } from '../components/report-filters';
import { TotalsStrip } from '../components/totals-strip';
import { dateErrors, readCallFilters, writeCallFilters } from '../lib/filters';
import { formatFigure, kpiName } from '../lib/kpis';
import { useViewer } from '../../../lib/viewer';

type View = 'graphs' | 'table';

/**
 * /portal/report/call_statistics/daily (spec 2 §2 Reports, functionality 900 list): one row per UTC day of the range
 * (the server's last 30 days by default) as graphs — call attempts and successful calls, ASR and NER — or as a
 * table with the totals; Download (the daily rows) lands in Downloads. The KPI rules stand beside the figures.
 * Below, the cause breakdown: why the calls of the range ended (Q.850 causes, E.411 classes).
 */
export function DailyStatisticsPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const staff = viewer.staff;
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readCallFilters(params, staff), [params, staff]);
  const view: View = params.get('view') === 'table' ? 'table' : 'graphs';
  const valid = Object.keys(dateErrors(filters)).length === 0;
  const stats = useCallStatistics(filters, valid);
  const causes = useCallCauses(filters, valid);
  const [notice, setNotice] = useState<string | null>(null);
  const rows = stats.data?.data ?? [];
  const totals = stats.data?.totals ?? null;
  const range = stats.data ? { from: stats.data.from, to: stats.data.to } : null;
  const filterKey = writeCallFilters(filters).toString();
  const withView = (v: View) => (v === 'table' ? 'table' : null);

  const chartData = rows.map((r) => ({ ...r, label: r.date.slice(5) }));
  const counts = [
    { name: 'callattempts', label: kpiName(t, 'callattempts'), color: 'blue.6' },
    { name: 'successfulcalls', label: kpiName(t, 'successfulcalls'), color: 'teal.6' },
  ];
  const ratios = [
    { name: 'asr', label: kpiName(t, 'asr'), color: 'indigo.6' },
    { name: 'ner', label: kpiName(t, 'ner'), color: 'orange.6' },
  ];

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {t('reports.daily.title')}
        </Title>
        <ExportMenu
          request={{ category: 'calls', report: 'callstatistics', filters: { ...filters } }}
          onQueued={setNotice}
          disabled={!valid}
        />
      </Group>
      <ExportNotice message={notice} onClose={() => setNotice(null)} />
      <ReportFilters
        key={filterKey}
        value={filters}
        staff={staff}
        withRange
        onSearch={(f) => setParams(writeCallFilters(f, { view: withView(view) }))}
      />
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="report-range">
          {range ? t('reports.daily.range', { from: range.from, to: range.to }) : ''}
        </Text>
        <SegmentedControl
          aria-label={t('reports.daily.showAs')}
          value={view}
          onChange={(v) => setParams(writeCallFilters(filters, { view: withView(v as View) }))}
          data={[
            { value: 'graphs', label: t('reports.daily.graphs') },
            { value: 'table', label: t('reports.daily.table') },
          ]}
        />
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 9 }}>
          {valid && stats.isPending ? (
            <Center py="xl" role="status">
              <Loader size="sm" role="progressbar" aria-label={t('common.loading')} />
            </Center>
          ) : !stats.data ? null : (
            <Stack aria-busy={stats.isFetching}>
              {totals && <TotalsStrip totals={totals} label={t('reports.daily.totalsLabel')} />}
              {view === 'table' ? (
                <DailyTable caption={t('reports.daily.caption', { from: range?.from, to: range?.to })} rows={rows} totals={totals} />
              ) : (
                <>
                  <ChartFigure title={t('reports.daily.countsChart')} note={t('reports.chart.seeTable')}>
                    <BarChart
                      h={280}
                      data={chartData}
                      dataKey="label"
                      series={counts}
                      withLegend
                      valueFormatter={formatNumber}
                      role="img"
                      aria-label={t('reports.daily.countsSummary', {
                        from: range?.from,
                        to: range?.to,
                        attempts: formatNumber(totals?.callattempts ?? 0),
                        successful: formatNumber(totals?.successfulcalls ?? 0),
                      })}
                      accessibilityLayer={false}
                    />
                  </ChartFigure>
                  <ChartFigure title={t('reports.daily.ratiosChart')} note={t('reports.chart.seeTable')}>
                    <LineChart
                      h={260}
                      data={chartData}
                      dataKey="label"
                      series={ratios}
                      withLegend
                      unit=" %"
                      yAxisProps={{ domain: [0, 100] }}
                      curveType="monotone"
                      valueFormatter={formatFigure}
                      role="img"
                      aria-label={t('reports.daily.ratiosSummary', {
                        from: range?.from,
                        to: range?.to,
                        asr: formatFigure(totals?.asr ?? null),
                        ner: formatFigure(totals?.ner ?? null),
                      })}
                      accessibilityLayer={false}
                    />
                  </ChartFigure>
                </>
              )}
            </Stack>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 3 }}>
          <KpiRules />
        </Grid.Col>
      </Grid>
      {valid && causes.data && <CauseBreakdown answer={causes.data} view={view} filters={filters} disabled={!valid} />}
    </Stack>
  );
}
