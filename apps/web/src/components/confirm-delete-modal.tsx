import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../lib/notify';
import type { DeleteTarget } from './company-list-page';

interface DeleteCompanyMutation {
  mutate(id: number, options: { onSuccess: (res: { message?: string } | null | undefined) => void; onError: (e: Error) => void }): void;
  isPending: boolean;
}

interface CompanyDeleteModalProps {
  /** Translation namespace ('customers' or 'vendors'). */
  ns: 'customers' | 'vendors';
  target: DeleteTarget | null;
  onClose: () => void;
  remove: DeleteCompanyMutation;
  /** The server's message in the interface language, else the fallback key's. */
  message: (message: string | null | undefined, fallbackKey?: string) => string;
  showError: (error: unknown) => void;
}

/** Confirmation of a company deletion (focus starts on Cancel, Esc closes). */
export function CompanyDeleteModal({ ns, target, onClose, remove, message, showError }: CompanyDeleteModalProps) {
  const { t } = useTranslation();
  const confirm = () => {
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: (res) => {
        notifySuccess(message(res?.message, `${ns}.messages.deleted`));
        onClose();
      },
      onError: (e) => showError(e),
    });
  };
  return (
    <Modal opened={target !== null} onClose={onClose} title={t(`${ns}.delete.title`)} centered>
      <Stack>
        <Text size="sm">{t(`${ns}.delete.text`, { name: target?.name ?? '' })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            {t(`${ns}.delete.confirm`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
