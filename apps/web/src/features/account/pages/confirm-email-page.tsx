import { useEffect, useRef } from 'react';
import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { clearSession } from '../../../lib/session';
import { useConfirmEmail } from '../api/use-auth';

/**
 * /account/confirm-email/:token — the link mailed to a new e-mail address (docs/security.md). Following it makes the
 * change; the account's sessions end, so the user signs in again with the new address.
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const confirm = useConfirmEmail(token);
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    confirm.mutate(undefined, { onSuccess: () => clearSession() });
  }, [confirm]);

  return (
    <Stack gap="md" aria-labelledby="confirm-email-title">
      <Title order={1} size="h2" id="confirm-email-title" ta="center">
        {t('auth.confirmEmail.title')}
      </Title>
      {confirm.isSuccess ? (
        <Alert color="green" role="status">
          {t('auth.confirmEmail.done')}
        </Alert>
      ) : confirm.isError ? (
        <Alert color="red" role="alert">
          {t('auth.confirmEmail.failed')}
        </Alert>
      ) : (
        <Stack align="center" gap="xs">
          <Loader size="sm" />
          <Text size="sm">{t('auth.confirmEmail.working')}</Text>
        </Stack>
      )}
      <Anchor component={Link} to="/account/login" ta="center">
        {t('auth.confirmEmail.toLogin')}
      </Anchor>
    </Stack>
  );
}
