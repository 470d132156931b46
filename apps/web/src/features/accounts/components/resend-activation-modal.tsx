import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { useResendActivation } from '../api/use-accounts';
import { accountMessage, showAccountError } from '../lib/account-messages';

export interface ResendTarget {
  id: number;
  username: string;
  email: string;
}

/**
 * Confirmation of POST /accounts/{id}/resend_activation from the accounts list: a new activation link by mail to an
 * account still `created`, whose first link was lost or expired (docs/api-accounts-administration.md). Focus starts on
 * Cancel; Esc closes.
 */
export function ResendActivationModal({ target, onClose }: { target: ResendTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const resend = useResendActivation(target?.id ?? 0);
  const confirm = () => {
    if (!target) return;
    resend.mutate(undefined, {
      onSuccess: (res) => {
        notifySuccess(accountMessage(res?.message, 'accounts.messages.activationResent'));
        onClose();
      },
      onError: (e) => {
        showAccountError(e, []);
        onClose();
      },
    });
  };
  return (
    <Modal opened={target !== null} onClose={onClose} title={t('accounts.resend.title')} centered>
      <Stack>
        <Text size="sm">{t('accounts.resend.text', { name: target?.username || target?.email || '', email: target?.email ?? '' })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button onClick={confirm} loading={resend.isPending}>
            {t('accounts.resend.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
