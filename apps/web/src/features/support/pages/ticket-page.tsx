import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FUNCTIONALITIES } from '@gsn/domain/permissions/functionalities';
import { useViewer } from '../../../lib/viewer';
import { ErrorBoundary, ServerError } from '../../errors';
import { ticketPath } from '../../tickets';
import { TicketForm } from '../components/ticket-form';

/**
 * /portal/support/tickets/add (spec 2 §2 Notifications): the support ticket form; once the ticket is submitted its
 * page opens (features/tickets), for whoever may follow tickets (support, 800). An uncaught error in the form shows
 * the 500 page with the report-issue form instead (spec 1 §2).
 */
export function TicketPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const follows = useViewer().can(FUNCTIONALITIES.support, 'write');
  return (
    <ErrorBoundary
      fallback={
        <div data-error-boundary="ticket-form">
          <ServerError />
        </div>
      }
    >
      <Stack maw={760}>
        <div>
          <Title order={1} size="h2">
            {t('tickets.title')}
          </Title>
          <Text c="dimmed">{t('tickets.intro')}</Text>
        </div>
        <TicketForm
          heading={t('tickets.form.ticketHeading')}
          submitLabel={t('tickets.form.submitTicket')}
          {...(follows ? { onCreated: (id: number) => navigate(ticketPath(id)) } : {})}
        />
      </Stack>
    </ErrorBoundary>
  );
}
