import { INVENTORY_MESSAGES } from '../catalogue/inventory.ts';
import type { RowFieldError } from '../common/company.ts';

/**
 * What a customer row of a bulk file names must exist (POST /customers/bulk): its business jurisdiction among the
 * jurisdictions (the inventory bulk's check and message), its country among the countries (by name or ISO code),
 * and its signed business development manager among the provider's staff accounts (by e-mail or by name), whose
 * account id is stored beside the name so that the company appears under the BDM filter of the customers list.
 */
export const CUSTOMER_REFERENCE_MESSAGES = {
  jurisdictionUnknown: INVENTORY_MESSAGES.jurisdictionUnknown,
  countryUnknown: 'This country does not exist',
  bdmUnknown: 'No provider staff account has this name or e-mail',
  bdmAmbiguous: 'Several provider staff accounts have this name: please write the e-mail',
} as const;

/** A provider staff account a BDM cell may name. */
export interface StaffAccountRef {
  id: number;
  email: string;
  firstname: string | null;
  lastname: string | null;
}

/** The reference data a file's rows are checked against (keys lower case). */
export interface CompanyReferences {
  /** lower-case name → jurisdiction name */
  jurisdictions: ReadonlyMap<string, string>;
  /** lower-case name or ISO code → country name */
  countries: ReadonlyMap<string, string>;
  /** The staff accounts whose e-mail or name a row names. */
  staff: readonly StaffAccountRef[];
}

/** The key a name or e-mail is compared by: trimmed, inner spaces collapsed, lower case. */
export const referenceKey = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/** A staff account's name as the portal shows it (first and last name, else the e-mail). */
export function staffName(a: Pick<StaffAccountRef, 'email' | 'firstname' | 'lastname'>): string {
  return (
    [a.firstname, a.lastname]
      .filter((p) => p?.trim())
      .join(' ')
      .trim() || a.email
  );
}

interface ReferencedFields {
  business_jurisdiction?: string | null | undefined;
  address_country?: string | null | undefined;
  provider_signed_bdm_name?: string | null | undefined;
  provider_signed_bdm_id?: number | null | undefined;
}

/**
 * A valid row's references resolved: the jurisdiction and country as the reference data spells them, the BDM's
 * account id and name; or the fields naming what does not exist. Blank fields are not checked.
 */
export function resolveCompanyReferences<T extends ReferencedFields>(
  row: T,
  refs: CompanyReferences,
): { ok: true; data: T } | { ok: false; errors: RowFieldError[] } {
  const errors: RowFieldError[] = [];
  const data = { ...row };
  if (row.business_jurisdiction) {
    const name = refs.jurisdictions.get(referenceKey(row.business_jurisdiction));
    if (name) data.business_jurisdiction = name;
    else errors.push({ field: 'business_jurisdiction', message: CUSTOMER_REFERENCE_MESSAGES.jurisdictionUnknown });
  }
  if (row.address_country) {
    const name = refs.countries.get(referenceKey(row.address_country));
    if (name) data.address_country = name;
    else errors.push({ field: 'address_country', message: CUSTOMER_REFERENCE_MESSAGES.countryUnknown });
  }
  if (row.provider_signed_bdm_name) {
    const key = referenceKey(row.provider_signed_bdm_name);
    const byEmail = refs.staff.filter((a) => a.email.toLowerCase() === key);
    const matches = byEmail.length ? byEmail : refs.staff.filter((a) => referenceKey(staffName(a)) === key);
    const [bdm] = matches;
    if (matches.length === 1 && bdm) {
      data.provider_signed_bdm_id = bdm.id;
      data.provider_signed_bdm_name = staffName(bdm);
    } else {
      const message = matches.length ? CUSTOMER_REFERENCE_MESSAGES.bdmAmbiguous : CUSTOMER_REFERENCE_MESSAGES.bdmUnknown;
      errors.push({ field: 'provider_signed_bdm_name', message });
    }
  }
  return errors.length ? { ok: false, errors } : { ok: true, data };
}
