import { Table } from '@mantine/core';
import { formatNumber } from '../../../lib/format';
import type { HourlyPoint } from '../lib/hourly';

interface HourlyTableProps {
  caption: string;
  hourLabel: string;
  dates: string[];
  /** One point per hour 0–23, a value per date. */
  points: HourlyPoint[];
}

/** The hourly chart's figures: one row per hour, one column per compared day (the KPI chosen above). */
export function HourlyTable({ caption, hourLabel, dates, points }: HourlyTableProps) {
  return (
    <Table.ScrollContainer minWidth={120 + dates.length * 140}>
      <Table striped highlightOnHover withTableBorder data-testid="hourly-table">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{hourLabel}</Table.Th>
            {dates.map((d) => (
              <Table.Th key={d} scope="col" ta="right" ff="monospace">
                {d}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {points.map((p) => (
            <Table.Tr key={p.hour}>
              <Table.Th scope="row" ff="monospace" fw={500}>
                {p.label}
              </Table.Th>
              {dates.map((d) => (
                <Table.Td key={d} ta="right" ff="monospace">
                  {typeof p[d] === 'number' ? formatNumber(p[d]) : '—'}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
