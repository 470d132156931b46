import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteAccount } from '../api/use-accounts';
import { accountMessage, showAccountError } from '../lib/account-messages';

export interface DeleteTarget {
  id: number;
  username: string;
  email: string;
}

/** Confirmation of an account deletion (keyboard: focus starts on Cancel, Esc closes). */
export function DeleteAccountModal({ target, onClose }: { target: DeleteTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteAccount();
  const confirm = () => {
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: (res) => {
        notifySuccess(accountMessage(res?.message, 'accounts.messages.deleted'));
        onClose();
      },
      onError: (e) => showAccountError(e),
    });
  };
  return (
    <Modal opened={target !== null} onClose={onClose} title={t('accounts.delete.title')} centered>
      <Stack>
        <Text size="sm">{t('accounts.delete.text', { name: target?.username || target?.email || '' })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            {t('accounts.delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
