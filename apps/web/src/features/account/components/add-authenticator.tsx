import { ActionIcon, Center, Code, CopyButton, Group, Image, Modal, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions, FactorNameInput } from './factor-parts';
import { ApiError } from '../../../lib/api';
import { type FactorAdded, type TotpEnrolment, useConfirmTotp } from '../api/use-mfa';

/** The secret grouped by four, as authenticator apps show it (easier to type). */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

interface AddAuthenticatorProps {
  /** The new authenticator's secret and QR code (POST /account/mfa/totp); null: the dialog is closed. */
  enrolment: TotpEnrolment | null;
  onClose: () => void;
  onAdded: (r: FactorAdded) => void;
}

/**
 * Adds an authenticator app (TOTP): the QR code to scan, the secret as text for apps that cannot scan, then the
 * app's first code and a name confirm it.
 */
export function AddAuthenticator({ enrolment, onClose, onAdded }: AddAuthenticatorProps) {
  const { t } = useTranslation();
  const confirm = useConfirmTotp();
  // a fresh form for each new secret: the parent keys this component by it
  const [name, setName] = useState(() => t('profile.security.defaultTotpName'));
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!enrolment || confirm.isPending) return;
    if (name.trim() === '') return;
    confirm.mutate(
      { id: enrolment.id, code: code.trim(), name: name.trim() },
      {
        onSuccess: onAdded,
        onError: (e) => setError(e instanceof ApiError && e.status === 422 ? t('profile.security.codeInvalid') : null),
      },
    );
  };

  return (
    <Modal
      opened={enrolment !== null}
      onClose={onClose}
      title={t('profile.security.addTotpTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">{t('profile.security.scan')}</Text>
          <Center mih={200}>
            {enrolment ? (
              <Image src={enrolment.qr_code} alt={t('profile.security.qrAlt')} w={200} h={200} />
            ) : (
              <Text c="dimmed">{t('common.loading')}</Text>
            )}
          </Center>
          <Text size="sm" id="totp-secret-label">
            {t('profile.security.secretText')}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Code block style={{ flex: 1, wordBreak: 'break-all' }} data-testid="totp-secret" aria-labelledby="totp-secret-label">
              {enrolment ? grouped(enrolment.secret) : '…'}
            </Code>
            <CopyButton value={enrolment?.secret ?? ''} timeout={2000}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? t('profile.apiKeys.copied') : t('profile.security.copySecret')} withArrow>
                  <ActionIcon
                    variant="light"
                    size="lg"
                    onClick={copy}
                    aria-label={copied ? t('profile.apiKeys.copied') : t('profile.security.copySecret')}
                  >
                    {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
          <FactorNameInput value={name} onChange={setName} />
          <TextInput
            label={t('profile.security.firstCode')}
            description={t('profile.security.firstCodeHint')}
            required
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={10}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            error={error}
            data-autofocus
          />
          <DialogActions
            onCancel={onClose}
            label={t('profile.security.confirmTotp')}
            loading={confirm.isPending}
            disabled={!enrolment || code.trim() === '' || name.trim() === ''}
          />
        </Stack>
      </form>
    </Modal>
  );
}
