import type { ReactNode } from 'react';
import { Table } from '@mantine/core';
import { ScrollTable } from '../../../components/scroll-table';
import { formatNumber } from '../../../lib/format';
import { type HourlyPoint, hourLabel } from '../lib/hourly';

/** The hours of a UTC day. */
const HOURS = Array.from({ length: 24 }, (_, h) => h);

interface HourByDayTableProps {
  caption: string;
  hourLabel: string;
  dates: string[];
  /** The width of a day's column (px). */
  columnWidth: number;
  testId: string;
  /** What a day's cell of an hour shows. */
  cell: (hour: number, date: string) => ReactNode;
}

/** One row per hour 0–23, one column per compared day: the layout of the hourly figures and costs. */
export function HourByDayTable({ caption, hourLabel: label, dates, columnWidth, testId, cell }: HourByDayTableProps) {
  return (
    <ScrollTable label={caption} minWidth={120 + dates.length * columnWidth}>
      <Table striped highlightOnHover withTableBorder data-testid={testId}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{label}</Table.Th>
            {dates.map((d) => (
              <Table.Th key={d} scope="col" ta="right" ff="monospace">
                {d}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {HOURS.map((hour) => (
            <Table.Tr key={hour}>
              <Table.Th scope="row" ff="monospace" fw={500}>
                {hourLabel(hour)}
              </Table.Th>
              {dates.map((d) => (
                <Table.Td key={d} ta="right" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                  {cell(hour, d)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

interface HourlyTableProps {
  caption: string;
  hourLabel: string;
  dates: string[];
  /** One point per hour 0–23, a value per date. */
  points: HourlyPoint[];
}

/** The hourly chart's figures: one row per hour, one column per compared day (the KPI chosen above). */
export function HourlyTable({ points, ...rest }: HourlyTableProps) {
  const byHour = new Map(points.map((p) => [p.hour, p]));
  return (
    <HourByDayTable
      {...rest}
      columnWidth={140}
      testId="hourly-table"
      cell={(hour, d) => {
        const v = byHour.get(hour)?.[d];
        return typeof v === 'number' ? formatNumber(v) : '—';
      }}
    />
  );
}
