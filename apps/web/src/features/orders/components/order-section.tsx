import type { ReactNode, Ref } from 'react';
import { Card, Table, Title } from '@mantine/core';
import { useId } from '@mantine/hooks';

/**
 * A titled card; its heading names the region for assistive technology. With `headingRef` the heading may take the
 * focus (where focus goes back to when what held it is gone).
 */
export function OrderSection({
  title,
  children,
  testId,
  headingRef,
}: {
  title: string;
  children: ReactNode;
  testId: string;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const id = useId();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={id} data-testid={testId}>
      <Title order={2} size="h4" id={id} mb="sm" ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
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
