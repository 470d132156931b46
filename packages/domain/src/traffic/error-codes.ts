import type { ErrorCodeInfo } from '../common/error-code-info.ts';

export const TRAFFIC_MESSAGES = {
  moveRefused: 'This alert cannot take this step in its current state',
  numberUnknown: 'No number of a customer has this service number',
  muteRange: 'A number can be muted from now for up to 90 days',
} as const;

/** The error codes of traffic alerts (common/error-codes.ts gathers every area's; docs/error-codes.md). */
export const TRAFFIC_ERROR_CODES = {
  'traffic.move_refused': {
    status: 409,
    message: TRAFFIC_MESSAGES.moveRefused,
    meaning: 'Acknowledging an alert that is not open, or resolving one already resolved',
  },
  'traffic.number_unknown': {
    status: 422,
    message: TRAFFIC_MESSAGES.numberUnknown,
    meaning: 'The service number to mute is not in the inventory, or no customer holds it',
  },
  'traffic.mute_range': { status: 422, message: TRAFFIC_MESSAGES.muteRange, meaning: '`until` is in the past or more than 90 days ahead' },
} as const satisfies Record<string, ErrorCodeInfo>;
