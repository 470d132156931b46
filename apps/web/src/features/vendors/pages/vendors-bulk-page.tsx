import { useTranslation } from 'react-i18next';
import { VENDOR_TEMPLATE_COLUMNS } from '@gsn/domain';
import { BulkUploadPage } from '../../../components/bulk-upload';
import { useVendorsBulkUpload } from '../api/use-vendors';
import { showVendorError, vendorMessage } from '../lib/messages';
import { VENDORS_PATH } from './paths';

/** /portal/management/vendor/bulk: download the template, upload a filled-in sheet, read the per-row results. */
export function VendorsBulkPage() {
  const { t } = useTranslation();
  const upload = useVendorsBulkUpload();
  return (
    <BulkUploadPage
      ns="vendors.bulk"
      template={{ path: '/templates/vendors', filename: 'vendors-template.xlsx' }}
      columns={VENDOR_TEMPLATE_COLUMNS}
      upload={upload}
      back={{ to: VENDORS_PATH, label: t('customers.back') }}
      message={(m) => vendorMessage(m)}
      showError={(e) => showVendorError(e)}
    />
  );
}
