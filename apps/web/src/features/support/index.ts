import { lazyPage } from '../../app/lazy-page';

/** The support feature's public surface: the report-issue form (and its validation rules), loaded only when the 500 page shows it. */
export const TicketForm = lazyPage(() => import('./components/ticket-form'), 'TicketForm');
