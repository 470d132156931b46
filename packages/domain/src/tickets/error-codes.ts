import type { ErrorCodeInfo } from '../common/error-code-info.ts';
import { TICKET_MESSAGES } from './schemas.ts';

/** The error codes of support tickets (common/error-codes.ts gathers every area's; docs/error-codes.md). */
export const TICKET_ERROR_CODES = {
  'ticket.move_refused': {
    status: 409,
    message: TICKET_MESSAGES.moveRefused,
    meaning: 'Closing a closed ticket, reopening one that is not closed, or a staff reply on a closed ticket (reopen it first)',
  },
  'ticket.assignee_not_staff': {
    status: 422,
    message: TICKET_MESSAGES.assigneeNotStaff,
    meaning: 'The account a ticket is assigned to is not an active, enabled account of the provider’s staff',
  },
} as const satisfies Record<string, ErrorCodeInfo>;
