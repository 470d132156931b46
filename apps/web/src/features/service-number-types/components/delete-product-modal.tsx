import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DeleteTarget } from '../../../components/company-list-page';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteProduct } from '../api/use-products';
import { productMessage, showProductError } from '../lib/messages';

/** Confirmation of a service number type deletion (focus starts on Cancel, Esc closes). */
export function DeleteProductModal({ target, onClose }: { target: DeleteTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteProduct();
  const confirm = () => {
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: (res) => {
        notifySuccess(productMessage(res?.message, 'products.messages.deleted'));
        onClose();
      },
      onError: (e) => showProductError(e),
    });
  };
  return (
    <Modal opened={target !== null} onClose={onClose} title={t('products.delete.title')} centered>
      <Stack>
        <Text size="sm">{t('products.delete.text', { name: target?.name ?? '' })}</Text>
        <Text size="sm" c="dimmed">
          {t('products.delete.orders')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            {t('products.delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
