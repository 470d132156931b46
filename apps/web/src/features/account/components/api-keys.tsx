import { ActionIcon, Alert, Badge, Button, Code, CopyButton, Group, Modal, Paper, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_KEYS_PER_ACCOUNT, type ApiKeyCreateInput } from '@gsn/domain';
import { formatDateTime } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { type ApiKeyCreated, type ApiKeyRow, useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/use-profile';
import { ApiKeyCreateForm } from './api-key-create-form';
import { ApiKeyRenameDialog } from './api-key-rename-dialog';

/** What a key may do, as the list shows it: full access, or each scope as “Orders: read”. */
function KeyAccess({ scopes }: { scopes: string[] | null }) {
  const { t } = useTranslation();
  if (scopes === null) return <Text size="sm">{t('profile.apiKeys.accessFull')}</Text>;
  return (
    <Group gap={4}>
      {scopes.map((s) => {
        const [resource, level] = s.split(':');
        return (
          <Badge key={s} variant="light" color={level === 'write' ? 'orange' : 'blue'} tt="none" fw={500}>
            {t(`profile.apiKeys.scopeLabel.${level}`, { resource: t(`profile.apiKeys.resources.${resource}`) })}
          </Badge>
        );
      })}
    </Group>
  );
}

/**
 * The profile's API keys: create a named key with a lifetime, scopes and allowed addresses (its secret shown once,
 * with a copy button), list the keys with prefix, access, addresses, creation, last use and expiry, rename or revoke
 * one. docs/integrating.md tells integrators how to use them.
 */
export function ApiKeys() {
  const { t } = useTranslation();
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyRow | null>(null);
  const [renaming, setRenaming] = useState<ApiKeyRow | null>(null);
  const full = (keys.data?.length ?? 0) >= API_KEYS_PER_ACCOUNT;

  const onCreate = (input: ApiKeyCreateInput, reset: () => void) =>
    create.mutate(input, {
      onSuccess: (key) => {
        setCreated(key);
        reset();
      },
    });

  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        notifySuccess(t('profile.apiKeys.revoked', { name: revoking.name }));
        setRevoking(null);
      },
    });
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="api-keys-title" id="api-keys">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="api-keys-title">
            {t('profile.apiKeys.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('profile.apiKeys.text')}
          </Text>
        </div>
        <ApiKeyCreateForm onCreate={onCreate} pending={create.isPending} disabled={full} />
        {full && (
          <Text size="sm" c="dimmed">
            {t('profile.apiKeys.full', { max: API_KEYS_PER_ACCOUNT })}
          </Text>
        )}
        {keys.isError ? (
          <Text c="dimmed" role="alert">
            {t('profile.apiKeys.loadFailed')}
          </Text>
        ) : keys.data && keys.data.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="api-keys-empty">
            {t('profile.apiKeys.none')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={960}>
            <Table striped aria-labelledby="api-keys-title">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('profile.apiKeys.name')}</Table.Th>
                  <Table.Th>{t('profile.apiKeys.prefix')}</Table.Th>
                  <Table.Th>{t('profile.apiKeys.access')}</Table.Th>
                  <Table.Th>{t('profile.apiKeys.allowedIpsColumn')}</Table.Th>
                  <Table.Th>{t('profile.apiKeys.created')}</Table.Th>
                  <Table.Th>{t('profile.apiKeys.lastUsed')}</Table.Th>
                  <Table.Th>{t('profile.apiKeys.expires')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(keys.data ?? []).map((k) => (
                  <Table.Tr key={k.id} data-testid="api-key-row">
                    <Table.Td>{k.name}</Table.Td>
                    <Table.Td>
                      <Code>{k.prefix}…</Code>
                    </Table.Td>
                    <Table.Td data-testid="api-key-access">
                      <KeyAccess scopes={k.scopes} />
                    </Table.Td>
                    <Table.Td>
                      {k.allowed_ips ? (
                        <Stack gap={2}>
                          {k.allowed_ips.map((ip) => (
                            <Code key={ip}>{ip}</Code>
                          ))}
                        </Stack>
                      ) : (
                        t('profile.apiKeys.anyAddress')
                      )}
                    </Table.Td>
                    <Table.Td>{formatDateTime(k.created_at)}</Table.Td>
                    <Table.Td>
                      {formatDateTime(k.last_used_at) ?? t('profile.apiKeys.never')}
                      {k.last_used_ip && (
                        <Text size="xs" c="dimmed">
                          {t('profile.apiKeys.fromAddress', { address: k.last_used_ip })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td data-testid="api-key-expires">{formatDateTime(k.expires_at)}</Table.Td>
                    <Table.Td ta="right">
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="subtle"
                          leftSection={<IconPencil size={14} aria-hidden />}
                          onClick={() => setRenaming(k)}
                          aria-label={t('profile.apiKeys.renameNamed', { name: k.name })}
                        >
                          {t('profile.apiKeys.rename')}
                        </Button>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          leftSection={<IconTrash size={14} aria-hidden />}
                          onClick={() => setRevoking(k)}
                          aria-label={t('profile.apiKeys.revokeNamed', { name: k.name })}
                        >
                          {t('profile.apiKeys.revoke')}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>

      <Modal
        closeButtonProps={{ 'aria-label': t('common.close') }}
        opened={created !== null}
        onClose={() => setCreated(null)}
        title={t('profile.apiKeys.createdTitle')}
        centered
        size="lg"
      >
        <Stack>
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />}>
            {t('profile.apiKeys.createdText', { name: created?.name ?? '' })}
          </Alert>
          <Group gap="xs" wrap="nowrap" align="center">
            <Code block style={{ flex: 1, wordBreak: 'break-all' }} data-testid="api-key-secret">
              {created?.secret}
            </Code>
            <CopyButton value={created?.secret ?? ''} timeout={2000}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? t('profile.apiKeys.copied') : t('profile.apiKeys.copy')} withArrow>
                  <ActionIcon
                    variant="light"
                    color={copied ? 'teal' : 'blue'}
                    size="lg"
                    onClick={copy}
                    aria-label={copied ? t('profile.apiKeys.copied') : t('profile.apiKeys.copy')}
                  >
                    {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
          <Text size="sm" c="dimmed">
            {t('profile.apiKeys.usage')}
          </Text>
          <Group justify="flex-end">
            <Button onClick={() => setCreated(null)} data-autofocus>
              {t('profile.apiKeys.done')}
            </Button>
          </Group>
        </Stack>
      </Modal>

      <ApiKeyRenameDialog apiKey={renaming} onClose={() => setRenaming(null)} />

      <Modal
        closeButtonProps={{ 'aria-label': t('common.close') }}
        opened={revoking !== null}
        onClose={() => setRevoking(null)}
        title={t('profile.apiKeys.revokeTitle')}
        centered
      >
        <Stack>
          <Text size="sm">{t('profile.apiKeys.revokeText', { name: revoking?.name ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRevoking(null)} data-autofocus>
              {t('common.cancel')}
            </Button>
            <Button color="red" onClick={confirmRevoke} loading={revoke.isPending}>
              {t('profile.apiKeys.revoke')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
