import { useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  Checkbox,
  Code,
  CopyButton,
  Group,
  Loader,
  Modal,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconKey, IconList, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isWebhookUrl } from '@gsn/domain';
import type { WebhookEndpointRow, WebhookEventOption } from '../api/use-webhooks';
import { NoDataRow } from '../../../components/no-data';
import { ApiError } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';
import { useCreateWebhook, useDeleteWebhook, useUpdateWebhook, useWebhookEvents, useWebhooks } from '../api/use-webhooks';
import { formatDateTime } from '../../../lib/format';
import { WEBHOOKS_PATH, webhookMessage } from '../lib/labels';
import { RotateSecretForm } from '../components/rotate-secret-form';
import { useViewer } from '../../../lib/viewer';
import { DraftNotice } from '../../../components/draft-notice';
import { useFormDraft } from '../../../lib/form-draft';

interface FormValues {
  url: string;
  description: string;
  events: string[];
  enabled: boolean;
}

/**
 * Add or edit an endpoint (a modal). The events it offers are the ones the server's modules contribute
 * (GET /webhooks/events); one an endpoint keeps that is no longer offered is dropped on saving.
 */
function EndpointForm({
  endpoint,
  offered,
  onDone,
  onCreated,
}: {
  endpoint: WebhookEndpointRow | null;
  offered: WebhookEventOption[];
  onDone: () => void;
  onCreated: (secret: string) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const form = useForm<FormValues>({
    initialValues: {
      url: endpoint?.url ?? '',
      description: endpoint?.description ?? '',
      events: endpoint?.events.filter((e) => offered.some((o) => o.name === e)) ?? [],
      enabled: endpoint?.enabled ?? true,
    },
    validate: {
      url: (v) => (isWebhookUrl(v.trim()) ? null : t('webhooks.messages.url')),
      events: (v) => (v.length ? null : t('webhooks.messages.events')),
    },
  });
  // the form opens on the page for a new endpoint or one being edited: a draft for each
  const draft = useFormDraft(form, { name: `webhook-${endpoint?.id ?? 'new'}` });
  const onError = (e: Error) => {
    if (e instanceof ApiError) {
      const field = e.errors.find((f) => f.field === 'url' || f.field === 'events');
      if (field) form.setFieldError(field.field, webhookMessage(t, field.message));
      else form.setFieldError('url', webhookMessage(t, e.message));
    }
  };
  const submit = form.onSubmit((v) => {
    const body = { url: v.url.trim(), description: v.description.trim(), events: v.events };
    if (endpoint) {
      update.mutate(
        { id: endpoint.id, ...body, enabled: v.enabled },
        {
          onSuccess: () => {
            notifySuccess(t('webhooks.saved'));
            draft.clear();
            onDone();
          },
          onError,
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: (r) => {
          draft.clear();
          onCreated(r.data.secret);
        },
        onError,
      });
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <DraftNotice draft={draft} />
        <TextInput label={t('webhooks.fields.url')} placeholder="https://" required {...form.getInputProps('url')} />
        <TextInput label={t('webhooks.fields.description')} {...form.getInputProps('description')} />
        <Checkbox.Group label={t('webhooks.fields.events')} required {...form.getInputProps('events')}>
          <Stack gap={6} mt="xs">
            {offered.map((e) => (
              <Checkbox key={e.name} value={e.name} label={`${e.label} (${e.name})`} />
            ))}
          </Stack>
        </Checkbox.Group>
        {endpoint && <Switch label={t('webhooks.fields.enabled')} {...form.getInputProps('enabled', { type: 'checkbox' })} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {endpoint ? t('webhooks.save') : t('webhooks.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * /portal/administration/webhooks (docs/webhooks.md): the endpoints that receive the portal's events — a master's for
 * its company, staff's for every company — with their deliveries; the signing secret is shown once, when one is added.
 */
export function WebhooksPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const staff = viewer.staff;
  const list = useWebhooks();
  // the events the form offers, asked for with the list so that the form opens at once
  const offered = useWebhookEvents();
  const remove = useDeleteWebhook();
  const [editing, setEditing] = useState<WebhookEndpointRow | 'new' | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpointRow | null>(null);
  const [rotating, setRotating] = useState<WebhookEndpointRow | null>(null);
  const rows = list.data?.data ?? [];
  const cols = staff ? 6 : 5;

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {t('webhooks.title')}
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('webhooks.add')}
        </Button>
      </Group>
      <Text c="dimmed" size="sm">
        {t('webhooks.intro')}
      </Text>
      <Table.ScrollContainer minWidth={860}>
        <Table striped withTableBorder data-testid="webhooks-table">
          <Table.Caption>{t('webhooks.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('webhooks.fields.url')}</Table.Th>
              <Table.Th scope="col">{t('webhooks.fields.events')}</Table.Th>
              {staff && <Table.Th scope="col">{t('webhooks.fields.company')}</Table.Th>}
              <Table.Th scope="col">{t('webhooks.fields.status')}</Table.Th>
              <Table.Th scope="col">{t('webhooks.fields.description')}</Table.Th>
              <Table.Th scope="col">{t('webhooks.fields.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <NoDataRow colSpan={cols} />
            ) : (
              rows.map((e) => (
                <Table.Tr key={e.id} data-webhook-id={e.id}>
                  <Table.Th scope="row" fw={500} style={{ wordBreak: 'break-all' }}>
                    {e.url}
                  </Table.Th>
                  <Table.Td>
                    <Group gap={4}>
                      {e.events.map((ev) => (
                        <Badge key={ev} variant="light" size="sm" tt="none">
                          {ev}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  {staff && (
                    <Table.Td>
                      {e.customer_id === null ? t('webhooks.allCompanies') : t('webhooks.company', { id: e.customer_id })}
                    </Table.Td>
                  )}
                  <Table.Td>
                    <Badge color={e.enabled ? 'green' : 'red'} variant="light">
                      {e.enabled ? t('webhooks.enabled') : t('webhooks.disabled')}
                    </Badge>
                    {e.disabled_reason && (
                      <Text size="xs" c="dimmed" mt={4}>
                        {e.disabled_reason}
                      </Text>
                    )}
                    {e.previous_secret_until && new Date(e.previous_secret_until) > new Date() && (
                      <Text size="xs" c="dimmed" mt={4}>
                        {t('webhooks.overlapUntil', { time: formatDateTime(e.previous_secret_until) })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{e.description}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="light"
                        component={Link}
                        to={`${WEBHOOKS_PATH}/${e.id}/deliveries`}
                        leftSection={<IconList size={14} aria-hidden />}
                        aria-label={t('webhooks.deliveriesOf', { url: e.url })}
                      >
                        {t('webhooks.deliveries')}
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        leftSection={<IconPencil size={14} aria-hidden />}
                        aria-label={t('webhooks.editOf', { url: e.url })}
                        onClick={() => setEditing(e)}
                      >
                        {t('webhooks.edit')}
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        leftSection={<IconKey size={14} aria-hidden />}
                        aria-label={t('webhooks.rotateOf', { url: e.url })}
                        onClick={() => setRotating(e)}
                      >
                        {t('webhooks.rotate')}
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        leftSection={<IconTrash size={14} aria-hidden />}
                        aria-label={t('webhooks.deleteOf', { url: e.url })}
                        onClick={() => setDeleting(e)}
                      >
                        {t('webhooks.delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="sm">
        <Anchor href="/api/docs" target="_blank" rel="noreferrer">
          {t('webhooks.docs')}
        </Anchor>
      </Text>

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('webhooks.addTitle') : t('webhooks.editTitle')}
        centered
        size="lg"
      >
        {editing !== null &&
          (offered.data ? (
            <EndpointForm
              endpoint={editing === 'new' ? null : editing}
              offered={offered.data.data}
              onDone={() => setEditing(null)}
              onCreated={(s) => {
                setEditing(null);
                setSecret(s);
              }}
            />
          ) : (
            <Center py="md">
              <Loader size="sm" aria-label={t('common.loading')} />
            </Center>
          ))}
      </Modal>

      <Modal opened={secret !== null} onClose={() => setSecret(null)} title={t('webhooks.secretTitle')} centered size="lg">
        <Stack>
          <Alert color="yellow" role="status">
            {t('webhooks.secretOnce')}
          </Alert>
          <Code block data-testid="webhook-secret">
            {secret}
          </Code>
          <Group justify="flex-end">
            <CopyButton value={secret ?? ''}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy}>
                  {copied ? t('webhooks.copied') : t('webhooks.copy')}
                </Button>
              )}
            </CopyButton>
            <Button onClick={() => setSecret(null)}>{t('webhooks.done')}</Button>
          </Group>
        </Stack>
      </Modal>

      <Modal opened={rotating !== null} onClose={() => setRotating(null)} title={t('webhooks.rotateTitle')} centered>
        {rotating && (
          <RotateSecretForm
            endpoint={rotating}
            onCancel={() => setRotating(null)}
            onRotated={(s) => {
              setRotating(null);
              setSecret(s);
            }}
          />
        )}
      </Modal>

      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t('webhooks.deleteTitle')} centered>
        <Stack>
          <Text size="sm">{t('webhooks.deleteConfirm')}</Text>
          <Text size="sm" fw={600} style={{ wordBreak: 'break-all' }}>
            {deleting?.url}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('common.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              data-autofocus
              onClick={() =>
                deleting &&
                remove.mutate(deleting.id, {
                  onSuccess: () => {
                    notifySuccess(t('webhooks.deleted'));
                    setDeleting(null);
                  },
                })
              }
            >
              {t('webhooks.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
