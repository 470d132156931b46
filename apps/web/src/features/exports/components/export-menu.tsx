import { Alert, Anchor, Menu, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ExportFormat } from '@gsn/domain';
import { DownloadMenu } from '../../../components/download-menu';
import { type ExportRequest, useRequestExport } from '../api/use-downloads';
import { downloadMessage, showDownloadError } from '../lib/messages';
import { DOWNLOADS_PATH } from '../lib/paths';

interface ExportMenuProps {
  /** The report and its current filters; the format is chosen in the menu. */
  request: Omit<ExportRequest, 'format'>;
  /** The server's (translated) message once the export is queued. */
  onQueued: (message: string) => void;
  disabled?: boolean;
  /** The button's accessible name when a page has more than one Download (default: its text). */
  label?: string;
}

/**
 * The Download button of a report list (spec 2 §2): choose CSV or Excel; the export is made in the background
 * and lands in Downloads. Very large exports are refused as Excel by the server (its message says to choose CSV).
 */
export function ExportMenu({ request, onQueued, disabled, label }: ExportMenuProps) {
  const { t } = useTranslation();
  const exporter = useRequestExport();
  const start = (format: ExportFormat) =>
    exporter.mutate(
      { ...request, format },
      {
        onSuccess: (res) => onQueued(downloadMessage(res?.message, 'downloads.messages.queued')),
        onError: (e) => showDownloadError(e),
      },
    );
  return (
    <DownloadMenu loading={exporter.isPending} disabled={disabled} label={label}>
      <Menu.Item leftSection={<IconFileTypeCsv size={16} aria-hidden />} onClick={() => start('csv')}>
        {t('downloads.export.csv')}
      </Menu.Item>
      <Menu.Item leftSection={<IconFileSpreadsheet size={16} aria-hidden />} onClick={() => start('xlsx')}>
        {t('downloads.export.xlsx')}
      </Menu.Item>
    </DownloadMenu>
  );
}

/** The answer to a queued export, with the way to Downloads. */
export function ExportNotice({ message, onClose }: { message: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <Alert color="blue" role="status" withCloseButton closeButtonLabel={t('downloads.export.dismiss')} onClose={onClose}>
      <Text size="sm">
        {message}{' '}
        <Anchor component={Link} to={DOWNLOADS_PATH} size="sm">
          {t('downloads.export.goToDownloads')}
        </Anchor>
      </Text>
    </Alert>
  );
}
