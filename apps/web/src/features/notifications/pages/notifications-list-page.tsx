import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../components/list-pagination';
import { ListTable } from '../../../components/list-table';
import { formatDateTime } from '../../../lib/format';
import { notificationListParams, notificationListQuery } from '../api/notification-list';
import { customerName } from '../api/use-notifications';
import { NotificationStatusBadge, ReadBadge } from '../components/notification-badges';
import { NotificationFiltersForm } from '../components/notification-filters';
import { notificationPath } from './paths';
import { useListParams } from '../../../lib/list-view';

/**
 * /portal/notification/notifications (spec 2 §2 Notifications): the signed-in account's notifications, unread
 * first, 10 a page, filtered by read or unread, category and days (kept in the address); Read opens one.
 */
export function NotificationsListPage() {
  const { t } = useTranslation();
  const view = useListParams(notificationListParams);
  const list = useQuery(notificationListQuery(view));
  const rows = list.data?.data ?? [];

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('notifications.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('notifications.intro')}
      </Text>
      <NotificationFiltersForm key={JSON.stringify(view.filters)} value={view.filters} onSearch={(filters) => view.setFilters(filters)} />
      <PagedList list={list} view={view} label={t('notifications.pagination')}>
        <ListTable
          caption={t('notifications.caption')}
          hideCaption
          minWidth={720}
          columns={[
            t('notifications.columns.customer'),
            t('notifications.columns.title'),
            t('notifications.columns.status'),
            t('notifications.columns.read'),
            t('notifications.columns.createdAt'),
            t('notifications.columns.actions'),
          ]}
          rows={rows}
          loading={list.isPending}
        >
          {(row) => (
            <Table.Tr key={row.id} data-read={row.notification_read} fw={row.notification_read ? undefined : 600}>
              <Table.Td>{customerName(row.creator_customer) ?? '—'}</Table.Td>
              <Table.Th scope="row" fw="inherit">
                {row.notification_title}
              </Table.Th>
              <Table.Td>
                <NotificationStatusBadge status={row.notification_status} order={row.notificationtype?.category === 'order'} />
              </Table.Td>
              <Table.Td>
                <ReadBadge read={row.notification_read} />
              </Table.Td>
              <Table.Td>{formatDateTime(row.createdAt) ?? '—'}</Table.Td>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={notificationPath(row.id)}
                  aria-label={t('notifications.readOne', { title: row.notification_title })}
                >
                  {t('notifications.readLink')}
                </Anchor>
              </Table.Td>
            </Table.Tr>
          )}
        </ListTable>
      </PagedList>
    </Stack>
  );
}
