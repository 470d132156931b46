import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Answer, messageAnswer } from '@gsn/domain';
import { notifySuccess } from '../lib/notify';
import type { DeleteTarget } from './company-list-page';

interface DeleteMutation {
  mutate(
    id: number,
    options: { onSuccess: (res: Answer<typeof messageAnswer> | null | undefined) => void; onError: (e: Error) => void },
  ): void;
  isPending: boolean;
}

interface ConfirmDeleteModalProps {
  /** Translation namespace of the title, text, confirm button and success message. */
  ns: 'customers' | 'vendors' | 'products' | 'tariffs';
  target: DeleteTarget | null;
  onClose: () => void;
  remove: DeleteMutation;
  /** The server's message in the interface language, else the fallback key's. */
  message: (message: string | null | undefined, fallbackKey?: string) => string;
  showError: (error: unknown) => void;
  /** A further remark under the text. */
  note?: string;
  /** Why the deletion cannot be done: shown instead of the question, with no delete button. */
  blocked?: string | null;
}

/** Confirmation of a deletion (focus starts on Cancel, Esc closes). */
export function ConfirmDeleteModal({ ns, target, onClose, remove, message, showError, note, blocked }: ConfirmDeleteModalProps) {
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
        {blocked ? (
          <Text size="sm" data-testid="delete-blocked">
            {blocked}
          </Text>
        ) : (
          <Text size="sm">{t(`${ns}.delete.text`, { name: target?.name ?? '' })}</Text>
        )}
        {note && !blocked && (
          <Text size="sm" c="dimmed">
            {note}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {blocked ? t('common.close') : t('common.cancel')}
          </Button>
          {!blocked && (
            <Button color="red" onClick={confirm} loading={remove.isPending}>
              {t(`${ns}.delete.confirm`)}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
