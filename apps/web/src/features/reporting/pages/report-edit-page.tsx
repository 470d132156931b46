import { Alert, Loader, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useReport } from '../api/use-reporting';
import { ReportForm } from './report-add-page';

/**
 * /portal/reporting/reports/edit/{id}: the add form filled with a saved report; saving replaces its definition
 * (PUT) and works its next run out anew. Another account's report, or none, is "not found".
 */
export function ReportEditPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const report = useReport(id);
  if (report.isPending && Number.isInteger(id) && id > 0) return <Loader role="progressbar" aria-label={t('common.loading')} />;
  if (!report.data) {
    return (
      <Stack maw={860}>
        <Alert color="red" role="alert">
          {t('reporting.messages.notFound')}
        </Alert>
      </Stack>
    );
  }
  return <ReportForm key={report.data.data.id} report={report.data.data} />;
}
