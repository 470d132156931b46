import { Stack, Text, Title } from '@mantine/core';
import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AccountView } from '@gsn/domain';
import { useAccountTypeName } from '../../../components/account-type-label';
import { useDashboard } from '../api/use-dashboard';
import { CounterBoxes } from '../components/counter-boxes';
import { LastLoginsTable } from '../components/last-logins-table';
import { bannerKind, RoleBanner } from '../components/role-banner';
import { useViewer } from '../../../lib/viewer';

/** Sends the signed-in user to the dashboard of their account type (landing aliases, /portal). */
export function DashboardRedirect() {
  const viewer = useViewer();
  return <Navigate to={viewer.home} replace />;
}

/** /portal/dashboard/:slug — the same screen for every account type (spec 1 §2). */
export function DashboardPage() {
  const { slug } = useParams();
  const viewer = useViewer();
  const own = viewer.home;
  if (!viewer.user) return null;
  // a user opening another type's dashboard is sent to their own
  if (own !== `/portal/dashboard/${slug ?? ''}`) return <Navigate to={own} replace />;
  return <DashboardView user={viewer.user} />;
}

function DashboardView({ user }: { user: AccountView }) {
  const { t } = useTranslation();
  const accountTypeName = useAccountTypeName();
  const dashboard = useDashboard();
  const { permissions } = useViewer();
  const name = user.username || [user.userprofile?.firstname, user.userprofile?.lastname].filter(Boolean).join(' ') || user.email;

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('dashboard.title')}
      </Title>
      <RoleBanner kind={bannerKind(user.account_type_id, permissions ?? [])} />
      <Text size="lg" data-testid="welcome-line">
        {t('dashboard.welcomeLine', { username: name, accountType: accountTypeName(user.account_type_id, user.accounttype?.account_type) })}
      </Text>
      <CounterBoxes counts={dashboard.data?.counts} loading={dashboard.isPending} />
      <LastLoginsTable rows={dashboard.data?.last_logins ?? []} loading={dashboard.isPending} />
    </Stack>
  );
}
