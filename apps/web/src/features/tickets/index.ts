export { ticketsRoute } from './routes';
export { NEW_TICKET_PATH, TICKETS_PATH, ticketPath } from './paths';
export { TITLE_KEYS } from './components/ticket-badges';
