import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteCustomer } from '../api/use-customers';
import { customerMessage, showCustomerError } from '../lib/messages';

export interface CustomerDeleteTarget {
  id: number;
  name: string;
}

/** Confirmation of a company deletion (focus starts on Cancel, Esc closes). */
export function DeleteCustomerModal({ target, onClose }: { target: CustomerDeleteTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteCustomer();
  const confirm = () => {
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: (res) => {
        notifySuccess(customerMessage(res?.message, 'customers.messages.deleted'));
        onClose();
      },
      onError: (e) => showCustomerError(e),
    });
  };
  return (
    <Modal opened={target !== null} onClose={onClose} title={t('customers.delete.title')} centered>
      <Stack>
        <Text size="sm">{t('customers.delete.text', { name: target?.name ?? '' })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            {t('customers.delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
