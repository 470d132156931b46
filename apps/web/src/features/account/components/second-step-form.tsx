import { Anchor, Button, Divider, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { type LoginResponse, type SignInChallenge, useSecondStep } from '../api/use-login';

interface SecondStepFormProps {
  challenge: SignInChallenge;
  onSignedIn: (res: LoginResponse) => void;
  /** The token has expired or is spent: back to the password. */
  onRestart: () => void;
}

/**
 * The sign-in's second step (docs/security.md, Second factors): a code from the authenticator app or a recovery code,
 * or the passkey / security key. A wrong code is said beside the field; an expired step sends back to the password.
 */
export function SecondStepForm({ challenge, onSignedIn, onRestart }: SecondStepFormProps) {
  const { t } = useTranslation();
  const step = useSecondStep(challenge);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const byCode = challenge.methods.includes('totp') || challenge.methods.includes('recovery_code');
  const byPasskey = challenge.methods.includes('webauthn') && !!challenge.webauthn;

  const run = (proof: { code: string } | { passkey: true }) => {
    setError(null);
    step.mutate(proof, {
      onSuccess: onSignedIn,
      onError: (e) => {
        if (e instanceof ApiError && e.code === 'auth.mfa_token_invalid') onRestart();
        else if (e instanceof ApiError) setError(t('auth.mfa.codeInvalid'));
        // the browser's passkey prompt was dismissed or failed
        else setError(t('auth.mfa.passkeyFailed'));
      },
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.trim() === '' || step.isPending) return;
    run({ code: code.trim() });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="second-step-title">
      <Stack gap="md">
        <Title order={1} size="h2" id="second-step-title" ta="center">
          {t('auth.mfa.title')}
        </Title>
        {byCode && (
          <>
            <Text c="dimmed" size="sm" ta="center">
              {t('auth.mfa.text')}
            </Text>
            <TextInput
              label={t('auth.mfa.code')}
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              // the only field of the step, right after the password was accepted
              autoFocus
              maxLength={40}
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
              error={error}
            />
            <Button type="submit" fullWidth disabled={code.trim() === ''} loading={step.isPending && code !== ''}>
              {t('auth.mfa.submit')}
            </Button>
          </>
        )}
        {byCode && byPasskey && <Divider label={t('auth.mfa.or')} labelPosition="center" />}
        {byPasskey && (
          <Button
            variant={byCode ? 'light' : 'filled'}
            fullWidth
            leftSection={<IconKey size={18} aria-hidden />}
            onClick={() => run({ passkey: true })}
          >
            {t('auth.mfa.passkey')}
          </Button>
        )}
        {!byCode && error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Text size="sm" ta="center">
          <Anchor component="button" type="button" onClick={onRestart}>
            {t('auth.mfa.restart')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
