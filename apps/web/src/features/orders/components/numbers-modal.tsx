import type { ReactNode } from 'react';
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface NumbersModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: string;
  centered?: boolean;
  children: ReactNode;
}

/**
 * The dialogs of an order's numbers: Mantine's modal (focus kept inside, Esc closes, focus back to the opener), with
 * its close button named in the interface language and its title bar a plain block — Mantine's `<header>` reads as a
 * second page banner inside the dialog (axe: landmark-no-duplicate-banner).
 */
export function NumbersModal({ opened, onClose, title, size, centered, children }: NumbersModalProps) {
  const { t } = useTranslation();
  return (
    <Modal.Root opened={opened} onClose={onClose} size={size} centered={centered}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header renderRoot={(props) => <div {...props} />}>
          <Modal.Title>{title}</Modal.Title>
          <Modal.CloseButton aria-label={t('common.close')} />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
