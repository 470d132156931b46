import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import type { DeleteTarget } from '../../../components/company-list-page';
import { useDeleteCustomer } from '../api/use-customers';
import { customerMessage, showCustomerError } from '../lib/messages';

/** Confirmation of a company deletion (focus starts on Cancel, Esc closes). */
export function DeleteCustomerModal({ target, onClose }: { target: DeleteTarget | null; onClose: () => void }) {
  const remove = useDeleteCustomer();
  return (
    <ConfirmDeleteModal
      ns="customers"
      target={target}
      onClose={onClose}
      remove={remove}
      message={customerMessage}
      showError={(e) => showCustomerError(e)}
    />
  );
}
