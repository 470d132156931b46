import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { useSecureAccount } from '../api/use-accounts';
import { showAccountError } from '../lib/account-messages';

type Action = 'sessions' | 'sign-in-failures';

const TEXTS: Record<Action, { button: string; title: string; text: string; done: string }> = {
  sessions: {
    button: 'accounts.security.endSessions',
    title: 'accounts.security.endSessionsTitle',
    text: 'accounts.security.endSessionsText',
    done: 'accounts.security.sessionsEnded',
  },
  'sign-in-failures': {
    button: 'accounts.security.clearFailures',
    title: 'accounts.security.clearFailuresTitle',
    text: 'accounts.security.clearFailuresText',
    done: 'accounts.security.failuresCleared',
  },
};

/**
 * The staff account page's sign-in security (docs/security.md): end every session of the account (someone else may
 * hold one), or forget its failed sign-ins (the owner is slowed by an attack). Each after a confirmation; focus starts
 * on Cancel.
 */
export function AccountSecurity({ account }: { account: { id: number; email: string } }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<Action | null>(null);
  const endSessions = useSecureAccount(account.id, 'sessions');
  const clearFailures = useSecureAccount(account.id, 'sign-in-failures');
  const mutation = asking === 'sign-in-failures' ? clearFailures : endSessions;
  const texts = TEXTS[asking ?? 'sessions'];
  const confirm = () =>
    mutation.mutate(undefined, {
      onSuccess: () => notifySuccess(t(texts.done, { email: account.email })),
      onError: (e) => showAccountError(e, []),
      onSettled: () => setAsking(null),
    });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="account-security-title">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="account-security-title">
            {t('accounts.security.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('accounts.security.text')}
          </Text>
        </div>
        <Group>
          <Button variant="light" color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={() => setAsking('sessions')}>
            {t(TEXTS.sessions.button)}
          </Button>
          <Button variant="light" leftSection={<IconLock size={16} aria-hidden />} onClick={() => setAsking('sign-in-failures')}>
            {t(TEXTS['sign-in-failures'].button)}
          </Button>
        </Group>
      </Stack>
      <Modal
        closeButtonProps={{ 'aria-label': t('common.close') }}
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={t(texts.title)}
        centered
      >
        <Stack>
          <Text size="sm">{t(texts.text, { email: account.email })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(null)} data-autofocus>
              {t('common.cancel')}
            </Button>
            <Button color={asking === 'sessions' ? 'red' : undefined} onClick={confirm} loading={mutation.isPending}>
              {t(texts.button)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
