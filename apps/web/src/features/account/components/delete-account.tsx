import { useLayoutEffect, useRef } from 'react';
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { fixedMessage, notifySuccess, translateServerMessage } from '../../../lib/notify';
import { clearSession } from '../../../lib/session';
import { useDeleteOwnAccount } from '../api/use-profile';

/** Registered users (type 400) may delete their own account after confirming with their password. */
export function DeleteAccount() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [opened, { open, close }] = useDisclosure(false);
  const remove = useDeleteOwnAccount();
  // the session ends once the visitor page has replaced this signed-in one: ending it first would let the page's guard
  // send the user to the login screen
  const deleted = useRef(false);
  useLayoutEffect(
    () => () => {
      if (deleted.current) clearSession();
    },
    [],
  );
  const form = useForm({
    initialValues: { password: '' },
    validate: { password: (v) => (v === '' ? t('validation.passwordRequired') : null) },
  });

  const submit = form.onSubmit(({ password }) => {
    remove.mutate(password, {
      onSuccess: (res) => {
        notifySuccess(res?.message ? translateServerMessage(res.message) : fixedMessage('accountDeleted'));
        close();
        deleted.current = true;
        void navigate('/visitor', { replace: true });
      },
    });
  });

  return (
    <section aria-labelledby="delete-account-title">
      <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
        <Group justify="space-between" wrap="wrap">
          <div>
            <Title order={2} size="h5" id="delete-account-title">
              {t('profile.delete.title')}
            </Title>
            <Text size="sm">{t('profile.delete.text')}</Text>
          </div>
          <Button color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={open}>
            {t('profile.delete.button')}
          </Button>
        </Group>
      </Alert>
      <Modal
        opened={opened}
        onClose={() => {
          form.reset();
          close();
        }}
        title={t('profile.delete.confirmTitle')}
        centered
      >
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text size="sm">{t('profile.delete.confirmText')}</Text>
            <PasswordInput
              label={t('auth.password')}
              autoComplete="current-password"
              required
              data-autofocus
              {...form.getInputProps('password')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" color="red" loading={remove.isPending}>
                {t('profile.delete.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </section>
  );
}
