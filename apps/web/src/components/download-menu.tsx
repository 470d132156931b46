import type { ReactNode } from 'react';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The button's icons: what it does, and that it opens a choice. */
const SECTIONS = {
  leftSection: <IconDownload size={16} aria-hidden />,
  rightSection: <IconChevronDown size={14} aria-hidden />,
};

interface DownloadMenuProps {
  loading?: boolean;
  disabled?: boolean;
  /** The button's accessible name when a page has more than one Download (default: its text). */
  label?: string;
  /** The formats offered: Menu.Item each. */
  children: ReactNode;
}

/** A Download button that opens the choice of file formats (the report exports', a statement's files). */
export function DownloadMenu({ loading, disabled, label, children }: DownloadMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <Button variant="light" loading={loading} disabled={disabled} aria-label={label} {...SECTIONS}>
          {t('downloads.export.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('downloads.export.choose')}</Menu.Label>
        {children}
      </Menu.Dropdown>
    </Menu>
  );
}
