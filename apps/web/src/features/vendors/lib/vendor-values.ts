import type { VendorInput } from '@gsn/domain';
import { CUSTOMER_FORM_FIELDS, type CustomerValues, companyPayload, customerToValues } from '../../customers/lib/customer-values';
import type { VendorRow } from '../api/use-vendors';

/**
 * A vendor's fields are a customer company's without the master account: the vendor forms reuse the company
 * form, its values and its payload (features/customers/lib/customer-values.ts).
 */
export type VendorValues = CustomerValues;

/** The form fields a server error may name (for per-field messages). */
export const VENDOR_FORM_FIELDS = CUSTOMER_FORM_FIELDS.filter((f) => f !== 'master_email' && f !== 'master_id');

export const vendorToValues = (v: VendorRow): VendorValues => customerToValues({ ...v, master_id: null, master: null });

/** POST /vendors/ and PUT /vendors/{id}: every vendor field, trimmed, blanks as null. */
export const vendorPayload = (v: VendorValues): VendorInput => companyPayload(v);
