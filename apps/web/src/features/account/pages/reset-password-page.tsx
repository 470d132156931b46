import { useEffect } from 'react';
import { Anchor, Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { passwordResetSchema } from '@gsn/domain';
import { PageLoader } from '../../../components/page-loader';
import { PasswordChecklist } from '../../../components/password-checklist';
import { ApiError } from '../../../lib/api';
import { schemaValidator, serverFieldErrors } from '../../../lib/form-validation';
import { fixedMessage, notifyError, notifySuccess, serverErrorText, translateServerMessage } from '../../../lib/notify';
import { useActivate, useTokenVerification } from '../api/use-auth';

/**
 * /account/reset-password/:token — also the set-password link of a new registration. The token is checked
 * on entry; a bad one returns to login with the error.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const verification = useTokenVerification(token);
  const activate = useActivate(token);
  const form = useForm({
    initialValues: { new_password: '', retry_password: '' },
    validate: schemaValidator(passwordResetSchema),
  });

  const invalid = verification.isError || (verification.isSuccess && verification.data?.valid !== true);
  useEffect(() => {
    if (!invalid) return;
    const err = verification.error;
    const message =
      err instanceof ApiError && err.message && err.status !== 404 && err.status < 500
        ? serverErrorText(err)
        : fixedMessage('tokenInvalid');
    notifyError(message);
    void navigate('/account/login', { replace: true });
  }, [invalid, verification.error, navigate]);

  if (verification.isPending || invalid) return <PageLoader />;

  const submit = form.onSubmit((values) => {
    activate.mutate(values, {
      onSuccess: (res) => {
        notifySuccess(res?.message ? translateServerMessage(res.message) : fixedMessage('passwordSet'));
        void navigate('/account/login', { replace: true });
      },
      onError: (e) => {
        if (e instanceof ApiError) form.setErrors(serverFieldErrors(e.errors, ['new_password', 'retry_password']));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="reset-title">
      <Stack gap="md">
        <Title order={1} size="h2" id="reset-title" ta="center">
          {t('auth.reset.title')}
        </Title>
        {verification.data?.email ? (
          <Text size="sm" c="dimmed" ta="center">
            {t('auth.reset.forEmail', { email: verification.data.email })}
          </Text>
        ) : null}
        <PasswordInput
          label={t('auth.reset.newPassword')}
          autoComplete="new-password"
          required
          aria-describedby="reset-checklist"
          {...form.getInputProps('new_password')}
        />
        <PasswordChecklist id="reset-checklist" password={form.getValues().new_password} />
        <PasswordInput
          label={t('auth.reset.retryPassword')}
          autoComplete="new-password"
          required
          {...form.getInputProps('retry_password')}
        />
        <Button type="submit" fullWidth loading={activate.isPending}>
          {t('auth.reset.submit')}
        </Button>
        <Anchor component={Link} to="/account/login" size="sm" ta="center">
          {t('common.backToLogin')}
        </Anchor>
      </Stack>
    </form>
  );
}
