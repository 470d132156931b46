import { Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notifySuccess, translateServerMessage } from '../../../lib/notify';
import { useForgotPassword } from '../api/use-auth';

/** /account/forgot-password: e-mail required; always returns to login with the server's message. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const form = useForm({
    initialValues: { email: '' },
    validate: { email: (v) => (v.trim() === '' ? t('validation.emailRequired') : null) },
  });

  const submit = form.onSubmit((values) => {
    forgot.mutate(values.email, {
      onSuccess: (res) => notifySuccess(res?.message ? translateServerMessage(res.message) : t('messages.forgotPassword')),
      onSettled: () => void navigate('/account/login', { replace: true }),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="forgot-title">
      <Stack gap="md">
        <Title order={1} size="h2" id="forgot-title" ta="center">
          {t('auth.forgot.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('auth.forgot.intro')}
        </Text>
        <TextInput label={t('auth.email')} type="email" autoComplete="email" required {...form.getInputProps('email')} />
        <Button type="submit" fullWidth loading={forgot.isPending}>
          {t('auth.forgot.submit')}
        </Button>
        <Anchor component={Link} to="/account/login" size="sm" ta="center">
          {t('common.backToLogin')}
        </Anchor>
      </Stack>
    </form>
  );
}
