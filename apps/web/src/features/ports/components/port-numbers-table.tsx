import type { ReactNode } from 'react';
import { Table, type TableProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Port } from '../api/use-ports';

type PortNumber = Port['number_list'][number];

/** A port's numbers, one row each (the number as its header), with what the caller shows of its result and reason. */
export function PortNumbersTable({
  port,
  result,
  reason,
  ...props
}: { port: Port; result: (n: PortNumber) => ReactNode; reason: (n: PortNumber) => ReactNode } & Omit<TableProps, 'children'>) {
  const { t } = useTranslation();
  return (
    <Table {...props}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('ports.fields.number')}</Table.Th>
          <Table.Th>{t('ports.fields.result')}</Table.Th>
          <Table.Th>{t('ports.fields.reason')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {port.number_list.map((n) => (
          <Table.Tr key={n.number}>
            <Table.Th scope="row" ff="monospace" fw={500}>
              {n.number}
            </Table.Th>
            <Table.Td>{result(n)}</Table.Td>
            <Table.Td>{reason(n)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
