import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import type { DeleteTarget } from '../../../components/company-list-page';
import { useDeleteVendor } from '../api/use-vendors';
import { showVendorError, vendorMessage } from '../lib/messages';

/** Confirmation of a vendor deletion (focus starts on Cancel, Esc closes). */
export function DeleteVendorModal({ target, onClose }: { target: DeleteTarget | null; onClose: () => void }) {
  const remove = useDeleteVendor();
  return (
    <ConfirmDeleteModal
      ns="vendors"
      target={target}
      onClose={onClose}
      remove={remove}
      message={vendorMessage}
      showError={(e) => showVendorError(e)}
    />
  );
}
