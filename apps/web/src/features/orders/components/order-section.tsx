import type { ReactNode } from 'react';
import { Card, Table, Title } from '@mantine/core';
import { useId } from '@mantine/hooks';

/** A titled card; its heading names the region for assistive technology. */
export function OrderSection({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  const id = useId();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={id} data-testid={testId}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

export interface FieldRow {
  key: string;
  label: string;
  value: ReactNode;
}

/** Label/value pairs as a two-column table with row headers. */
export function FieldRows({ rows, label }: { rows: FieldRow[]; label: string }) {
  return (
    <Table variant="vertical" layout="fixed" withRowBorders aria-label={label}>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.key} data-field={r.key}>
            <Table.Th scope="row" w="40%" fw={500}>
              {r.label}
            </Table.Th>
            <Table.Td style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{r.value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
