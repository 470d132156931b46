import { Button, Group, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { passwordUpdateSchema } from '@gsn/domain';
import { PasswordChecklist } from '../../../components/password-checklist';
import { ApiError } from '../../../lib/api';
import { schemaValidator, serverFieldErrors } from '../../../lib/form-validation';
import { fixedMessage, notifySuccess, translateServerMessage } from '../../../lib/notify';
import { useUpdatePassword } from '../api/use-profile';
import { useViewer } from '../../../lib/viewer';

const FIELDS = ['password', 'new_password', 'retry_password'] as const;

/** /portal/update-password: current, new and repeated password with the strength checklist. */
export function UpdatePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const viewer = useViewer();
  const update = useUpdatePassword();
  const form = useForm({
    initialValues: { password: '', new_password: '', retry_password: '' },
    validate: schemaValidator(passwordUpdateSchema),
  });

  const submit = form.onSubmit((values) => {
    update.mutate(values, {
      onSuccess: (res) => {
        notifySuccess(res?.message ? translateServerMessage(res.message) : fixedMessage('passwordUpdated'));
        form.reset();
        void navigate(viewer.home);
      },
      onError: (e) => {
        if (e instanceof ApiError) form.setErrors(serverFieldErrors(e.errors, FIELDS));
      },
    });
  });

  return (
    <Stack maw={520}>
      <Title order={1} size="h2">
        {t('updatePassword.title')}
      </Title>
      <Paper withBorder p="lg">
        <form onSubmit={submit} noValidate aria-label={t('updatePassword.title')}>
          <Stack>
            <PasswordInput
              label={t('updatePassword.current')}
              autoComplete="current-password"
              required
              {...form.getInputProps('password')}
            />
            <PasswordInput
              label={t('updatePassword.new')}
              autoComplete="new-password"
              required
              aria-describedby="update-password-checklist"
              {...form.getInputProps('new_password')}
            />
            <PasswordChecklist id="update-password-checklist" password={form.getValues().new_password} />
            <PasswordInput
              label={t('updatePassword.retry')}
              autoComplete="new-password"
              required
              {...form.getInputProps('retry_password')}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={update.isPending}>
                {t('updatePassword.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
