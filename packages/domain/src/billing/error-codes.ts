import type { ErrorCodeInfo } from '../common/error-code-info.ts';

/** What billing answers when a month cannot be closed or read (docs/billing.md, Statements). */
export const BILLING_MESSAGES = {
  monthInvalid: 'Please give the month as YYYY-MM',
  monthNotEnded: 'A month can be closed only once it has ended',
  monthClosed: 'This month is already closed',
  monthOutOfOrder: 'Months close in order: close the month before it first',
} as const;

/** The error codes of billing (common/error-codes.ts gathers every area's; docs/error-codes.md). */
export const BILLING_ERROR_CODES = {
  'billing.month_invalid': { status: 400, message: BILLING_MESSAGES.monthInvalid, meaning: 'The month is not YYYY-MM' },
  'billing.month_not_ended': {
    status: 422,
    message: BILLING_MESSAGES.monthNotEnded,
    meaning: 'The month to close has not ended yet (UTC)',
  },
  'billing.month_closed': { status: 409, message: BILLING_MESSAGES.monthClosed, meaning: 'The month was closed before' },
  'billing.month_out_of_order': {
    status: 409,
    message: BILLING_MESSAGES.monthOutOfOrder,
    meaning: 'A later month than the one after the last closed month was asked to close',
  },
} as const satisfies Record<string, ErrorCodeInfo>;
