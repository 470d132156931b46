import { DOCUMENT_INPUTS, type DocumentInput } from '../orders/schemas.ts';

/**
 * Compliance profiles (docs/api-compliance.md): a company keeps its end users and its proofs once; staff verify each
 * proof once; an order's document requirement is satisfied by choosing one. These are the pure rules: which proof
 * types satisfy which order input, when a proof may still be chosen, and when its expiry is to be warned of.
 */

/** The kinds of proof a company keeps. */
export const COMPLIANCE_DOCUMENT_TYPES = [
  'business_registration',
  'address_proof',
  'passport',
  'passport_holding_photo',
  'itu_assignment',
  'declaration_letter',
  'consent_letter',
  'porting_form',
  'invoice',
] as const;
export type ComplianceDocumentType = (typeof COMPLIANCE_DOCUMENT_TYPES)[number];

/** A proof's verification state: set once by the provider's staff. */
export const COMPLIANCE_STATES = ['pending', 'approved', 'rejected'] as const;
export type ComplianceState = (typeof COMPLIANCE_STATES)[number];

/** The order document input each proof type satisfies (one input per type, one type per input). */
export const PROOF_INPUT: Record<ComplianceDocumentType, DocumentInput> = {
  business_registration: 'business_registration_doc',
  address_proof: 'end_user_address_proof',
  passport: 'authorised_person_passport_id',
  passport_holding_photo: 'authorised_person_passport_holding_photo_id',
  itu_assignment: 'itu_assignment_doc',
  declaration_letter: 'declaration_letter',
  consent_letter: 'portability_end_user_consent_letter',
  porting_form: 'portability_forms',
  invoice: 'portability_latest_invoices',
};

/** The proof types that satisfy an order input (empty for an input no proof satisfies, e.g. a number list). */
export function proofTypesFor(input: string): ComplianceDocumentType[] {
  return COMPLIANCE_DOCUMENT_TYPES.filter((t) => PROOF_INPUT[t] === input);
}

/** The file types a proof of this type takes: those of the order input it satisfies. */
export const proofFileTypes = (type: ComplianceDocumentType) => DOCUMENT_INPUTS[PROOF_INPUT[type]];

/** Days before its valid-until date that a proof's company and the operations staff are warned. */
export const EXPIRY_WARNING_DAYS = 30;

/** A day (YYYY-MM-DD, UTC) of a moment. */
export const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** `day` plus `n` days (YYYY-MM-DD). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return dayOf(d);
}

/** Expired: its valid-until day is before today (valid through the day it names). */
export const isExpired = (validUntil: string | null, today: string) => validUntil !== null && validUntil < today;

/** Expiring soon: not expired, and its valid-until day is within EXPIRY_WARNING_DAYS of today. */
export const isExpiringSoon = (validUntil: string | null, today: string, days = EXPIRY_WARNING_DAYS) =>
  validUntil !== null && !isExpired(validUntil, today) && validUntil <= addDays(today, days);

/** Why a proof cannot be chosen for an order input, or null when it can. */
export type NotChoosable = 'wrong_type' | 'rejected' | 'expired';

/**
 * Whether a proof may satisfy an order input (the wizard and the order page offer only these): its type is one the
 * input takes, it is approved or still pending (staff verify it once, whichever order comes first), and it has not
 * expired.
 */
export function whyNotChoosable(
  proof: { type: string; state: string; valid_until: string | null },
  input: string,
  today: string,
): NotChoosable | null {
  if (!(proofTypesFor(input) as string[]).includes(proof.type)) return 'wrong_type';
  if (proof.state === 'rejected') return 'rejected';
  if (isExpired(proof.valid_until, today)) return 'expired';
  return null;
}

export const isChoosable = (proof: { type: string; state: string; valid_until: string | null }, input: string, today: string) =>
  whyNotChoosable(proof, input, today) === null;
