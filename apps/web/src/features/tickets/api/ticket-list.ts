import { TICKET_TITLES } from '@gsn/domain/notifications/schemas';
import { TICKET_STATUSES } from '@gsn/domain/tickets/rules';
import { defineListParams, type ListValuesOf, parseAsId, parseAsOneOf, parseAsTrimmed } from '../../../lib/list-view';
import { ticketQueries } from './use-tickets';

/**
 * The tickets list's address (/portal/support/tickets): `status`, `title`, `q` (a ticket number or words of its
 * messages), and for staff `customer` and `assignee` (an id, `me` or `none`); then page and size.
 */
export const ticketListParams = defineListParams({
  filters: {
    status: parseAsOneOf(TICKET_STATUSES),
    title: parseAsOneOf(TICKET_TITLES),
    search: parseAsTrimmed,
    customer_id: parseAsId,
    assignee: parseAsTrimmed,
  },
  urlKeys: { search: 'q', customer_id: 'customer' },
  staffOnly: ['customer_id', 'assignee'],
});

export const ticketListQuery = ({ filters, view }: ListValuesOf<typeof ticketListParams>) => ticketQueries.list(filters, view);
