import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { announce } from '../../../lib/announcer';
import { BdmSelect } from '../../customers';
import type { TicketDetail, useTicketChange } from '../api/use-tickets';

/**
 * Staff give the ticket to one of them: a search among the provider's staff accounts on the server (the customers'
 * staff picker), or to themselves in one step; clearing the choice leaves it unassigned.
 */
export function AssignPanel(props: { ticket: TicketDetail; me: number; change: ReturnType<typeof useTicketChange> }) {
  const { ticket, me, change } = props;
  const { t } = useTranslation();
  const assign = (id: number | null) =>
    change.mutate({ kind: 'assign', assignee_account_id: id }, { onSuccess: () => announce(t('tickets.show.assigned')) });
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="ticket-assign-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="ticket-assign-title">
          {t('tickets.show.assignTitle')}
        </Title>
        <Group align="flex-end" wrap="wrap">
          <BdmSelect
            label={t('tickets.fields.assignee')}
            placeholder={t('tickets.list.unassigned')}
            value={ticket.assignee_account_id ? String(ticket.assignee_account_id) : null}
            currentName={ticket.assignee_name}
            onChange={(v) => assign(v ? Number(v) : null)}
            disabled={change.isPending}
            w={320}
          />
          {ticket.assignee_account_id !== me && (
            <Button variant="default" onClick={() => assign(me)} loading={change.isPending && change.variables?.kind === 'assign'}>
              {t('tickets.show.assignToMe')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
