import { useTranslation } from 'react-i18next';
import { CARRIER_TEMPLATE_COLUMNS } from '@gsn/domain';
import { BulkUploadPage } from '../../../components/bulk-upload';
import { useCarriersBulkUpload } from '../api/use-carriers';
import { carrierMessage, showCarrierError } from '../lib/messages';
import { CARRIERS_PATH } from './paths';

/** /portal/management/carriers/bulk: download the template, upload a filled-in sheet, read the per-row results. */
export function CarriersBulkPage() {
  const { t } = useTranslation();
  const upload = useCarriersBulkUpload();
  return (
    <BulkUploadPage
      ns="carriers.bulk"
      template={{ path: '/templates/carriers', filename: 'carriers-template.xlsx' }}
      columns={CARRIER_TEMPLATE_COLUMNS}
      upload={upload}
      back={{ to: CARRIERS_PATH, label: t('carriers.back') }}
      message={(m) => carrierMessage(m)}
      showError={showCarrierError}
    />
  );
}
