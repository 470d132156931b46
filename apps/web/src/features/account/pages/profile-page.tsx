import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRegistered } from '@gsn/domain';
import { PageLoader } from '../../../components/page-loader';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useProfile } from '../api/use-profile';
import { ActiveSessions } from '../components/active-sessions';
import { ApiKeys } from '../components/api-keys';
import { DeleteAccount } from '../components/delete-account';
import { ProfileForm } from '../components/profile-form';
import { SecondFactors } from '../components/second-factors';

/** /portal/profile and /visitor/profile: every profile field; registered users may delete their account. */
export function ProfilePage() {
  const { t } = useTranslation();
  const profile = useProfile();
  if (profile.isPending) return <PageLoader />;
  if (!profile.data) {
    return (
      <Text c="dimmed" role="alert">
        {t('profile.loadFailed')}
      </Text>
    );
  }
  const account = profile.data;
  return (
    <Stack>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1} size="h2">
          {t('profile.title')}
        </Title>
        <Paper withBorder px="md" py="xs">
          <Group gap="xl">
            <div>
              <Text size="xs" c="dimmed">
                {t('profile.lastLogin')}
              </Text>
              <Text size="sm" data-testid="last-login">
                {formatDateTime(account.last_login) ?? t('dashboard.never')}
              </Text>
            </div>
            <div>
              <Text size="xs" c="dimmed">
                {t('profile.loginCount')}
              </Text>
              <Text size="sm" data-testid="login-count">
                {formatNumber(account.login_count ?? 0)}
              </Text>
            </div>
          </Group>
        </Paper>
      </Group>
      <ProfileForm key={`${account.id}-${account.email}`} account={account} />
      <SecondFactors />
      <ActiveSessions />
      <ApiKeys />
      {isRegistered(account.account_type_id) ? <DeleteAccount /> : null}
    </Stack>
  );
}
