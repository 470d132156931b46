import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CALL_STATISTICS_COLUMNS, type CallKpis, type CallStatisticsRow, type CurrencyCost } from '@gsn/domain';
import { NoDataRow } from '../../../components/no-data';
import { costText } from '../lib/costs';
import { formatFigure, type KpiKey } from '../lib/kpis';
import { KpiHeading } from './kpi-heading';

const KPIS = CALL_STATISTICS_COLUMNS.filter((c): c is KpiKey => c !== 'date');

interface DailyTableProps {
  caption: string;
  rows: CallStatisticsRow[];
  totals: (CallKpis & { costs?: CurrencyCost[] }) | null;
}

/** Spec 2 §3 Call statistics rows, one per day, and the totals over the range (summed counters, not averaged ratios). */
export function DailyTable({ caption, rows, totals }: DailyTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={980}>
      <Table striped highlightOnHover withTableBorder data-testid="daily-table">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('reports.fields.date')}</Table.Th>
            {KPIS.map((k) => (
              <Table.Th key={k} scope="col" ta="right">
                <KpiHeading kpi={k} />
              </Table.Th>
            ))}
            <Table.Th scope="col" ta="right">
              {t('reports.fields.cost')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <NoDataRow colSpan={KPIS.length + 2} />
          ) : (
            rows.map((row) => (
              <Table.Tr key={row.date}>
                <Table.Th scope="row" ff="monospace" fw={500}>
                  {row.date}
                </Table.Th>
                {KPIS.map((k) => (
                  <Table.Td key={k} ta="right" ff="monospace">
                    {formatFigure(row[k])}
                  </Table.Td>
                ))}
                <Table.Td ta="right" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                  {costText(row.costs)}
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
        {totals && rows.length > 0 && (
          <Table.Tfoot>
            <Table.Tr data-testid="daily-totals" fw={700}>
              <Table.Th scope="row">{t('reports.daily.totals')}</Table.Th>
              {KPIS.map((k) => (
                <Table.Td key={k} ta="right" ff="monospace">
                  {formatFigure(totals[k])}
                </Table.Td>
              ))}
              <Table.Td ta="right" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                {costText(totals.costs)}
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </Table.ScrollContainer>
  );
}
