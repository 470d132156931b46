import { type ReactNode, useEffect, useRef } from 'react';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconExternalLink } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { ApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { customerName, type NotificationRow, useMarkRead, useNotification } from '../api/use-notifications';
import { NotificationStatusBadge, ReadBadge } from '../components/notification-badges';
import { RichText } from '../components/rich-text';
import { NOTIFICATIONS_PATH } from './paths';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

function NotificationDetails({ n }: { n: NotificationRow }) {
  const { t } = useTranslation();
  const { notification_title: title, notification_message: message } = n;
  const category = n.notificationtype?.category;
  const sub = n.notificationtype?.sub_category;
  return (
    <Paper withBorder p="lg" component="article" aria-labelledby="notification-title">
      <Stack>
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Title order={2} size="h3" id="notification-title">
            {title}
          </Title>
          <ReadBadge read={n.notification_read} />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <Field label={t('notifications.fields.customer')}>{customerName(n.creator_customer) ?? '—'}</Field>
          <Field label={t('notifications.fields.category')}>
            {category ? t(`notifications.categories.${category}`, { defaultValue: category }) : '—'}
          </Field>
          <Field label={t('notifications.fields.subCategory')}>
            {sub ? t(`notifications.subCategories.${sub}`, { defaultValue: sub }) : '—'}
          </Field>
          <Field label={t('notifications.fields.status')}>
            <NotificationStatusBadge status={n.notification_status} order={n.notificationtype?.category === 'order'} />
          </Field>
          <Field label={t('notifications.fields.createdAt')}>{formatDateTime(n.createdAt) ?? '—'}</Field>
        </SimpleGrid>
        <div>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase" mb={4}>
            {t('notifications.fields.message')}
          </Text>
          {message?.trim() ? <RichText text={message} /> : <Text c="dimmed">—</Text>}
        </div>
        {n.subject?.path ? (
          <Group>
            {/* what it is about opens where its feature says (the server answers the path); the label is the kind's */}
            <Button component={Link} to={n.subject.path} variant="light" leftSection={<IconExternalLink size={16} aria-hidden />}>
              {t(`notifications.open.${n.subject.kind}`, {
                id: n.subject.id,
                defaultValue: t('notifications.openSubject', { id: n.subject.id }),
              })}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * /portal/notification/notifications/{id}: one notification (customer, type, status, title, message as rich text);
 * opening an unread one marks it read, and the header badge follows.
 */
export function NotificationReadPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const nid = Number(id);
  const valid = Number.isInteger(nid) && nid > 0;
  const notification = useNotification(valid ? nid : null);
  const markRead = useMarkRead();
  const marked = useRef<number | null>(null);
  const data = notification.data;

  useEffect(() => {
    if (!data || data.notification_read || marked.current === data.id) return;
    marked.current = data.id;
    markRead.mutate(data.id);
  }, [data, markRead.mutate]);

  const missing = !valid || (notification.error instanceof ApiError && notification.error.status === 404);

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {t('notifications.readTitle')}
        </Title>
        <Button component={Link} to={NOTIFICATIONS_PATH} variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
          {t('notifications.back')}
        </Button>
      </Group>
      {missing ? (
        <Alert color="orange" title={t('notifications.notFound.title')}>
          {t('notifications.notFound.text')}
        </Alert>
      ) : data ? (
        <NotificationDetails n={data} />
      ) : notification.isPending ? (
        <PageLoader />
      ) : null}
    </Stack>
  );
}
