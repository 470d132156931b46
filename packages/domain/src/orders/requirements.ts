import type { RequirementFlag } from '../catalogue/products.ts';

/**
 * Requirement completeness (spec 2 §5): every requirement the ordered product flags has a value on the order;
 * a translation by numberrange or individual needs a number list or file; porting (when the product supports it
 * and the order asks for it) needs its flagged documents and a number list or file. Requirements may be supplied
 * at order time or later but must be complete before acceptance.
 */

/** The order fields that satisfy each product requirement flag (all of them must be filled). */
export const REQUIREMENT_FIELDS: Record<Exclude<RequirementFlag, 'portability'>, readonly string[]> = {
  usage_forecast_req: ['usage_forecast'],
  purpose_application_req: ['purpose_application'],
  itu_assignment_notification_req: ['itu_assignment_doc'],
  business_nature_req: ['business_nature'],
  business_registration_req: ['business_registration_jurisdiction', 'business_registration_number'],
  business_registration_doc_req: ['business_registration_doc'],
  end_user_name_req: ['end_user_name'],
  end_user_contact_req: ['end_user_contact_phone', 'end_user_contact_email'],
  end_user_address_req: ['end_user_address'],
  end_user_address_proof_req: ['end_user_address_proof'],
  declaration_letter_req: ['declaration_letter'],
  authorised_person_passport_id_req: ['authorised_person_passport_id'],
  authpers_passportholding_req: ['authorised_person_passport_holding_photo_id'],
  prt_consentletter_req: ['portability_end_user_consent_letter'],
  prt_hstcarriers_req: ['portability_name_existing_hosting_carriers'],
  portability_forms: ['portability_forms'],
  portability_latest_invoices_req: ['portability_latest_invoices'],
};

const PORTING_FLAGS = ['prt_consentletter_req', 'prt_hstcarriers_req', 'portability_forms', 'portability_latest_invoices_req'] as const;

/** The translation formats that need a list of numbers (typed or as a file). */
export const LIST_TRANSLATION_FORMATS = ['numberrange', 'individual'] as const;

export type ProductRequirements = Partial<Record<RequirementFlag, boolean>>;

const filled = (v: unknown) =>
  v !== null && v !== undefined && !(typeof v === 'string' && v.trim() === '') && !(Array.isArray(v) && v.length === 0);

/** The order fields still missing, in a stable order (empty when the order is complete). */
export function missingRequirements(product: ProductRequirements, order: Readonly<Record<string, unknown>>): string[] {
  const missing: string[] = [];
  const porting = !!product.portability && !!order.porting;
  for (const [flag, fields] of Object.entries(REQUIREMENT_FIELDS) as [keyof typeof REQUIREMENT_FIELDS, readonly string[]][]) {
    if (!product[flag]) continue;
    if ((PORTING_FLAGS as readonly string[]).includes(flag) && !porting) continue;
    for (const f of fields) if (!filled(order[f])) missing.push(f);
  }
  if (order.translation_number_required && (LIST_TRANSLATION_FORMATS as readonly unknown[]).includes(order.translation_number_format)) {
    if (!filled(order.translation_number_to) && !filled(order.translation_number_to_file)) missing.push('translation_number_to');
  }
  if (porting && !filled(order.porting_number_to) && !filled(order.porting_number_to_file)) missing.push('porting_number_to');
  return missing;
}

export const requirementsComplete = (product: ProductRequirements, order: Readonly<Record<string, unknown>>) =>
  missingRequirements(product, order).length === 0;

/** Spec 2 §2 edit wizard steps; 2–4 appear only when needed. */
export type EditStep = 'features' | 'details' | 'translation' | 'porting' | 'confirmation';

export function editSteps(product: ProductRequirements, order: Readonly<Record<string, unknown>>): EditStep[] {
  const steps: EditStep[] = ['features'];
  const anyDetail = (Object.keys(REQUIREMENT_FIELDS) as (keyof typeof REQUIREMENT_FIELDS)[]).some(
    (f) => product[f] && !(PORTING_FLAGS as readonly string[]).includes(f),
  );
  if (anyDetail) steps.push('details');
  if (order.translation_number_required && (LIST_TRANSLATION_FORMATS as readonly unknown[]).includes(order.translation_number_format)) {
    steps.push('translation');
  }
  if (product.portability && order.porting) steps.push('porting');
  steps.push('confirmation');
  return steps;
}
