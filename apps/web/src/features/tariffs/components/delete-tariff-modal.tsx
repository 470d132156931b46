import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DeleteTarget } from '../../../components/company-list-page';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteTariff } from '../api/use-tariffs';
import { showTariffError, tariffMessage } from '../lib/messages';

/** Confirmation of a tariff deletion (focus starts on Cancel, Esc closes). */
export function DeleteTariffModal({ target, onClose }: { target: DeleteTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteTariff();
  const confirm = () => {
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: (res) => {
        notifySuccess(tariffMessage(res?.message, 'tariffs.messages.deleted'));
        onClose();
      },
      onError: (e) => showTariffError(e),
    });
  };
  return (
    <Modal opened={target !== null} onClose={onClose} title={t('tariffs.delete.title')} centered>
      <Stack>
        <Text size="sm">{t('tariffs.delete.text', { name: target?.name ?? '' })}</Text>
        <Text size="sm" c="dimmed">
          {t('tariffs.delete.orders')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            {t('tariffs.delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
