import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { landingPath, type SignInChallenge, useLogin } from '../api/use-login';
import { SecondStepForm } from '../components/second-step-form';
import { returnPathAfterSignIn } from '../../../lib/return-to';

/**
 * /account/login (also /account/Login): submits only when both fields are filled. Two plain state fields rather than
 * @mantine/form: the first page of most visits stays light.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const asked = returnPathAfterSignIn(useLocation().state);
  // the page that was asked for (an e-mail's link, a form whose session ended), unless a second factor must be added
  const landing = (res: Parameters<typeof landingPath>[0]) => (asked && !res.mfa_enrolment_required ? asked : landingPath(res));
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // the account has a second factor: the password was right, the second step follows
  const [challenge, setChallenge] = useState<SignInChallenge | null>(null);
  const complete = email.trim() !== '' && password !== '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!complete || login.isPending) return;
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (res) => {
          notifications.clean(); // earlier failures no longer apply
          if ('mfa_required' in res) {
            setPassword('');
            setChallenge(res);
          } else void navigate(landing(res), { replace: true });
        },
      },
    );
  };

  if (challenge) {
    return (
      <SecondStepForm
        challenge={challenge}
        onSignedIn={(res) => void navigate(landing(res), { replace: true })}
        onRestart={() => setChallenge(null)}
      />
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="login-title">
      <Stack gap="md">
        <Title order={1} size="h2" id="login-title" ta="center">
          {t('auth.login.title')}
        </Title>
        <Text c="dimmed" size="sm" ta="center">
          {t('auth.login.subtitle')}
        </Text>
        <TextInput
          label={t('auth.email')}
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <PasswordInput
          label={t('auth.password')}
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to="/account/forgot-password" size="sm">
            {t('auth.login.forgot')}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth disabled={!complete} loading={login.isPending}>
          {t('auth.login.submit')}
        </Button>
        <Text size="sm" ta="center">
          {t('auth.login.noAccount')}{' '}
          <Anchor component={Link} to="/account/register">
            {t('auth.login.register')}
          </Anchor>
        </Text>
        <Text size="sm" ta="center">
          <Anchor component={Link} to="/visitor">
            {t('auth.login.browse')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
