import { Alert, Modal, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions, FactorNameInput } from './factor-parts';
import { ApiError } from '../../../lib/api';
import { type FactorAdded, useAddPasskey, type WebauthnOptions } from '../api/use-mfa';

interface AddPasskeyProps {
  /** The server's registration options; null: the dialog is closed. */
  options: WebauthnOptions | null;
  onClose: () => void;
  onAdded: (r: FactorAdded) => void;
}

/** Adds a passkey or security key: a name, then the browser's own prompt (touch the key, the fingerprint, the PIN…). */
export function AddPasskey({ options, onClose, onAdded }: AddPasskeyProps) {
  const { t } = useTranslation();
  const add = useAddPasskey();
  // a fresh form for each new challenge: the parent keys this component by it
  const [name, setName] = useState(() => t('profile.security.defaultPasskeyName'));
  const [failed, setFailed] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!options || name.trim() === '' || add.isPending) return;
    setFailed(false);
    add.mutate(
      { options, name: name.trim() },
      {
        onSuccess: onAdded,
        // the browser's prompt was dismissed, timed out, or the key is registered already (an API error is a toast)
        onError: (e) => setFailed(!(e instanceof ApiError)),
      },
    );
  };

  return (
    <Modal
      opened={options !== null}
      onClose={onClose}
      title={t('profile.security.addPasskeyTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">{t('profile.security.passkeyText')}</Text>
          <FactorNameInput value={name} onChange={setName} autoFocus />
          {failed && (
            <Alert color="red" role="alert">
              {t('profile.security.passkeyFailed')}
            </Alert>
          )}
          <DialogActions
            onCancel={onClose}
            label={t('profile.security.registerPasskey')}
            loading={add.isPending}
            disabled={name.trim() === ''}
          />
        </Stack>
      </form>
    </Modal>
  );
}
