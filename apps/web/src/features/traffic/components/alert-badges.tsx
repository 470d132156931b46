import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const STATE_COLORS: Record<string, string> = { open: 'red', acknowledged: 'yellow', resolved: 'gray' };

export function AlertStateBadge({ state }: { state: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATE_COLORS[state] ?? 'gray'} variant="light">
      {t(`traffic.states.${state}`)}
    </Badge>
  );
}

/** A finding's figure as the rule reads it: a share in %, a count or minutes as a number. */
export function figure(kind: string, value: number, language: string): string {
  const share = kind !== 'pumping';
  return new Intl.NumberFormat(language, share ? { style: 'percent', maximumFractionDigits: 1 } : { maximumFractionDigits: 1 }).format(
    value,
  );
}
