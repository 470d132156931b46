import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dayOf } from '@gsn/domain';
import { daysUntil } from '@gsn/domain/ports/rules';

/**
 * How far the FOC date is: the confirmed one once the losing carrier committed, else the one asked for. `compact`
 * (a list's cell, whose heading names the date): the date and the countdown only.
 */
export function FocCountdown({ requested, confirmed, compact }: { requested: string | null; confirmed: string | null; compact?: boolean }) {
  const { t } = useTranslation();
  const day = confirmed ?? requested;
  if (!day) return <Text size="sm">{t('ports.countdown.none')}</Text>;
  const days = daysUntil(day, dayOf(new Date()));
  const which = compact ? day : confirmed ? t('ports.countdown.confirmed', { date: day }) : t('ports.countdown.requested', { date: day });
  const when =
    days > 0
      ? t('ports.countdown.inDays', { count: days })
      : days === 0
        ? t('ports.countdown.today')
        : t('ports.countdown.ago', { count: -days });
  return (
    <Text size="sm" data-testid="port-countdown">
      {which} — <strong>{when}</strong>
    </Text>
  );
}
