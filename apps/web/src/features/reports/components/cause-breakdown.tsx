import { useId, useState } from 'react';
import { Badge, Grid, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import type { CauseBreakdownRow, E411Class } from '@gsn/domain';
import { NoDataRow } from '../../../components/no-data';
import { formatNumber } from '../../../lib/format';
import { ExportMenu, ExportNotice } from '../../exports';
import type { CallCausesAnswer } from '../api/use-reports';
import type { CallReportFilters } from '../lib/filters';
import { ChartFigure } from '../../../components/chart-figure';

const CLASS_COLORS: Record<E411Class, string> = {
  answered: 'teal',
  user_busy: 'yellow',
  no_answer: 'orange',
  user_rejection: 'grape',
  abandoned: 'gray',
  number_error: 'pink',
  network_failure: 'red',
  other: 'dark',
};

/** A cause's name in the reader's language: the translated Q.850 name when there is one, else "cause N". */
export function useCauseLabel() {
  const { t, i18n } = useTranslation();
  return (r: Pick<CauseBreakdownRow, 'cause'>) => {
    if (r.cause === null) return t('reports.causeBreakdown.noCause');
    const key = `reports.causes.c${r.cause}`;
    return i18n.exists(key) ? t(key) : t('reports.causeBreakdown.otherCause', { cause: r.cause });
  };
}

interface CauseBreakdownProps {
  answer: CallCausesAnswer | undefined;
  /** As the rest of the page: the chart, or the table. */
  view: 'graphs' | 'table';
  filters: CallReportFilters;
  disabled: boolean;
}

/**
 * Why calls end (GET /reports/calls/callcauses): the share of the attempts per Q.850 cause as a chart and a table,
 * each cause's ITU-T E.411 class and whether NER counts it, with the rule beside the figures; exportable.
 */
export function CauseBreakdown({ answer, view, filters, disabled }: CauseBreakdownProps) {
  const { t } = useTranslation();
  const label = useCauseLabel();
  const titleId = useId();
  const [notice, setNotice] = useState<string | null>(null);
  const rows = answer?.data ?? [];
  const withLabels = rows.map((r) => ({
    ...r,
    label: `${r.cause ?? '—'} ${label(r)}${r.answered ? ` (${t('reports.causeBreakdown.answered')})` : ''}`,
  }));
  const ner = answer?.attempts ? Math.round((answer.effective / answer.attempts) * 10_000) / 100 : null;
  return (
    <Stack component="section" aria-labelledby={titleId} data-testid="cause-breakdown">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3" id={titleId}>
          {t('reports.causeBreakdown.title')}
        </Title>
        <ExportMenu
          request={{ category: 'calls', report: 'callcauses', filters: { ...filters } }}
          onQueued={setNotice}
          disabled={disabled}
          label={t('reports.causeBreakdown.download')}
        />
      </Group>
      <ExportNotice message={notice} onClose={() => setNotice(null)} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 9 }}>
          <Stack>
            {view === 'graphs' && rows.length > 0 && (
              <ChartFigure title={t('reports.causeBreakdown.chart')} note={t('reports.chart.seeTable')}>
                <BarChart
                  h={Math.max(160, 34 * rows.length)}
                  data={withLabels}
                  dataKey="label"
                  orientation="vertical"
                  series={[{ name: 'share', label: t('reports.causeBreakdown.share'), color: 'indigo.6' }]}
                  unit=" %"
                  valueFormatter={formatNumber}
                  yAxisProps={{ width: 220 }}
                  role="img"
                  aria-label={t('reports.causeBreakdown.chartSummary', {
                    from: answer?.from,
                    to: answer?.to,
                    attempts: formatNumber(answer?.attempts ?? 0),
                    causes: rows.length,
                  })}
                  accessibilityLayer={false}
                />
              </ChartFigure>
            )}
            {(view === 'table' || rows.length === 0) && (
              <Table.ScrollContainer minWidth={720}>
                <Table striped withTableBorder data-testid="causes-table">
                  <Table.Caption>{t('reports.causeBreakdown.caption', { from: answer?.from, to: answer?.to })}</Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t('reports.causeBreakdown.cause')}</Table.Th>
                      <Table.Th scope="col">{t('reports.causeBreakdown.class')}</Table.Th>
                      <Table.Th scope="col" ta="right">
                        {t('reports.causeBreakdown.count')}
                      </Table.Th>
                      <Table.Th scope="col" ta="right">
                        {t('reports.causeBreakdown.share')}
                      </Table.Th>
                      <Table.Th scope="col">{t('reports.causeBreakdown.effective')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.length === 0 ? (
                      <NoDataRow colSpan={5} />
                    ) : (
                      rows.map((r) => (
                        <Table.Tr key={`${r.cause}-${r.answered}`} data-cause={r.cause ?? ''}>
                          <Table.Th scope="row" fw={500}>
                            <Text span ff="monospace" mr="xs">
                              {r.cause ?? '—'}
                            </Text>
                            {label(r)}
                            {r.answered && (
                              <Text span c="dimmed" size="sm">
                                {' '}
                                ({t('reports.causeBreakdown.answered')})
                              </Text>
                            )}
                          </Table.Th>
                          <Table.Td>
                            <Badge variant="light" color={CLASS_COLORS[r.class]}>
                              {t(`reports.causeBreakdown.classes.${r.class}`)}
                            </Badge>
                          </Table.Td>
                          <Table.Td ta="right" ff="monospace">
                            {formatNumber(r.count)}
                          </Table.Td>
                          <Table.Td ta="right" ff="monospace">
                            {formatNumber(r.share)} %
                          </Table.Td>
                          <Table.Td>{r.effective ? t('reports.causeBreakdown.yes') : t('reports.causeBreakdown.no')}</Table.Td>
                        </Table.Tr>
                      ))
                    )}
                  </Table.Tbody>
                  {answer && rows.length > 0 && (
                    <Table.Tfoot>
                      <Table.Tr fw={700} data-testid="causes-totals">
                        <Table.Th scope="row">{t('reports.daily.totals')}</Table.Th>
                        <Table.Td />
                        <Table.Td ta="right" ff="monospace">
                          {formatNumber(answer.attempts)}
                        </Table.Td>
                        <Table.Td ta="right" ff="monospace">
                          100 %
                        </Table.Td>
                        <Table.Td>
                          {t('reports.causeBreakdown.effectiveTotal', {
                            n: formatNumber(answer.effective),
                            ner: ner === null ? '—' : formatNumber(ner),
                          })}
                        </Table.Td>
                      </Table.Tr>
                    </Table.Tfoot>
                  )}
                </Table>
              </Table.ScrollContainer>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 3 }}>
          <Paper withBorder p="md" component="aside" aria-label={t('reports.causeBreakdown.ruleTitle')}>
            <Title order={3} size="h5" mb="xs">
              {t('reports.causeBreakdown.ruleTitle')}
            </Title>
            <Text size="sm" data-testid="cause-rule">
              {t('reports.causeBreakdown.rule')}
            </Text>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
