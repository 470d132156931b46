import type { ErrorCodeInfo } from '../common/error-code-info.ts';

/** The error codes of the catalogue and the inventory (common/error-codes.ts gathers every area's; docs/error-codes.md). */
export const CATALOGUE_ERROR_CODES = {
  // — catalogue and inventory
  'inventory.number_taken': {
    status: 409,
    message: 'This service number is already in the inventory',
    meaning: 'Service numbers are unique',
  },
  'inventory.invalid': {
    status: 422,
    message: 'This jurisdiction does not exist',
    meaning: 'A value names nothing known (jurisdiction, customer, vendor…); the message is the first problem',
    varies: true,
  },
  'inventory.customer_unknown': { status: 422, message: 'No customer has this code', meaning: 'No customer has the Insight code given' },
  'inventory.vendor_unknown': { status: 422, message: 'No vendor has this code', meaning: 'No vendor has the Insight code given' },
  'product.taken': {
    status: 409,
    message: 'A service number type with this vendor, vendor option, plan, service type and jurisdiction already exists',
    meaning: 'The product already exists',
  },
  'product.vendor_unknown': { status: 422, message: 'This vendor does not exist', meaning: 'The vendor does not exist' },
  'product.jurisdiction_unknown': { status: 422, message: 'This jurisdiction does not exist', meaning: 'The jurisdiction does not exist' },
  'tariff.taken': {
    status: 409,
    message: 'This service number type already has a standard tariff',
    meaning: 'A product has one standard tariff',
  },
  'tariff.product_unknown': {
    status: 422,
    message: 'This service number type does not exist',
    meaning: 'The product does not exist',
  },
} as const satisfies Record<string, ErrorCodeInfo>;
