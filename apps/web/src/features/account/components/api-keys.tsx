import {
  ActionIcon,
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  Modal,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconCheck, IconCopy, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_KEY_DEFAULT_DAYS, API_KEYS_PER_ACCOUNT } from '@gsn/domain';
import { formatDateTime } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { type ApiKeyCreated, type ApiKeyRow, useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/use-profile';

/** The lifetimes offered for a new key, in days (the API takes 1 to 365). */
const LIFETIMES = [30, API_KEY_DEFAULT_DAYS, 180, 365] as const;

/**
 * The profile's API keys: create a named key with a lifetime (its secret shown once, with a copy button), list the
 * keys with prefix, creation, last use and expiry, revoke one. docs/integrating.md tells integrators how to use them.
 */
export function ApiKeys() {
  const { t } = useTranslation();
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyRow | null>(null);
  const form = useForm({
    initialValues: { name: '', days: String(API_KEY_DEFAULT_DAYS) },
    validate: {
      name: (v) => (v.trim() === '' ? t('profile.apiKeys.nameRequired') : v.trim().length > 100 ? t('profile.apiKeys.nameTooLong') : null),
    },
  });
  const full = (keys.data?.length ?? 0) >= API_KEYS_PER_ACCOUNT;

  const submit = form.onSubmit(({ name, days }) =>
    create.mutate(
      { name: name.trim(), expires_in_days: Number(days) },
      {
        onSuccess: (key) => {
          setCreated(key);
          form.reset();
        },
      },
    ),
  );

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
        <form onSubmit={submit} noValidate>
          <Group align="flex-start" wrap="wrap">
            <TextInput
              label={t('profile.apiKeys.name')}
              placeholder={t('profile.apiKeys.namePlaceholder')}
              maxLength={100}
              w={{ base: '100%', sm: 320 }}
              {...form.getInputProps('name')}
            />
            <Select
              label={t('profile.apiKeys.lifetime')}
              data={LIFETIMES.map((d) => ({ value: String(d), label: t('profile.apiKeys.days', { days: d }) }))}
              allowDeselect={false}
              w={{ base: '100%', sm: 160 }}
              {...form.getInputProps('days')}
            />
            <Button type="submit" mt={{ base: 0, sm: 25 }} loading={create.isPending} disabled={full}>
              {t('profile.apiKeys.create')}
            </Button>
          </Group>
        </form>
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
          <Table.ScrollContainer minWidth={680}>
            <Table striped aria-labelledby="api-keys-title">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('profile.apiKeys.name')}</Table.Th>
                  <Table.Th>{t('profile.apiKeys.prefix')}</Table.Th>
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
                    <Table.Td>{formatDateTime(k.created_at)}</Table.Td>
                    <Table.Td>{formatDateTime(k.last_used_at) ?? t('profile.apiKeys.never')}</Table.Td>
                    <Table.Td data-testid="api-key-expires">{formatDateTime(k.expires_at)}</Table.Td>
                    <Table.Td ta="right">
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
