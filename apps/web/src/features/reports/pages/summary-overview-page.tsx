import '@mantine/charts/styles.css';
import { useMemo } from 'react';
import { Center, ColorSwatch, Grid, Group, Loader, Paper, Stack, Table, Title } from '@mantine/core';
import { BarChart, PieChart } from '@mantine/charts';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NoDataRow } from '../../../components/no-data';
import { formatNumber } from '../../../lib/format';
import { type OverviewFilters, useSummaryOverview } from '../api/use-reports';
import { ChartFigure } from '../../../components/chart-figure';
import { OverviewFiltersForm } from '../components/overview-filters';
import { writeCallFilters } from '../lib/filters';
import { useViewer } from '../../../lib/viewer';

/** A colour per service type, the same in the bar and the pie chart (a bar series per type, so each bar has its colour). */
const TYPE_COLORS: Record<string, string> = {
  ITFS: 'blue.6',
  UIFN: 'grape.6',
  ITFN: 'cyan.6',
  DID: 'teal.6',
  'SIP Trunking': 'orange.6',
};

/** The CSS colour of a service type's swatch (the charts' legend, in the table). */
const swatch = (type: string) => `var(--mantine-color-${(TYPE_COLORS[type] ?? 'gray.6').replace('.', '-')})`;

function readFilters(params: URLSearchParams, staff: boolean): OverviewFilters {
  const customer = params.get('customer_id');
  return {
    customer_id: staff && customer && /^\d+$/.test(customer) && Number(customer) > 0 ? Number(customer) : null,
    jurisdiction: params.get('jurisdiction')?.trim() || null,
  };
}

/**
 * /portal/report/summary_overview (spec 2 §2 Reports, functionality 900 list): the number of orders per service
 * type as a table, a bar chart and a pie chart; staff may pick a customer, everyone a jurisdiction.
 */
export function SummaryOverviewPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const staff = viewer.staff;
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params, staff), [params, staff]);
  const overview = useSummaryOverview(filters);
  const rows = overview.data?.data ?? [];
  const total = overview.data?.total ?? 0;
  const summary = rows.map((r) => `${r.service_type} ${formatNumber(r.count)}`).join(', ');

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('reports.overview.title')}
      </Title>
      <OverviewFiltersForm
        key={params.toString()}
        value={filters}
        staff={staff}
        onSearch={(f) => setParams(writeCallFilters({}, { customer_id: f.customer_id, jurisdiction: f.jurisdiction }))}
      />
      {overview.isPending ? (
        <Center py="xl" role="status">
          <Loader size="sm" role="progressbar" aria-label={t('common.loading')} />
        </Center>
      ) : (
        <Grid gap="md" aria-busy={overview.isFetching}>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Table striped withTableBorder data-testid="overview-table">
              <Table.Caption>{t('reports.overview.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('reports.fields.service_type')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('reports.overview.orders')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.length === 0 ? (
                  <NoDataRow colSpan={2} />
                ) : (
                  rows.map((r) => (
                    <Table.Tr key={r.service_type}>
                      <Table.Th scope="row" fw={500}>
                        <Group gap="xs" wrap="nowrap">
                          <ColorSwatch color={swatch(r.service_type)} size={12} aria-hidden />
                          {r.service_type}
                        </Group>
                      </Table.Th>
                      <Table.Td ta="right" ff="monospace">
                        {formatNumber(r.count)}
                      </Table.Td>
                    </Table.Tr>
                  ))
                )}
              </Table.Tbody>
              {rows.length > 0 && (
                <Table.Tfoot>
                  <Table.Tr data-testid="overview-total" fw={700}>
                    <Table.Th scope="row">{t('reports.overview.total')}</Table.Th>
                    <Table.Td ta="right" ff="monospace">
                      {formatNumber(total)}
                    </Table.Td>
                  </Table.Tr>
                </Table.Tfoot>
              )}
            </Table>
          </Grid.Col>
          {rows.length > 0 && (
            <>
              <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
                <Paper withBorder p="md">
                  <ChartFigure title={t('reports.overview.barChart')} note={t('reports.chart.seeTableBeside')}>
                    <BarChart
                      h={240}
                      data={rows.map((r) => ({ service_type: r.service_type, [r.service_type]: r.count }))}
                      dataKey="service_type"
                      type="stacked"
                      series={rows.map((r) => ({ name: r.service_type, color: TYPE_COLORS[r.service_type] ?? 'gray.6' }))}
                      valueFormatter={formatNumber}
                      role="img"
                      aria-label={t('reports.overview.summary', { summary, total: formatNumber(total) })}
                      accessibilityLayer={false}
                    />
                  </ChartFigure>
                </Paper>
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
                <Paper withBorder p="md">
                  <ChartFigure title={t('reports.overview.pieChart')} note={t('reports.chart.seeTableBeside')}>
                    <PieChart
                      mx="auto"
                      size={200}
                      data={rows.map((r) => ({ name: r.service_type, value: r.count, color: TYPE_COLORS[r.service_type] ?? 'gray.6' }))}
                      withTooltip
                      withLabels
                      labelsType="percent"
                      labelsPosition="outside"
                      valueFormatter={formatNumber}
                      role="img"
                      aria-label={t('reports.overview.summary', { summary, total: formatNumber(total) })}
                      accessibilityLayer={false}
                    />
                  </ChartFigure>
                </Paper>
              </Grid.Col>
            </>
          )}
        </Grid>
      )}
    </Stack>
  );
}
