import { useTranslation } from 'react-i18next';
import type { OrderNumberState } from '@gsn/domain';
import { StatusBadge } from '../../../components/status-badge';
import { NUMBER_STATE_COLORS, NUMBER_STATE_ICONS } from '../lib/numbers';

/** A number's state on its order as a badge: the translated state, its icon, and what it means as the tooltip. */
export function NumberStateBadge({ state }: { state: OrderNumberState }) {
  const { t } = useTranslation();
  const label = t(`orders.numbers.states.${state}`, { defaultValue: state });
  return (
    <StatusBadge
      label={label}
      description={`${label}: ${t(`orders.numbers.stateHints.${state}`)}`}
      color={NUMBER_STATE_COLORS[state] ?? 'gray'}
      icon={NUMBER_STATE_ICONS[state] ?? NUMBER_STATE_ICONS.reserved}
      status={state}
    />
  );
}
