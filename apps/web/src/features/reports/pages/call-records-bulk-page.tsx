import { useTranslation } from 'react-i18next';
import { CALL_TEMPLATE_COLUMNS, INVENTORY_BULK_MAX_BYTES } from '@gsn/domain';
import { BulkUploadPage } from '../../../components/bulk-upload';
import { useCallsBulkUpload } from '../api/use-reports';
import { reportMessage, showReportError } from '../lib/messages';

export const CALL_RECORDS_PATH = '/portal/report/call_records';

/**
 * /portal/report/call_records/bulk (spec 2 §7 bulk call, staff with inventory write): download the calls template,
 * upload a sheet of call records (up to 50,000 rows, 30 MB), read the result of each row.
 */
export function CallRecordsBulkPage() {
  const { t } = useTranslation();
  const upload = useCallsBulkUpload();
  return (
    <BulkUploadPage
      ns="reports.load"
      template={{ path: '/templates/calls', filename: 'calls-template.xlsx' }}
      columns={CALL_TEMPLATE_COLUMNS}
      upload={upload}
      back={{ to: CALL_RECORDS_PATH, label: t('reports.load.back') }}
      message={(m) => reportMessage(m)}
      showError={(e) => showReportError(e)}
      maxBytes={INVENTORY_BULK_MAX_BYTES}
    />
  );
}
