import { Button, Group } from '@mantine/core';
import { IconDeviceMobile, IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { type FactorAdded, type TotpEnrolment, usePasskeyOptions, useStartTotp, type WebauthnOptions } from '../api/use-mfa';
import { AddAuthenticator } from './add-authenticator';
import { AddPasskey } from './add-passkey';
import { RecoveryCodes } from './recovery-codes';

/**
 * The two ways to add a second factor — an authenticator app, a passkey or security key — and, with the account's
 * first factor, its recovery codes shown once. `onDone` follows once a factor is added and its codes (if any) put away.
 */
export function AddFactor({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const startTotp = useStartTotp();
  const passkeyOptions = usePasskeyOptions();
  const [totp, setTotp] = useState<TotpEnrolment | null>(null);
  const [passkey, setPasskey] = useState<WebauthnOptions | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  const added = (r: FactorAdded) => {
    setTotp(null);
    setPasskey(null);
    notifySuccess(t('profile.security.addedNotice', { name: r.data.name }));
    if (r.recovery_codes) setCodes(r.recovery_codes);
    else onDone?.();
  };

  return (
    <>
      <Group gap="sm" wrap="wrap">
        <Button
          leftSection={<IconDeviceMobile size={18} aria-hidden />}
          loading={startTotp.isPending}
          onClick={() => startTotp.mutate(undefined, { onSuccess: setTotp })}
        >
          {t('profile.security.addTotp')}
        </Button>
        <Button
          variant="light"
          leftSection={<IconKey size={18} aria-hidden />}
          loading={passkeyOptions.isPending}
          onClick={() => passkeyOptions.mutate(undefined, { onSuccess: setPasskey })}
        >
          {t('profile.security.addPasskey')}
        </Button>
      </Group>
      <AddAuthenticator key={totp?.id ?? 'closed'} enrolment={totp} onClose={() => setTotp(null)} onAdded={added} />
      <AddPasskey key={passkey?.challenge ?? 'closed'} options={passkey} onClose={() => setPasskey(null)} onAdded={added} />
      <RecoveryCodes
        codes={codes}
        onClose={() => {
          setCodes(null);
          onDone?.();
        }}
      />
    </>
  );
}
