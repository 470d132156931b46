import { Group, Text } from '@mantine/core';
import { IconLock, IconProgress } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/status-badge';
import { formatDateTime } from '../../../lib/format';

/**
 * Whether a month's statements may still change: open (computed when asked for) or closed (kept as they were when
 * billing closed the month, with when).
 */
export function MonthStatus({ status, closedAt }: { status: 'open' | 'closed'; closedAt?: string | null }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" data-testid="month-status">
      <Text size="sm" fw={500} component="span">
        {t('billing.status.label')}
      </Text>
      <StatusBadge
        status={status}
        label={t(`billing.status.${status}`)}
        description={t(`billing.status.${status}Hint`)}
        color={status === 'closed' ? 'gray' : 'blue'}
        icon={status === 'closed' ? IconLock : IconProgress}
      />
      {closedAt && (
        <Text size="sm" c="dimmed" component="span">
          {t('billing.status.closedAt', { at: formatDateTime(closedAt) })}
        </Text>
      )}
    </Group>
  );
}
