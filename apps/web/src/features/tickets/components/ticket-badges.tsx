import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TicketTitle } from '@gsn/domain/notifications/schemas';

const STATUS_COLORS: Record<string, string> = { open: 'blue', answered: 'green', closed: 'gray' };

export function TicketStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status] ?? 'gray'} variant="light">
      {t(`tickets.statuses.${status}`)}
    </Badge>
  );
}

/** The title choices' labels (the form's): the API keeps the English titles whatever the language. */
export const TITLE_KEYS: Record<TicketTitle, string> = {
  'Order Issue': 'tickets.form.titles.order',
  'Portal Issue': 'tickets.form.titles.portal',
  Other: 'tickets.form.titles.other',
};

export const titleKey = (title: string) => TITLE_KEYS[title as TicketTitle] ?? title;
