import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { FUNCTIONALITIES } from '@gsn/domain/permissions/functionalities';
import { useTranslation } from 'react-i18next';
import { useListParams } from '../../../lib/list-view';
import { useViewer } from '../../../lib/viewer';
import { useStatements } from '../api/use-statements';
import { CloseMonth } from '../components/close-month';
import { MonthPicker } from '../components/month-picker';
import { MonthStatus } from '../components/month-status';
import { StatementsTable } from '../components/statements-table';
import { defaultMonth, monthLabel, statementsListParams } from '../lib/months';

/**
 * /portal/management/billing/statements (docs/billing.md, Statements): a month's statements with their totals — billing
 * staff every company's, a customer's master and billing accounts their own company's. The month lives in the address
 * (the previous month when it names none); billing staff who may write close an open month from here.
 */
export function StatementsPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const list = useListParams(statementsListParams, { staff: viewer.staff });
  const month = list.filters.month ?? defaultMonth();
  const statements = useStatements(month);
  const answer = statements.data?.month === month ? statements.data : undefined;
  const rows = answer?.data ?? [];
  const name = monthLabel(month);
  const mayClose = viewer.staff && viewer.can(FUNCTIONALITIES.billing, 'write') && answer?.month_status === 'open';

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('billing.statements.title')}
      </Title>
      <Text size="sm">{t(viewer.staff ? 'billing.statements.intro.staff' : 'billing.statements.intro.customer')}</Text>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <MonthPicker value={month} onChange={(m) => list.setFilters({ month: m })} />
        {mayClose && <CloseMonth month={month} />}
      </Group>
      <div aria-live="polite">{answer && <MonthStatus status={answer.month_status} />}</div>
      {answer && rows.length === 0 ? (
        <Alert color="gray" data-testid="statements-empty">
          {t(viewer.staff ? 'billing.statements.empty.staff' : 'billing.statements.empty.customer', { month: name })}
        </Alert>
      ) : (
        <StatementsTable
          rows={rows}
          loading={statements.isPending || (statements.isFetching && !answer)}
          caption={t('billing.statements.caption', { month: name })}
          showCompany={viewer.staff}
        />
      )}
    </Stack>
  );
}
