import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useEndSessions, useSessions } from '../api/use-profile';

/**
 * The profile's list of the account's active sessions, with "end this session" and "end all other sessions", so an
 * owner sees and ends a session someone else holds (docs/security.md, Sessions).
 */
export function ActiveSessions() {
  const { t } = useTranslation();
  const sessions = useSessions();
  const end = useEndSessions();
  const others = (sessions.data ?? []).filter((s) => !s.current);

  const endOne = (id: string) => end.mutate(id, { onSuccess: () => notifySuccess(t('profile.sessions.ended')) });
  const endOthers = () => end.mutate(undefined, { onSuccess: () => notifySuccess(t('profile.sessions.othersEnded')) });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="sessions-title" id="sessions">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <div>
            <Title order={2} size="h4" id="sessions-title">
              {t('profile.sessions.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('profile.sessions.text')}
            </Text>
          </div>
          <Button variant="light" color="red" onClick={endOthers} disabled={others.length === 0} loading={end.isPending}>
            {t('profile.sessions.endOthers')}
          </Button>
        </Group>
        {sessions.isError ? (
          <Text c="dimmed" role="alert">
            {t('profile.sessions.loadFailed')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table striped aria-labelledby="sessions-title">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('profile.sessions.created')}</Table.Th>
                  <Table.Th>{t('profile.sessions.lastUsed')}</Table.Th>
                  <Table.Th>{t('profile.sessions.address')}</Table.Th>
                  <Table.Th>{t('profile.sessions.userAgent')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(sessions.data ?? []).map((s) => (
                  <Table.Tr key={s.id} data-testid="session-row">
                    <Table.Td>{formatDateTime(s.created_at)}</Table.Td>
                    <Table.Td>{formatDateTime(s.last_used_at)}</Table.Td>
                    <Table.Td>{s.ip ?? t('profile.sessions.unknown')}</Table.Td>
                    <Table.Td>
                      <Text size="sm" lineClamp={2} title={s.user_agent ?? undefined}>
                        {s.user_agent ?? t('profile.sessions.unknown')}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      {s.current ? (
                        <Badge variant="light">{t('profile.sessions.current')}</Badge>
                      ) : (
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          leftSection={<IconLogout size={14} aria-hidden />}
                          onClick={() => endOne(s.id)}
                          disabled={end.isPending}
                        >
                          {t('profile.sessions.end')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
