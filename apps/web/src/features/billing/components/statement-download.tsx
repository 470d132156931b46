import { useState } from 'react';
import { Menu } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypeCsv, IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DownloadMenu } from '../../../components/download-menu';
import { showApiError } from '../../../lib/api';
import { currentLanguage } from '../../../lib/i18n';
import { downloadFile } from '../../../lib/transfer';

const FORMATS = [
  { format: 'pdf', icon: IconFileTypePdf, label: 'billing.statement.pdf' },
  { format: 'csv', icon: IconFileTypeCsv, label: 'downloads.export.csv' },
  { format: 'xlsx', icon: IconFileSpreadsheet, label: 'downloads.export.xlsx' },
] as const;

/**
 * A company's statement of the month as a file (docs/billing.md, Files): the PDF laid out for reading, or CSV and Excel
 * with every line and the totals; in the interface language. A refusal is the server's message, as every API error.
 */
export function StatementDownload({ customerId, month }: { customerId: number; month: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = (format: (typeof FORMATS)[number]['format']) => {
    setBusy(true);
    const path = `/billing/statements/${customerId}/${month}/download?format=${format}&language=${currentLanguage()}`;
    downloadFile(path, `statement-${customerId}-${month}.${format}`)
      .catch(showApiError)
      .finally(() => setBusy(false));
  };
  return (
    <DownloadMenu loading={busy}>
      {FORMATS.map(({ format, icon: Icon, label }) => (
        <Menu.Item key={format} leftSection={<Icon size={16} aria-hidden />} onClick={() => download(format)}>
          {t(label)}
        </Menu.Item>
      ))}
    </DownloadMenu>
  );
}
