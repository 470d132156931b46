import type { ErrorCodeInfo } from '../common/error-code-info.ts';

export const TRAFFIC_MESSAGES = {
  moveRefused: 'This alert cannot take this step in its current state',
} as const;

/** The error codes of traffic alerts (common/error-codes.ts gathers every area's; docs/error-codes.md). */
export const TRAFFIC_ERROR_CODES = {
  'traffic.move_refused': {
    status: 409,
    message: TRAFFIC_MESSAGES.moveRefused,
    meaning: 'Acknowledging an alert that is not open, or resolving one already resolved',
  },
} as const satisfies Record<string, ErrorCodeInfo>;
