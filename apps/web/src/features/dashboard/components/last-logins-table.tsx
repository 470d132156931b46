import { Paper, Skeleton, Table, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NoDataRow } from '../../../components/no-data';
import { formatDateTime, formatNumber } from '../../../lib/format';
import type { LastLogin } from '../api/use-dashboard';
import { AccountTypeLabel } from '../../../components/account-type-label';

/** How many last logins the server sends at most (the dashboard's table while they load has as many rows). */
const PLACEHOLDER_ROWS = Array.from({ length: 10 }, (_, i) => `placeholder-${i}`);

/**
 * Last logged-in accounts: email, account type, last login, login count. While they load, placeholder rows of the
 * table's final height (nothing moves when they arrive), never "No data found".
 */
export function LastLoginsTable({ rows, loading = false }: { rows: LastLogin[]; loading?: boolean }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="last-logins-title">
      <Title order={2} size="h4" id="last-logins-title" mb="sm">
        {t('dashboard.lastLogins.title')}
      </Title>
      <Table.ScrollContainer minWidth={560}>
        {loading ? <VisuallyHidden role="status">{t('common.loading')}</VisuallyHidden> : null}
        <Table striped highlightOnHover aria-busy={loading}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('dashboard.lastLogins.email')}</Table.Th>
              <Table.Th scope="col">{t('dashboard.lastLogins.accountType')}</Table.Th>
              <Table.Th scope="col">{t('dashboard.lastLogins.lastLogin')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('dashboard.lastLogins.loginCount')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loading ? (
              PLACEHOLDER_ROWS.map((id) => (
                <Table.Tr key={id} aria-hidden data-testid="loading-row">
                  {[0, 1, 2, 3].map((c) => (
                    <Table.Td key={c}>
                      <Skeleton height={14} my={4} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            ) : rows.length === 0 ? (
              <NoDataRow colSpan={4} />
            ) : (
              rows.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{r.email}</Table.Td>
                  <Table.Td>
                    <AccountTypeLabel id={r.account_type_id} fallback={r.account_type} />
                  </Table.Td>
                  <Table.Td>{formatDateTime(r.last_login) ?? t('dashboard.never')}</Table.Td>
                  <Table.Td ta="right">{formatNumber(r.login_count)}</Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
