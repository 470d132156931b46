import { IconAlertTriangle, IconCalendarCheck, IconCircleCheck, IconCircleX, IconPencil, IconSend } from '@tabler/icons-react';
import type { TablerIcon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PortState } from '@gsn/domain/ports/rules';
import { StatusBadge } from '../../../components/status-badge';

const LOOK: Record<PortState, { color: string; icon: TablerIcon }> = {
  draft: { color: 'gray', icon: IconPencil },
  submitted: { color: 'blue', icon: IconSend },
  exception: { color: 'orange', icon: IconAlertTriangle },
  foc_confirmed: { color: 'teal', icon: IconCalendarCheck },
  ported: { color: 'green', icon: IconCircleCheck },
  cancelled: { color: 'red', icon: IconCircleX },
};

/** A port's state as a badge: its label, an icon of its own and what it means. */
export function PortStateBadge({ state }: { state: PortState }) {
  const { t } = useTranslation();
  const label = t(`ports.states.${state}`);
  return (
    <StatusBadge
      label={label}
      description={`${label}: ${t(`ports.stateHints.${state}`)}`}
      color={LOOK[state].color}
      icon={LOOK[state].icon}
      status={state}
    />
  );
}
