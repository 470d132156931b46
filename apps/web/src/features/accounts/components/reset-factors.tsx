import { Button, Group } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal';
import { SectionCard } from '../../../components/section-card';
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
    <SectionCard id="reset-factors" title={t('accounts.mfa.title')} text={t('accounts.mfa.text')}>
      <Group>
        <Button variant="light" color="red" onClick={() => setConfirming(true)}>
          {t('accounts.mfa.reset')}
        </Button>
      </Group>
      <ConfirmModal
        opened={confirming}
        title={t('accounts.mfa.confirmTitle')}
        text={t('accounts.mfa.confirmText', { email })}
        confirmLabel={t('accounts.mfa.reset')}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
        loading={reset.isPending}
      />
    </SectionCard>
  );
}
