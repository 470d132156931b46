import { useTranslation } from 'react-i18next';
import { PRODUCT_TEMPLATE_COLUMNS } from '@gsn/domain';
import { BulkUploadPage } from '../../../components/bulk-upload';
import { useProductsBulkUpload } from '../api/use-products';
import { productMessage, showProductError } from '../lib/messages';
import { PRODUCTS_PATH } from '../lib/paths';

/** /portal/management/service_number_types/bulk: download the template, upload a filled-in sheet, read the per-row results. */
export function ProductsBulkPage() {
  const { t } = useTranslation();
  const upload = useProductsBulkUpload();
  return (
    <BulkUploadPage
      ns="products.bulk"
      template={{ path: '/templates/servicenumbertypes', filename: 'servicenumbertypes-template.xlsx' }}
      columns={PRODUCT_TEMPLATE_COLUMNS}
      upload={upload}
      back={{ to: PRODUCTS_PATH, label: t('customers.back') }}
      message={(m) => productMessage(m)}
      showError={(e) => showProductError(e)}
    />
  );
}
