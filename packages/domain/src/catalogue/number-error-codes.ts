import { NUMBER_MESSAGES as M } from './number-lifecycle.ts';

/** The error codes of a number's life (docs/api-numbers.md), part of ERROR_CODES (whose ErrorCodeInfo they satisfy there). */
export const NUMBER_ERROR_CODES = {
  'number.staff_only': {
    status: 403,
    message: 'Only staff manage the numbers of an order',
    meaning: 'A customer tried to add or remove numbers',
  },
  'number.too_many': {
    status: 422,
    message: M.tooMany,
    meaning: 'A list or range holds more numbers than one request may add',
    varies: true,
  },
  'number.none': { status: 422, message: M.noneGiven, meaning: 'The request names no number' },
  'number.not_available': {
    status: 422,
    message: M.notAvailable,
    meaning: 'A listed number is unknown, not available, or does not fit the order (errors[] names each); nothing was added',
    varies: true,
  },
  'number.not_holding': { status: 409, message: M.notHolding, meaning: 'The order is not accepted or assigned' },
  'number.more_than_ordered': { status: 422, message: M.moreThanOrdered, meaning: 'The order would hold more numbers than its quantity' },
  'number.short_without_reason': {
    status: 422,
    message: M.shortWithoutReason,
    meaning: 'Moving to assigned with fewer numbers than ordered needs `short_reason`',
  },
  'number.not_removable': { status: 409, message: M.notRemovable, meaning: 'The order is completed: its numbers leave by disconnection' },
  'number.not_completed': { status: 409, message: M.notCompleted, meaning: 'Disconnections are for completed orders' },
  'number.date_invalid': { status: 422, message: M.dateInvalid, meaning: 'The disconnection date is in the past or over a year ahead' },
  'number.not_active': { status: 422, message: M.notActive, meaning: 'A named number is not an active number of this order' },
  'number.nothing_requested': {
    status: 422,
    message: M.nothingRequested,
    meaning: 'No requested disconnection of the named numbers waits for confirmation',
  },
  'number.reservation_limit': { status: 422, message: M.reservationLimit, meaning: 'The company would hold more than the limit' },
  'number.reservation_unknown': { status: 404, message: M.reservationUnknown, meaning: 'The number is not held for the caller' },
  'number.staff_reservation': {
    status: 403,
    message: 'Staff choose numbers on the order itself',
    meaning: 'Wizard holds are for customers; staff add numbers to an accepted order',
  },
  'inventory.stale': {
    status: 409,
    message: 'This number was changed meanwhile; reload it and apply your change again',
    meaning: '`updatedAt` is not the stored one; `data` is the current number',
  },
} as const;
