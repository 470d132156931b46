import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteVendor } from '../api/use-vendors';
import { showVendorError, vendorMessage } from '../lib/messages';

export interface VendorDeleteTarget {
  id: number;
  name: string;
}

/** Confirmation of a vendor deletion (focus starts on Cancel, Esc closes). */
export function DeleteVendorModal({ target, onClose }: { target: VendorDeleteTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteVendor();
  const confirm = () => {
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: (res) => {
        notifySuccess(vendorMessage(res?.message, 'vendors.messages.deleted'));
        onClose();
      },
      onError: (e) => showVendorError(e),
    });
  };
  return (
    <Modal opened={target !== null} onClose={onClose} title={t('vendors.delete.title')} centered>
      <Stack>
        <Text size="sm">{t('vendors.delete.text', { name: target?.name ?? '' })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            {t('vendors.delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
