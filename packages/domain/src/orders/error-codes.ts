import type { ErrorCodeInfo } from '../common/error-code-info.ts';

/** The error codes of orders and their documents (common/error-codes.ts gathers every area's; docs/error-codes.md). */
export const ORDER_ERROR_CODES = {
  // — orders and their documents
  'order.stale': {
    status: 409,
    message: 'The order was changed by someone else meanwhile; its current state is shown',
    meaning: 'The `updatedAt` sent is not the stored one; `data` holds the current order',
  },
  'order.not_allowed': {
    status: 409,
    message: 'This action is not possible for the order in its current status',
    meaning: 'No such move or change from the order’s current status',
  },
  'order.status_forbidden': {
    status: 403,
    message: 'This action is not possible for the order in its current status',
    meaning: 'The caller may not create an order in this status',
  },
  'order.customer_data_only': {
    status: 403,
    message: 'Only the customer may change the order data',
    meaning: 'Staff change the status, remarks and pricing, not the customer’s data',
  },
  'order.provider_remarks_only': {
    status: 403,
    message: 'Only the provider may change the provider remarks',
    meaning: 'Customers do not change the provider remarks',
  },
  'order.internal_note_staff_only': {
    status: 403,
    message: 'Only the provider’s staff may write an internal note',
    meaning: 'Customers send the message (`remarks`) only; internal notes are the provider’s',
  },
  'order.custom_pricing_not_allowed': {
    status: 403,
    message: 'Your account type may not set custom pricing',
    meaning: 'The caller may not price the order',
  },
  'order.custom_pricing_missing': {
    status: 422,
    message: 'Add custom pricing before processing the order',
    meaning: 'The move needs custom pricing',
  },
  'order.requirements_missing': {
    status: 422,
    message: 'The order cannot be accepted until its requirements are provided',
    meaning: 'The fields `errors[]` names are still missing',
  },
  'order.no_customer': {
    status: 422,
    message: 'No customer selected: the order cannot proceed without a customer',
    meaning: 'Staff placing an order must choose its customer',
  },
  'order.product_unknown': {
    status: 422,
    message: 'This product does not exist or is no longer offered',
    meaning: 'The product does not exist or has expired',
  },
  'order.invalid': {
    status: 422,
    message: 'No reference introduced (compulsory)',
    meaning: 'The order data break the product’s rules; the message is the first problem',
    varies: true,
  },
  'document.not_found': { status: 404, message: 'We couldnt find this file', meaning: 'No such stored document' },
} as const satisfies Record<string, ErrorCodeInfo>;
