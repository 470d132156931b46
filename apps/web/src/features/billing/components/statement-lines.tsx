import { Fragment } from 'react';
import { Stack, Table, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { StatementLine } from '@gsn/domain';
import { useTranslation } from 'react-i18next';
import { DisclosureButton, useOpenRows } from '../../../components/disclosure';
import { ListTable } from '../../../components/list-table';
import { formatCharge } from '../../coverage';
import { explainLine, quantityText, serviceText } from '../lib/explain';

/** Service and charge, quantity, amount, and the explanation's button. */
const COLUMNS = 4;

/** How one line was computed, in words (the disclosure's content). */
export function LineExplanation({ line, currency }: { line: StatementLine; currency: string }) {
  const { t } = useTranslation();
  const e = explainLine(t, line, currency);
  return (
    // kept in view and wrapped at the screen's width while the table around it scrolls sideways (a phone)
    <Stack gap={2} pos="sticky" left={0} maw="min(100%, calc(100vw - 6rem))">
      <Text size="sm" fw={500} data-testid="explain-formula">
        {e.source ? `${e.formula} — ${e.source}` : e.formula}
      </Text>
      {e.period && (
        <Text size="sm" c="dimmed">
          {e.period}
        </Text>
      )}
    </Stack>
  );
}

interface StatementLinesProps {
  lines: StatementLine[];
  currency: string;
  caption: string;
  /** Makes the disclosures' ids unique on the page (several currencies and groups). */
  idPrefix: string;
}

/**
 * A group's lines: the service and its charge, what it counts and the amount; "How this was computed" opens the line's
 * explanation under it (a disclosure: the button says whether it is open and names the line it opens). Four narrow
 * columns, the button a chevron alone on a phone, so that a phone shows a whole line without scrolling.
 */
export function StatementLines({ lines, currency, caption, idPrefix }: StatementLinesProps) {
  const { t } = useTranslation();
  const open = useOpenRows<number>();
  // below the small breakpoint the buttons show their chevron alone, so that a phone shows a whole line
  const narrow = useMediaQuery(`(max-width: ${useMantineTheme().breakpoints.sm})`) ?? false;
  const rows = lines.map((line, index) => ({ line, index }));
  return (
    <ListTable
      caption={caption}
      hideCaption
      minWidth={320}
      columns={[
        t('billing.statement.columns.service'),
        { label: t('billing.statement.columns.quantity'), align: 'right' },
        { label: t('billing.statement.columns.amount'), align: 'right' },
        { label: t('billing.statement.columns.how'), hidden: true },
      ]}
      rows={rows}
      loading={false}
      striped={false}
      verticalSpacing="xs"
    >
      {({ line, index }) => {
        const expanded = open.isOpen(index);
        const id = `${idPrefix}-${index}`;
        const service = serviceText(t, line);
        const charge = t(`billing.kinds.${line.kind}`);
        return (
          <Fragment key={index}>
            <Table.Tr data-kind={line.kind}>
              <Table.Th scope="row" fw={500}>
                <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                  {service}
                </Text>
                <Text size="xs" c="dimmed">
                  {charge}
                </Text>
              </Table.Th>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {quantityText(t, line)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatCharge(line.amount, currency)}
              </Table.Td>
              <Table.Td>
                <DisclosureButton
                  expanded={expanded}
                  controls={id}
                  label={t('billing.statement.how')}
                  iconOnly={narrow}
                  name={t('billing.statement.howOf', { service, charge })}
                  onToggle={() => open.toggle(index)}
                />
              </Table.Td>
            </Table.Tr>
            {expanded && (
              <Table.Tr id={id}>
                <Table.Td colSpan={COLUMNS} bg="var(--mantine-color-gray-light)">
                  <LineExplanation line={line} currency={currency} />
                </Table.Td>
              </Table.Tr>
            )}
          </Fragment>
        );
      }}
    </ListTable>
  );
}
