import { IconCircleCheck, IconCircleX, IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/status-badge';

const LOOK = {
  pending: { color: 'yellow', icon: IconHourglass },
  approved: { color: 'teal', icon: IconCircleCheck },
  declined: { color: 'red', icon: IconCircleX },
} as const;

/** A request's status: its word, its icon and its colour (never the colour alone). */
export function RequestStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const look = LOOK[status as keyof typeof LOOK] ?? LOOK.pending;
  return (
    <StatusBadge
      status={status}
      label={t(`customerRequests.statuses.${status}`, { defaultValue: status })}
      description={t(`customerRequests.statusHints.${status}`, { defaultValue: status })}
      color={look.color}
      icon={look.icon}
    />
  );
}
