/** The tickets' pages (the server's notifications about a ticket open `ticketPath`: modules/tickets, subjects). */
export const TICKETS_PATH = '/portal/support/tickets';
/** The create form (the spec's ticket form, features/support). */
export const NEW_TICKET_PATH = '/portal/support/tickets/add';
export const ticketPath = (id: number) => `${TICKETS_PATH}/${id}`;
