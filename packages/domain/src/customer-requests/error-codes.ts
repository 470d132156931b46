import type { ErrorCodeInfo } from '../common/error-code-info.ts';

export const CUSTOMER_REQUEST_MESSAGES = {
  companyNameRequired: 'Please enter the company name',
  jurisdictionRequired: 'Please choose the business jurisdiction',
  countryRequired: 'Please choose the country of the address',
  addressRequired: 'Please enter the street address',
  phoneRequired: 'Please enter a telephone number',
  phoneInvalid: 'Please enter a valid telephone number in international form, e.g. +44 20 7946 0000',
  identifierRequired: 'Please enter the VAT number or the company registration number',
  servicesRequired: 'Please choose at least one service you expect to use',
  reasonRequired: 'Please say why the request is declined',
  pendingExists: 'You already have a request waiting for review: you will be told when it is decided',
  alreadyCustomer: 'Your request was approved: your account is a customer account now',
  notPending: 'This request has already been decided',
  submitted: 'Your request has been sent: our team will review it',
  approved: 'The request was approved: the customer and its master account are created',
  declined: 'The request was declined',
} as const;

/** The error codes of requests to become a customer (common/error-codes.ts gathers every area's; docs/error-codes.md). */
export const CUSTOMER_REQUEST_ERROR_CODES = {
  'customer_request.pending_exists': {
    status: 409,
    message: CUSTOMER_REQUEST_MESSAGES.pendingExists,
    meaning: 'The account already has a request waiting for review (one at a time)',
  },
  'customer_request.already_customer': {
    status: 409,
    message: CUSTOMER_REQUEST_MESSAGES.alreadyCustomer,
    meaning: 'The account’s request was approved already',
  },
  'customer_request.not_pending': {
    status: 409,
    message: CUSTOMER_REQUEST_MESSAGES.notPending,
    meaning: 'Approving or declining a request that was already approved or declined',
  },
  'customer_request.unknown_reference': {
    status: 422,
    message: 'This jurisdiction does not exist',
    meaning: 'The business jurisdiction or the country names nothing in the reference data; `errors[]` names each field',
    varies: true,
  },
} as const satisfies Record<string, ErrorCodeInfo>;
