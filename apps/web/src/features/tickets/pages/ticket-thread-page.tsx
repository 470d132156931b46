import { useQuery } from '@tanstack/react-query';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { announce } from '../../../lib/announcer';
import { formatDateTime } from '../../../lib/format';
import { serverErrorText } from '../../../lib/notify';
import { useViewer } from '../../../lib/viewer';
import { type TicketDetail, ticketQueries, useTicketChange } from '../api/use-tickets';
import { AssignPanel } from '../components/assign-panel';
import { ReplyForm } from '../components/reply-form';
import { TicketStatusBadge, titleKey } from '../components/ticket-badges';
import { TicketThread } from '../components/ticket-thread';
import { TICKETS_PATH } from '../paths';

/** Close (open or answered) or reopen (closed): either side may. */
function StatusAction({ ticket, change }: { ticket: TicketDetail; change: ReturnType<typeof useTicketChange> }) {
  const { t } = useTranslation();
  const kind = ticket.status === 'closed' ? 'reopen' : 'close';
  return (
    <Button
      variant="default"
      loading={change.isPending && change.variables?.kind === kind}
      onClick={() =>
        change.mutate({ kind }, { onSuccess: () => announce(t(kind === 'close' ? 'tickets.show.closed' : 'tickets.show.reopened')) })
      }
    >
      {t(kind === 'close' ? 'tickets.show.close' : 'tickets.show.reopen')}
    </Button>
  );
}

/** /portal/support/tickets/:id (docs/support.md): the ticket's thread, a reply box, closing and reopening; staff assign. */
export function TicketThreadPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const id = Number(useParams().id);
  const ticket = useQuery({ ...ticketQueries.show(id), enabled: Number.isInteger(id) && id > 0 });
  const change = useTicketChange(id);
  const tk = ticket.data?.data;
  if (ticket.isError || !(Number.isInteger(id) && id > 0)) return <Alert color="red">{t('tickets.show.notFound')}</Alert>;
  if (!tk) return <Text>{t('common.loading')}</Text>;
  const closed = tk.status === 'closed';
  // a staff reply on a closed ticket is refused: staff reopen it first; a customer's reply reopens it
  const canReply = !(closed && viewer.staff);
  const failed =
    change.isError && change.variables?.kind !== 'reply' ? serverErrorText(change.error as { code?: string; message: string }) : null;
  return (
    <Stack maw={900}>
      <Anchor component={Link} to={TICKETS_PATH} size="sm">
        {t('tickets.show.back')}
      </Anchor>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {t('tickets.show.title', { id: tk.id, title: t(titleKey(tk.title)) })}
        </Title>
        <Group gap="sm">
          <TicketStatusBadge status={tk.status} />
          <StatusAction ticket={tk} change={change} />
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        {[
          viewer.staff ? (tk.customer_name ?? t('tickets.show.noCompany')) : null,
          t('tickets.show.openedBy', {
            name: tk.creator_name ?? t('tickets.show.formerAccount'),
            at: formatDateTime(String(tk.createdAt)),
          }),
          viewer.staff ? t('tickets.show.assignee', { name: tk.assignee_name ?? t('tickets.list.unassigned') }) : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      {failed && <Alert color="red">{failed}</Alert>}
      {viewer.staff && viewer.user && <AssignPanel ticket={tk} me={viewer.user.id} change={change} />}
      <TicketThread messages={tk.messages} />
      {canReply ? (
        <ReplyForm change={change} hint={closed ? t('tickets.show.replyReopens') : undefined} />
      ) : (
        <Alert color="gray">{t('tickets.show.reopenToReply')}</Alert>
      )}
    </Stack>
  );
}
