import { PORT_MESSAGES as M } from './schemas.ts';

/** The error codes of number ports (docs/api-ports.md), gathered by common/error-codes.ts. */
export const PORT_ERROR_CODES = {
  'port.not_porting': { status: 409, message: M.notPorting, meaning: 'The order was placed without porting: it carries no port' },
  'port.order_closed': { status: 409, message: M.orderClosed, meaning: 'The order is cancelled, terminated or completed' },
  'port.order_not_accepted': {
    status: 409,
    message: M.orderNotAccepted,
    meaning: 'Completing a port needs its order accepted and not yet completed',
  },
  'port.not_editable': { status: 409, message: M.notEditable, meaning: 'The port is neither a draft nor in exception' },
  'port.move_refused': {
    status: 409,
    message: M.moveRefused,
    meaning: 'No such move from the port’s state for the caller’s side (customer or staff)',
  },
  'port.staff_only': { status: 403, message: M.staffOnly, meaning: 'A customer tried a move of the provider’s' },
  'port.numbers_invalid': {
    status: 422,
    message: M.numberInvalid,
    meaning:
      'A number is not valid, not of the order’s jurisdiction, already in the inventory or in another open port (errors[] names each)',
    varies: true,
  },
  'port.incomplete': {
    status: 422,
    message: M.numbersRequired,
    meaning: 'The port lacks what submitting needs: numbers, losing carrier, FOC date or the signed letter (errors[] names each)',
    varies: true,
  },
  'port.foc_date_refused': {
    status: 422,
    message: M.focWeekend,
    meaning: 'The requested FOC date is within the product’s lead time or on a weekend',
    varies: true,
  },
  'port.move_incomplete': {
    status: 422,
    message: M.resultsRequired,
    meaning: 'A staff move lacks what it carries: the confirmed date, the exception’s reason, every number’s result',
    varies: true,
  },
} as const;
