import { useTranslation } from 'react-i18next';
import { INVENTORY_BULK_MAX_BYTES, INVENTORY_TEMPLATE_COLUMNS } from '@gsn/domain';
import { BulkUploadPage } from '../../../components/bulk-upload';
import { useInventoryBulkUpload } from '../api/use-inventory';
import { inventoryMessage, showInventoryError } from '../lib/messages';
import { INVENTORY_PATH } from '../lib/paths';

/** /portal/management/invnumbers/bulk: download the template, upload a filled-in sheet (up to 50,000 rows), read the per-row results. */
export function InventoryBulkPage() {
  const { t } = useTranslation();
  const upload = useInventoryBulkUpload();
  return (
    <BulkUploadPage
      ns="inventory.bulk"
      template={{ path: '/templates/invnumbers', filename: 'invnumbers-template.xlsx' }}
      columns={INVENTORY_TEMPLATE_COLUMNS}
      upload={upload}
      back={{ to: INVENTORY_PATH, label: t('inventory.back') }}
      message={(m) => inventoryMessage(m)}
      showError={(e) => showInventoryError(e)}
      maxBytes={INVENTORY_BULK_MAX_BYTES}
    />
  );
}
