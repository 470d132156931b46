import { useQuery } from '@tanstack/react-query';
import { Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../components/list-pagination';
import { ListTable } from '../../../components/list-table';
import { formatDateTime } from '../../../lib/format';
import { useListParams } from '../../../lib/list-view';
import { useViewer } from '../../../lib/viewer';
import { ticketListParams, ticketListQuery } from '../api/ticket-list';
import { TicketFiltersBar } from '../components/ticket-filters';
import { TicketStatusBadge, titleKey } from '../components/ticket-badges';
import { NEW_TICKET_PATH, ticketPath } from '../paths';

/**
 * /portal/support/tickets (docs/support.md): a customer's "My tickets" (its company's), the staff's queue of every
 * company's tickets; most recently changed first, the filters in the address.
 */
export function TicketsPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const [params] = useSearchParams();
  const view = useListParams(ticketListParams, { staff: viewer.staff });
  const list = useQuery(ticketListQuery(view));
  const rows = list.data?.data ?? [];
  const heading = viewer.staff ? t('tickets.list.queueTitle') : t('tickets.list.title');
  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {heading}
        </Title>
        <Button component={Link} to={NEW_TICKET_PATH}>
          {t('tickets.list.new')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {viewer.staff ? t('tickets.list.queueIntro') : t('tickets.list.intro')}
      </Text>
      <TicketFiltersBar key={params.toString()} value={view.filters} staff={viewer.staff} onSearch={view.setFilters} />
      <PagedList list={list} view={view} label={t('tickets.list.pagination')}>
        <ListTable
          caption={heading}
          hideCaption
          minWidth={760}
          columns={[
            t('tickets.fields.number'),
            t('tickets.fields.title'),
            viewer.staff && t('tickets.fields.company'),
            t('tickets.fields.status'),
            viewer.staff && t('tickets.fields.assignee'),
            t('tickets.fields.messages'),
            t('tickets.fields.updated'),
          ]}
          rows={rows}
          loading={list.isPending}
        >
          {(r) => (
            <Table.Tr key={r.id} data-ticket-id={r.id}>
              <Table.Th scope="row">
                <Anchor component={Link} to={ticketPath(r.id)}>
                  #{r.id}
                </Anchor>
              </Table.Th>
              <Table.Td>{t(titleKey(r.title))}</Table.Td>
              {viewer.staff && <Table.Td>{r.customer_name ?? t('tickets.show.noCompany')}</Table.Td>}
              <Table.Td>
                <TicketStatusBadge status={r.status} />
              </Table.Td>
              {viewer.staff && <Table.Td>{r.assignee_name ?? t('tickets.list.unassigned')}</Table.Td>}
              <Table.Td>{r.messages_count}</Table.Td>
              <Table.Td>{formatDateTime(String(r.updatedAt)) ?? '—'}</Table.Td>
            </Table.Tr>
          )}
        </ListTable>
      </PagedList>
    </Stack>
  );
}
