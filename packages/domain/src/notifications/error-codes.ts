import type { ErrorCodeInfo } from '../common/error-code-info.ts';

/** The error codes of notifications and support tickets (common/error-codes.ts gathers every area's; docs/error-codes.md). */
export const NOTIFICATION_ERROR_CODES = {
  'ticket.daily_limit': {
    status: 429,
    message: 'You have filed 20 tickets today, the most one account may; please try again tomorrow',
    meaning: 'The account filed the most support tickets it may in 24 hours',
  },
} as const satisfies Record<string, ErrorCodeInfo>;
