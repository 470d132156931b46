import { useTranslation } from 'react-i18next';
import { NUMBER_STATES, type NumberState } from '@gsn/domain';
import { StatusBadge } from '../../../components/status-badge';
import { NUMBER_STATE_LOOK } from '../lib/number-state';

const isNumberState = (s: unknown): s is NumberState => (NUMBER_STATES as readonly unknown[]).includes(s);

/** An inventory number's state as a badge: the translated name, its icon and, on hover, what it means. */
export function NumberStateBadge({ state }: { state: string | null | undefined }) {
  const { t } = useTranslation();
  if (!isNumberState(state)) return <>{state || '—'}</>;
  const label = t(`inventory.state.names.${state}`);
  const look = NUMBER_STATE_LOOK[state];
  return (
    <StatusBadge
      label={label}
      description={`${label}: ${t(`inventory.state.meaning.${state}`)}`}
      color={look.color}
      icon={look.icon}
      status={state}
    />
  );
}
