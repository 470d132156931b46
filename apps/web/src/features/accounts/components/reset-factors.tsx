import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiDelete } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';

/**
 * The administrator's reset of an account's second factors (a lost phone, docs/security.md): after confirming, every
 * authenticator, passkey and recovery code of the account is removed and its owner e-mailed; it signs in with the
 * password and adds a new one. Needs a fresh proof (step-up).
 */
export function ResetFactors({ accountId, email }: { accountId: number; email: string }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const reset = useMutation({ mutationFn: () => apiDelete<{ message: string }>(`/accounts/${accountId}/mfa`) });
  const confirm = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        notifySuccess(t('accounts.mfa.done', { email }));
      },
    });
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="reset-factors-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="reset-factors-title">
          {t('accounts.mfa.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('accounts.mfa.text')}
        </Text>
        <Group>
          <Button variant="light" color="red" onClick={() => setConfirming(true)}>
            {t('accounts.mfa.reset')}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('accounts.mfa.confirmTitle')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        centered
      >
        <Stack>
          <Text size="sm">{t('accounts.mfa.confirmText', { email })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
              {t('common.cancel')}
            </Button>
            <Button color="red" onClick={confirm} loading={reset.isPending}>
              {t('accounts.mfa.reset')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
