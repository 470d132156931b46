import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { type ApiKeyRow, useRenameApiKey } from '../api/use-profile';

/** Renames one of the own API keys (its secret, rights and lifetime stay). */
export function ApiKeyRenameDialog({ apiKey, onClose }: { apiKey: ApiKeyRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const rename = useRenameApiKey();
  const form = useForm({
    initialValues: { name: '' },
    validate: {
      name: (v) => (v.trim() === '' ? t('profile.apiKeys.nameRequired') : v.trim().length > 100 ? t('profile.apiKeys.nameTooLong') : null),
    },
  });
  const { setValues, resetDirty } = form;
  useEffect(() => {
    if (apiKey) {
      setValues({ name: apiKey.name });
      resetDirty({ name: apiKey.name });
    }
  }, [apiKey, setValues, resetDirty]);

  const submit = form.onSubmit(({ name }) => {
    if (!apiKey) return;
    rename.mutate(
      { id: apiKey.id, name: name.trim() },
      {
        onSuccess: (res) => {
          notifySuccess(t('profile.apiKeys.renamed', { name: res.data.name }));
          onClose();
        },
      },
    );
  });

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened={apiKey !== null}
      onClose={onClose}
      title={t('profile.apiKeys.renameTitle')}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label={t('profile.apiKeys.name')} maxLength={100} data-autofocus {...form.getInputProps('name')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={rename.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
