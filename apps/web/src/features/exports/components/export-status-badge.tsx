import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ExportStatus } from '@gsn/domain';

const COLORS: Record<ExportStatus, string> = { Pending: 'gray', Processing: 'blue', Completed: 'green', Failed: 'red' };

/** Pending, Processing, Completed or Failed, in the interface language. */
export function ExportStatusBadge({ status }: { status: ExportStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status] ?? 'gray'} variant="light" data-status={status}>
      {t(`downloads.status.${status in COLORS ? status : 'Pending'}`)}
    </Badge>
  );
}
