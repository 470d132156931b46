import { useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { registerSchema, type RegisterInput } from '@gsn/domain';
import { ApiError } from '../../../lib/api';
import { schemaValidator, serverFieldErrors } from '../../../lib/form-validation';
import { translateServerMessage } from '../../../lib/notify';
import { useRegister } from '../api/use-auth';

interface RegisterValues {
  username: string;
  email: string;
  firstname: string;
  lastname: string;
  company_name: string;
}

const FIELDS = ['username', 'email', 'firstname', 'lastname', 'company_name'] as const;

export function toRegisterPayload(v: RegisterValues): RegisterInput {
  return {
    email: v.email.trim(),
    firstname: v.firstname.trim(),
    lastname: v.lastname.trim(),
    ...(v.username.trim() ? { username: v.username.trim() } : {}),
    ...(v.company_name.trim() ? { company_name: v.company_name.trim() } : {}),
  };
}

/** /account/register: self sign-up; the server e-mails a link to set the password. */
export function RegisterPage() {
  const { t } = useTranslation();
  const register = useRegister();
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<RegisterValues>({
    initialValues: { username: '', email: '', firstname: '', lastname: '', company_name: '' },
    validate: schemaValidator(registerSchema, toRegisterPayload),
  });

  const submit = form.onSubmit((values) => {
    register.mutate(toRegisterPayload(values), {
      onSuccess: (res) => setDone(res?.message ? translateServerMessage(res.message) : t('messages.registered')),
      onError: (e) => {
        if (e instanceof ApiError) form.setErrors(serverFieldErrors(e.errors, FIELDS));
      },
    });
  });

  if (done) {
    return (
      <Stack>
        <Title order={1} size="h2" ta="center">
          {t('auth.register.title')}
        </Title>
        <Alert color="teal" icon={<IconMailCheck aria-hidden />} title={t('auth.register.successTitle')} role="status">
          <Text size="sm">{done}</Text>
          <Text size="sm" mt="xs">
            {t('auth.register.checkEmail')}
          </Text>
        </Alert>
        <Button component={Link} to="/account/login" variant="light">
          {t('common.backToLogin')}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="register-title">
      <Stack gap="sm">
        <Title order={1} size="h2" id="register-title" ta="center">
          {t('auth.register.title')}
        </Title>
        <Text c="dimmed" size="sm" ta="center">
          {t('auth.register.subtitle')}
        </Text>
        <TextInput label={t('auth.email')} type="email" autoComplete="email" required {...form.getInputProps('email')} />
        <Group grow align="flex-start">
          <TextInput label={t('profile.fields.firstname')} autoComplete="given-name" required {...form.getInputProps('firstname')} />
          <TextInput label={t('profile.fields.lastname')} autoComplete="family-name" required {...form.getInputProps('lastname')} />
        </Group>
        <TextInput
          label={t('profile.fields.username')}
          description={t('common.optional')}
          autoComplete="nickname"
          {...form.getInputProps('username')}
        />
        <TextInput
          label={t('auth.register.companyName')}
          description={t('common.optional')}
          autoComplete="organization"
          {...form.getInputProps('company_name')}
        />
        <Button type="submit" fullWidth loading={register.isPending} mt="sm">
          {t('auth.register.submit')}
        </Button>
        <Text size="sm" ta="center">
          {t('auth.register.haveAccount')}{' '}
          <Anchor component={Link} to="/account/login">
            {t('auth.login.submit')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
