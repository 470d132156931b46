import { Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/status-badge';
import type { ProofView } from '../api/use-compliance';

const STATE = {
  pending: { color: 'yellow', icon: IconClockHour4 },
  approved: { color: 'green', icon: IconCircleCheck },
  rejected: { color: 'red', icon: IconCircleX },
} as const;

/** A proof's verification state, the rejection's reason, and whether it has expired or expires soon. */
export function ProofState({ proof }: { proof: Pick<ProofView, 'state' | 'reject_reason' | 'expired' | 'expiring_soon'> }) {
  const { t } = useTranslation();
  const s = STATE[proof.state as keyof typeof STATE] ?? STATE.pending;
  return (
    <Group gap={6} wrap="wrap">
      <StatusBadge
        label={t(`compliance.states.${proof.state}`)}
        description={t(`compliance.stateHints.${proof.state}`)}
        color={s.color}
        icon={s.icon}
        status={proof.state}
      />
      {proof.expired && (
        <StatusBadge
          label={t('compliance.expired')}
          description={t('compliance.expiredHint')}
          color="red"
          icon={IconAlertTriangle}
          status="expired"
        />
      )}
      {proof.expiring_soon && (
        <StatusBadge
          label={t('compliance.expiringSoon')}
          description={t('compliance.expiringSoonHint')}
          color="orange"
          icon={IconAlertTriangle}
          status="expiring"
        />
      )}
      {proof.state === 'rejected' && proof.reject_reason && (
        <Text size="xs" c="dimmed" w="100%">
          {t('compliance.rejectedBecause', { reason: proof.reject_reason })}
        </Text>
      )}
    </Group>
  );
}
