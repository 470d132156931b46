import { Box, Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconBell, IconBuilding, IconShoppingCart, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import type { DashboardCounts } from '../api/use-dashboard';

/** Each counter links to its list (spec 1 §2). */
export const COUNTERS = [
  { key: 'customers', path: '/portal/account/customers', icon: IconBuilding, color: 'blue' },
  { key: 'active_accounts', path: '/portal/account/accounts', icon: IconUsers, color: 'teal' },
  { key: 'orders', path: '/portal/management/orders', icon: IconShoppingCart, color: 'grape' },
  { key: 'new_notifications', path: '/portal/notification/notifications', icon: IconBell, color: 'orange' },
  { key: 'open_traffic_alerts', path: '/portal/report/traffic/alerts?state=open', icon: IconAlertTriangle, color: 'red' },
] as const satisfies readonly { key: keyof DashboardCounts; path: string; icon: unknown; color: string }[];

const FIGURE_HEIGHT = 44;

export function CounterBoxes({ counts, loading }: { counts: DashboardCounts | undefined; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }}>
      {COUNTERS.map(({ key, path, icon: Icon, color }) => (
        // the visible label and figure are the link's name (an aria-label differing from them fails WCAG 2.5.3)
        <UnstyledButton key={key} component={Link} to={path}>
          <Paper withBorder p="md" radius="md" shadow="xs">
            <Group justify="space-between" wrap="nowrap">
              <div>
                <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                  {t(`dashboard.counters.${key}`)}
                </Text>
                {/* the figure and its placeholder are the same height: nothing moves when the counts arrive */}
                {loading ? (
                  <Box h={FIGURE_HEIGHT} py={8}>
                    <Skeleton height={FIGURE_HEIGHT - 16} width={60} />
                  </Box>
                ) : (
                  <Text fw={700} fz={28} lh={`${FIGURE_HEIGHT}px`} data-counter={key}>
                    {formatNumber(counts?.[key] ?? 0)}
                  </Text>
                )}
              </div>
              <ThemeIcon color={color} variant="light" size={44} radius="md" aria-hidden>
                <Icon size={24} />
              </ThemeIcon>
            </Group>
          </Paper>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
