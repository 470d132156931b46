import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/list-table';
import { formatCharge } from '../../coverage';
import type { StatementRow } from '../api/use-statements';
import { statementPath } from '../lib/months';

/** The amount columns, each a field of the statement (right-aligned, in the statement's currency). */
const AMOUNTS = ['one_time', 'recurring', 'usage', 'adjustments', 'total', 'total_due'] as const;
const AMOUNT_LABELS = {
  one_time: 'oneTime',
  recurring: 'recurring',
  usage: 'usage',
  adjustments: 'adjustments',
  total: 'total',
  total_due: 'totalDue',
};

interface StatementsTableProps {
  rows: StatementRow[];
  loading: boolean;
  caption: string;
  /** Staff see every company's statements: the company heads each row. A customer's are all its own. */
  showCompany: boolean;
}

/**
 * A month's statements, one row per company and currency, with their totals; the row's first cell links to the
 * company's statement of the month with its lines.
 */
export function StatementsTable({ rows, loading, caption, showCompany }: StatementsTableProps) {
  const { t } = useTranslation();
  const columns = [
    showCompany && t('billing.statements.columns.company'),
    t('billing.statements.columns.currency'),
    ...AMOUNTS.map((a) => ({ label: t(`billing.statements.columns.${AMOUNT_LABELS[a]}`), align: 'right' as const })),
  ];
  return (
    <ListTable
      caption={caption}
      minWidth={showCompany ? 860 : 700}
      columns={columns}
      rows={rows}
      loading={loading}
      data-testid="statements-table"
    >
      {(s) => {
        const link = (
          <Anchor
            component={Link}
            to={statementPath(s.customer_id, s.month)}
            aria-label={t('billing.statements.open', { company: s.customer_name, currency: s.currency })}
          >
            {showCompany ? s.customer_name : s.currency}
          </Anchor>
        );
        return (
          <Table.Tr key={`${s.customer_id}/${s.currency}`} data-customer-id={s.customer_id}>
            <Table.Th scope="row" fw={500}>
              {link}
            </Table.Th>
            {showCompany && <Table.Td>{s.currency}</Table.Td>}
            {AMOUNTS.map((a) => (
              <Table.Td key={a} ta="right" fw={a === 'total_due' ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
                {formatCharge(s[a], s.currency)}
              </Table.Td>
            ))}
          </Table.Tr>
        );
      }}
    </ListTable>
  );
}
