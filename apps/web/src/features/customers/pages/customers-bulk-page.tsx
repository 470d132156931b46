import { useTranslation } from 'react-i18next';
import { CUSTOMER_TEMPLATE_COLUMNS } from '@gsn/domain';
import { BulkUploadPage } from '../../../components/bulk-upload';
import { useBulkUpload } from '../api/use-customers';
import { customerMessage, showCustomerError } from '../lib/messages';
import { CUSTOMERS_PATH } from './paths';

/** /portal/account/customers/bulk: download the template, upload a filled-in sheet, read the per-row results. */
export function CustomersBulkPage() {
  const { t } = useTranslation();
  const upload = useBulkUpload();
  return (
    <BulkUploadPage
      ns="customers.bulk"
      template={{ path: '/templates/customers', filename: 'customers-template.xlsx' }}
      columns={CUSTOMER_TEMPLATE_COLUMNS}
      upload={upload}
      back={{ to: CUSTOMERS_PATH, label: t('customers.back') }}
      message={(m) => customerMessage(m)}
      showError={(e) => showCustomerError(e)}
    />
  );
}
