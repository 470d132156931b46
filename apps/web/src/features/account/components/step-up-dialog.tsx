import { Modal, PasswordInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from './factor-parts';
import type { MfaStatus, WebauthnOptions } from '@gsn/domain';
import { ApiError, apiGet, apiPost } from '../../../lib/api';

type Method = 'password' | 'code' | 'passkey';

/** POST /account/reauth with the proof; a passkey first gets its challenge and answers it in the browser. */
async function reauthenticate(method: Method, value: string) {
  const quiet = { silent: (e: ApiError) => e.status === 422, idempotent: false } as const;
  if (method === 'passkey') {
    const options = await apiPost<WebauthnOptions>('/account/reauth/webauthn_options', {}, { idempotent: false });
    const { startAuthentication } = await import('@simplewebauthn/browser');
    const webauthn = await startAuthentication({ optionsJSON: options as never });
    return apiPost('/account/reauth', { webauthn }, quiet);
  }
  return apiPost('/account/reauth', method === 'password' ? { password: value } : { code: value.trim() }, quiet);
}

/**
 * Step-up (docs/security.md): a sensitive change needs a proof younger than 5 minutes. The dialog asks for the
 * password, a code (authenticator app or recovery code) or the passkey, then `onDone(true)` lets the API client repeat
 * the change; closing it is `onDone(false)`. Focus moves into the dialog and back where it was (Mantine's Modal).
 */
export function StepUpDialog({ onDone }: { onDone: (proved: boolean) => void }) {
  const { t } = useTranslation();
  // which proofs the account has (an error or none: the password alone)
  const status = useQuery({ queryKey: ['account', 'mfa', 'proofs'], queryFn: () => apiGet<MfaStatus>('/account/mfa', { silent: true }) });
  const kinds = new Set((status.data?.factors ?? []).map((f) => f.kind));
  const methods: Method[] = [
    'password',
    ...(kinds.size ? (['code'] as const) : []),
    ...(kinds.has('webauthn') ? (['passkey'] as const) : []),
  ];
  const [method, setMethod] = useState<Method>('password');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (pending || (method !== 'passkey' && value.trim() === '')) return;
    setPending(true);
    setError(null);
    try {
      await reauthenticate(method, value);
      onDone(true);
    } catch (e) {
      setError(
        e instanceof ApiError
          ? t(method === 'password' ? 'auth.stepUp.passwordWrong' : 'auth.mfa.codeInvalid')
          : t('auth.mfa.passkeyFailed'),
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      opened
      onClose={() => onDone(false)}
      title={t('auth.stepUp.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">{t(methods.length > 1 ? 'auth.stepUp.text' : 'auth.stepUp.textPassword')}</Text>
          {methods.length > 1 && (
            <SegmentedControl
              fullWidth
              aria-label={t('auth.stepUp.how')}
              value={method}
              onChange={(m) => {
                setMethod(m as Method);
                setValue('');
                setError(null);
              }}
              data={methods.map((m) => ({ value: m, label: t(`auth.stepUp.methods.${m}`) }))}
            />
          )}
          {method === 'password' && (
            <PasswordInput
              label={t('auth.password')}
              autoComplete="current-password"
              value={value}
              onChange={(e) => setValue(e.currentTarget.value)}
              error={error}
              data-autofocus
            />
          )}
          {method === 'code' && (
            <TextInput
              label={t('auth.mfa.code')}
              autoComplete="one-time-code"
              maxLength={40}
              value={value}
              onChange={(e) => setValue(e.currentTarget.value)}
              error={error}
              data-autofocus
            />
          )}
          {method === 'passkey' && (
            <Text size="sm" c={error ? 'red' : 'dimmed'} role={error ? 'alert' : undefined}>
              {error ?? t('auth.stepUp.passkeyText')}
            </Text>
          )}
          <DialogActions
            onCancel={() => onDone(false)}
            label={method === 'passkey' ? t('auth.mfa.passkey') : t('auth.stepUp.confirm')}
            loading={pending}
            disabled={method !== 'passkey' && value.trim() === ''}
          />
        </Stack>
      </form>
    </Modal>
  );
}
