import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import type { DeleteTarget } from '../../../components/company-list-page';
import { useCustomer, useDeleteCustomer } from '../api/use-customers';
import { customerMessage, showCustomerError } from '../lib/messages';

/**
 * Confirmation of a company deletion (focus starts on Cancel, Esc closes). A company that still has accounts
 * cannot be deleted: the dialog says so (from the company's account count) instead of asking.
 */
export function DeleteCustomerModal({ target, onClose }: { target: DeleteTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteCustomer();
  const detail = useCustomer(target?.id ?? null);
  const accounts = detail.data?.id === target?.id ? (detail.data?.account_count ?? 0) : 0;
  return (
    <ConfirmDeleteModal
      ns="customers"
      target={target}
      onClose={onClose}
      remove={remove}
      message={customerMessage}
      showError={(e) => showCustomerError(e)}
      blocked={accounts > 0 ? t('customers.delete.hasAccounts', { count: accounts, name: target?.name ?? '' }) : null}
    />
  );
}
