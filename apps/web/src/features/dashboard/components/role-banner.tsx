import { Button, Group, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconShoppingCart, IconSparkles, IconWorldSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FUNCTIONALITIES, hasPermission, isStaff, type CodedPermission } from '@gsn/domain';

export type BannerKind = 'welcome' | 'order' | 'coverage';

/**
 * Spec 1 §2: staff see a welcome; customers who may make orders (write on 200) a make-order banner — not the
 * product, operation and billing sub-accounts, which may only follow them; others coverage.
 */
export function bannerKind(accountTypeId: number, permissions: readonly CodedPermission[]): BannerKind {
  if (isStaff(accountTypeId)) return 'welcome';
  if (hasPermission(permissions, FUNCTIONALITIES.order, 'write')) return 'order';
  return 'coverage';
}

const COVERAGE_PATH = '/visitor/service_number_coverage';
export const ORDERS_PATH = '/portal/management/orders';

export function RoleBanner({ kind }: { kind: BannerKind }) {
  const { t } = useTranslation();
  const Icon = kind === 'welcome' ? IconSparkles : kind === 'order' ? IconShoppingCart : IconWorldSearch;
  return (
    <Paper
      p="lg"
      radius="lg"
      c="white"
      data-banner={kind}
      style={{ background: 'linear-gradient(120deg, var(--mantine-color-blue-8), var(--mantine-color-cyan-6))' }}
    >
      <Group justify="space-between" wrap="wrap" gap="md">
        <Group wrap="nowrap" align="flex-start">
          <ThemeIcon size={48} radius="xl" variant="white" aria-hidden>
            <Icon size={26} />
          </ThemeIcon>
          <div>
            <Title order={2} size="h3">
              {t(`dashboard.banners.${kind}.title`)}
            </Title>
            <Text maw={640}>{t(`dashboard.banners.${kind}.text`)}</Text>
          </div>
        </Group>
        {kind === 'welcome' ? null : (
          <Button component={Link} to={kind === 'order' ? ORDERS_PATH : COVERAGE_PATH} variant="white">
            {t(`dashboard.banners.${kind}.action`)}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
