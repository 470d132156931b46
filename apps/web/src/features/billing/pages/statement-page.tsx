import { Alert, Anchor, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, Navigate, useParams } from 'react-router';
import { MONTH_PATTERN } from '@gsn/domain';
import { useTranslation } from 'react-i18next';
import { useStatement, useStatements } from '../api/use-statements';
import { MonthStatus } from '../components/month-status';
import { StatementDownload } from '../components/statement-download';
import { StatementView } from '../components/statement-view';
import { monthLabel, STATEMENTS_PATH } from '../lib/months';

/**
 * /portal/management/billing/statements/:customerId/:month: a company's statement of a month — the company, the month,
 * whether the month is closed (and when), its files to download — then one part per currency with its totals and its
 * lines, each line with how its amount was computed.
 */
export function StatementPage() {
  const params = useParams();
  const customerId = Number(params.customerId);
  const month = params.month ?? '';
  if (!Number.isInteger(customerId) || customerId < 1 || !MONTH_PATTERN.test(month)) return <Navigate to="/portal/404" replace />;
  return <Statement customerId={customerId} month={month} />;
}

function Statement({ customerId, month }: { customerId: number; month: string }) {
  const { t } = useTranslation();
  const statement = useStatement(customerId, month);
  const statements = statement.data?.data ?? [];
  // the month's status when the company has no statement in it: the list answers it (often already loaded)
  const list = useStatements(month, statement.isSuccess && statements.length === 0);
  const first = statements[0];
  const company = first?.customer_name ?? t('billing.statement.companyNumber', { id: customerId });
  const status = first?.status ?? (list.data?.month === month ? list.data.month_status : undefined);
  const name = monthLabel(month);

  return (
    <Stack>
      <Anchor component={Link} to={`${STATEMENTS_PATH}?month=${month}`} size="sm">
        <IconArrowLeft size={14} aria-hidden /> {t('billing.statement.back', { month: name })}
      </Anchor>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Title order={1} size="h2">
          {t('billing.statement.title', { company, month: name })}
        </Title>
        {statements.length > 0 && <StatementDownload customerId={customerId} month={month} />}
      </Group>
      {status && <MonthStatus status={status} closedAt={first?.closed_at ?? null} />}
      {status === 'open' && <Text size="sm">{t('billing.statement.openNote')}</Text>}
      {statement.isPending ? (
        <Center py="md" role="status">
          <Loader size="sm" role="progressbar" aria-label={t('common.loading')} />
        </Center>
      ) : statements.length === 0 ? (
        <Alert color="gray" data-testid="statement-empty">
          {t('billing.statement.empty', { month: name })}
        </Alert>
      ) : (
        statements.map((s) => <StatementView key={s.currency} statement={s} />)
      )}
    </Stack>
  );
}
