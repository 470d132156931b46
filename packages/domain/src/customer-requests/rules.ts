import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * A registered user's request to become a customer (docs/customer-requests.md): it waits for the provider's staff, who
 * approve it (the company is created and the requester becomes its master) or decline it with a reason. A decision is
 * final: a declined requester may send a new request, an approved one is a customer.
 */
export const CUSTOMER_REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;
export type CustomerRequestStatus = (typeof CUSTOMER_REQUEST_STATUSES)[number];

/** What staff do with a pending request. */
export type CustomerRequestDecision = 'approve' | 'decline';

const NEXT: Record<CustomerRequestStatus, Partial<Record<CustomerRequestDecision, CustomerRequestStatus>>> = {
  pending: { approve: 'approved', decline: 'declined' },
  approved: {},
  declined: {},
};

/** The status a decision leads to, or null when the request cannot take it (it was decided already). */
export function nextRequestStatus(current: CustomerRequestStatus, decision: CustomerRequestDecision): CustomerRequestStatus | null {
  return NEXT[current]?.[decision] ?? null;
}

/**
 * Whether an account may send a new request, given the statuses of its earlier ones: not while one waits, and not once
 * one was approved (the account is a customer's master then and no longer a registered user).
 */
export function maySubmitRequest(earlier: readonly CustomerRequestStatus[]): boolean {
  return !earlier.some((s) => s === 'pending' || s === 'approved');
}

/** A telephone number in international form (E.164: `+` and digits), or null when it is not a valid number. */
export function internationalPhone(raw: string): string | null {
  const text = raw.trim();
  if (!/^\+?[\d\s().-]{4,30}$/.test(text)) return null;
  const digits = text.replace(/[\s().-]/g, '');
  const parsed = parsePhoneNumberFromString(digits.startsWith('+') ? digits : `+${digits}`);
  return parsed?.isValid() ? parsed.number : null;
}

/** Either number identifies the company in its jurisdiction; at least one is needed to open an account for it. */
export const hasCompanyIdentifier = (d: { vat_number?: string | null; business_registration_number?: string | null }) =>
  !!(d.vat_number?.trim() || d.business_registration_number?.trim());
