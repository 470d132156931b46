import type { ReactNode } from 'react';
import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BackButton } from './admin-page';

interface ConfirmDeleteModalProps {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  loading: boolean;
  title: string;
  /** What is about to be deleted. */
  children: ReactNode;
}

/** The delete confirmation of the lists (spec 1 §2: delete with a modal confirm). */
export function ConfirmDeleteModal({ opened, onClose, onConfirm, loading, title, children }: ConfirmDeleteModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack>
        <Text size="sm">{t('admin.common.deleteConfirm')}</Text>
        <Text size="sm" fw={600}>
          {children}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={loading} leftSection={<IconTrash size={16} aria-hidden />} data-autofocus>
            {t('admin.common.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The /delete/{id} routes: the same confirmation as a page. */
export function ConfirmDeletePanel({
  title,
  children,
  onConfirm,
  loading,
  backTo,
}: {
  title: string;
  children: ReactNode;
  onConfirm: () => void;
  loading: boolean;
  backTo: string;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="lg" maw={560} component="section" aria-label={title}>
      <Stack>
        <Text size="sm">{t('admin.common.deleteConfirm')}</Text>
        <Text size="sm" fw={600}>
          {children}
        </Text>
        <Group justify="space-between">
          <BackButton to={backTo} />
          <Button color="red" onClick={onConfirm} loading={loading} leftSection={<IconTrash size={16} aria-hidden />}>
            {t('admin.common.delete')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
