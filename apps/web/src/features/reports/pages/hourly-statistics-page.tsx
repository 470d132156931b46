import '@mantine/charts/styles.css';
import { useMemo, useState } from 'react';
import { Center, Grid, Loader, ScrollArea, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { LineChart } from '@mantine/charts';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCallStatisticsHourly } from '../api/use-reports';
import { ChartFigure } from '../../../components/chart-figure';
import { HourlyCostTable } from '../components/hourly-cost-table';
import { HourlyDates } from '../components/hourly-dates';
import { HourlyTable } from '../components/hourly-table';
import { KpiRules } from '../components/kpi-rules';
import { ReportFilters } from '../components/report-filters';
import { type CallReportFilters, readCallFilters, readHourlyDates, writeCallFilters } from '../lib/filters';
import { hourlyPoints } from '../lib/hourly';
import { formatFigure, KPI_CHOICES, KPI_UNITS, type KpiKey, kpiHeading, kpiName } from '../lib/kpis';
import { HOURLY_SERIES_COLORS } from '../lib/series';
import { useViewer } from '../../../lib/viewer';

const readKpi = (params: URLSearchParams): KpiKey => {
  const k = params.get('kpi');
  return KPI_CHOICES.find((c) => c === k) ?? 'callattempts';
};

interface HourlyFiltersProps {
  filters: CallReportFilters;
  dates: string[];
  staff: boolean;
  onSearch: (filters: CallReportFilters, dates: string[]) => void;
}

/** The report filters with the days to compare instead of a range (none chosen: the spec's message, no search). */
function HourlyFilters({ filters, dates, staff, onSearch }: HourlyFiltersProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<(string | null)[]>(dates.length ? dates : [null]);
  const [error, setError] = useState<string | null>(null);
  return (
    <ReportFilters
      value={filters}
      staff={staff}
      withRange={false}
      onSearch={(f) => {
        const chosen = draft.filter((d): d is string => !!d);
        if (chosen.length === 0) {
          setError(t('reports.messages.noDates'));
          return;
        }
        onSearch(f, chosen);
      }}
    >
      <HourlyDates
        value={draft}
        onChange={(v) => {
          setError(null);
          setDraft(v);
        }}
        error={error}
      />
    </ReportFilters>
  );
}

/**
 * /portal/report/call_statistics/hourly (spec 2 §2 Reports, functionality 900 list): up to 4 UTC days compared
 * hour by hour (0–23), one series per day in the spec's colours; a KPI picker; the figures in a table below and
 * the KPI rules beside them. By default yesterday and today.
 */
export function HourlyStatisticsPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const staff = viewer.staff;
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => ({ ...readCallFilters(params, staff), fromDate: null, toDate: null }), [params, staff]);
  const datesParam = params.get('dates');
  const dates = useMemo(() => readHourlyDates(datesParam), [datesParam]);
  const kpi = readKpi(params);
  const hourly = useCallStatisticsHourly(filters, dates);
  const points = useMemo(() => hourlyPoints(hourly.data?.data ?? [], dates, kpi), [hourly.data, dates, kpi]);
  const unit = KPI_UNITS[kpi];
  const write = (f: CallReportFilters, days: string[], k: KpiKey) =>
    setParams(writeCallFilters(f, { dates: days.join(','), kpi: k === 'callattempts' ? null : k }));
  const formKey = `${writeCallFilters(filters).toString()}|${dates.join(',')}`;

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('reports.hourly.title')}
      </Title>
      <HourlyFilters key={formKey} filters={filters} dates={dates} staff={staff} onSearch={(f, days) => write(f, days, kpi)} />
      <ScrollArea type="auto" offsetScrollbars>
        <SegmentedControl
          aria-label={t('reports.hourly.kpi')}
          value={kpi}
          onChange={(k) => write(filters, dates, k as KpiKey)}
          data={KPI_CHOICES.map((k) => ({ value: k, label: kpiName(t, k) }))}
        />
      </ScrollArea>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 9 }}>
          {hourly.isPending && dates.length > 0 ? (
            <Center py="xl" role="status">
              <Loader size="sm" role="progressbar" aria-label={t('common.loading')} />
            </Center>
          ) : !hourly.data ? null : (
            <Stack aria-busy={hourly.isFetching}>
              <ChartFigure title={t('reports.hourly.chart', { kpi: kpiHeading(t, kpi) })} note={t('reports.chart.seeTableBelow')}>
                <LineChart
                  h={320}
                  data={points}
                  dataKey="label"
                  series={dates.map((d, i) => ({ name: d, label: d, color: HOURLY_SERIES_COLORS[i] ?? 'gray.6' }))}
                  withLegend
                  unit={unit ? ` ${unit}` : undefined}
                  curveType="linear"
                  valueFormatter={formatFigure}
                  role="img"
                  aria-label={t('reports.hourly.summary', { kpi: kpiHeading(t, kpi), dates: dates.join(', ') })}
                  accessibilityLayer={false}
                />
              </ChartFigure>
              <HourlyTable
                caption={t('reports.hourly.caption', { kpi: kpiHeading(t, kpi) })}
                hourLabel={t('reports.fields.hour')}
                dates={dates}
                points={points}
              />
              <HourlyCostTable
                caption={t('reports.hourly.costCaption')}
                hourLabel={t('reports.fields.hour')}
                dates={dates}
                rows={hourly.data.data}
              />
            </Stack>
          )}
          {dates.length === 0 && <Text c="dimmed">{t('reports.messages.noDates')}</Text>}
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 3 }}>
          <KpiRules />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
