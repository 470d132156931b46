import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { dashboardPath } from '@gsn/domain';
import { setMfaEnrolment, useSession } from '../../../lib/session';
import { useMfaStatus } from '../api/use-mfa';
import { AddFactor } from '../components/add-factor';

/**
 * /account/enrol: an account that must have a second factor (the staff or the company policy) and has none comes
 * here after signing in, and nowhere else until it has added one (the portal's guard and the API's 403 send it back).
 */
export function EnrolPage() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const status = useMfaStatus();
  const home = session ? dashboardPath(session.user.account_type_id) : '/account/login';
  const done = () => {
    setMfaEnrolment(false);
    void navigate(home, { replace: true });
  };
  // nothing to enrol (a factor added in another tab, the policy switched off): the portal is open again
  const open = status.data !== undefined && !status.data.enrolment_required;
  // biome-ignore lint/correctness/useExhaustiveDependencies: leave once when the server says so
  useEffect(() => {
    if (open) done();
  }, [open]);
  if (!session) return <Navigate to="/account/login" replace />;
  return (
    <Stack gap="md" aria-labelledby="enrol-title" component="section">
      <Title order={1} size="h2" id="enrol-title" ta="center">
        {t('auth.enrol.title')}
      </Title>
      <Text size="sm">{t('auth.enrol.text')}</Text>
      <Text size="sm" c="dimmed">
        {t('auth.enrol.choose')}
      </Text>
      <AddFactor onDone={done} />
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/account/logout">
          {t('auth.enrol.signOut')}
        </Anchor>
      </Text>
    </Stack>
  );
}
