import type { VendorInput } from '@gsn/domain';
import { COMPANY_FORM_FIELDS, type CompanyValues, companyPayload, companyToValues } from '../../../components/company-form/company-values';
import type { VendorRow } from '../api/use-vendors';

/**
 * A vendor's fields are a customer company's without the master account: the vendor forms reuse the company
 * form, its values and its payload (components/company-form/company-values.ts).
 */
export type VendorValues = CompanyValues;

/** The form fields a server error may name (for per-field messages). */
export const VENDOR_FORM_FIELDS = COMPANY_FORM_FIELDS.filter((f) => f !== 'master_email' && f !== 'master_id');

export const vendorToValues = (v: VendorRow): VendorValues => companyToValues({ ...v, master_id: null, master: null });

/** POST /vendors/ and PUT /vendors/{id}: every vendor field, trimmed, blanks as null. */
export const vendorPayload = (v: VendorValues): VendorInput => companyPayload(v);
