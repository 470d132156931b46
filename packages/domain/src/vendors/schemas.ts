import { z } from 'zod';
import {
  COMPANY_MESSAGES,
  COMPANY_TEMPLATE_COLUMNS,
  COMPANY_TEMPLATE_EXAMPLE,
  type CompanyTemplateColumn,
  companyFields,
  type RowFieldError,
  validateTemplateRow,
} from '../common/company.ts';
import { listQuery } from '../common/pagination.ts';

/**
 * Vendors (spec 2 §3 Vendor, functionality 240, staff only): the company fields of a customer company
 * without its master account (common/company.ts).
 */

export const VENDOR_MESSAGES = {
  ...COMPANY_MESSAGES,
  nameTaken: 'A vendor with this name already exists',
  inUse: 'Cannot delete a vendor that is still in use',
  added: 'Vendor added successfully',
  updated: 'Vendor updated successfully',
  deleted: 'Vendor deleted successfully',
} as const;

/** POST /vendors/ and PUT /vendors/{id}: every vendor field (name required). */
export const vendorSchema = z.object(companyFields);

/** Sort keys of GET /vendors/ (default name, ascending). */
export const VENDOR_ORDER_FIELDS = [
  'name',
  'former_name',
  'website',
  'provider_insight_company_code',
  'business_jurisdiction',
  'address_country',
  'createdAt',
  'updatedAt',
] as const;
export type VendorOrderField = (typeof VENDOR_ORDER_FIELDS)[number];

export const vendorListQuery = listQuery().extend({
  search: z.string().trim().max(100).optional(),
});

export type VendorInput = z.infer<typeof vendorSchema>;
export type VendorListQuery = z.infer<typeof vendorListQuery>;

/** The columns of the vendor bulk template: the company columns. */
export const VENDOR_TEMPLATE_COLUMNS = COMPANY_TEMPLATE_COLUMNS;
export type VendorTemplateColumn = CompanyTemplateColumn;
export const VENDOR_TEMPLATE_REQUIRED: readonly VendorTemplateColumn[] = ['name'];
export const VENDOR_TEMPLATE_EXAMPLE: Record<VendorTemplateColumn, string> = {
  ...COMPANY_TEMPLATE_EXAMPLE,
  name: 'Example Carrier Ltd',
  former_name: 'Example Networks',
  website: 'https://www.carrier.example',
  provider_insight_company_code: 'VND001',
};

/** Validates one vendor template row; errors name template columns. */
export function validateVendorRow(
  values: Readonly<Record<string, string | undefined>>,
): { ok: true; data: VendorInput } | { ok: false; errors: RowFieldError[] } {
  return validateTemplateRow(vendorSchema, VENDOR_TEMPLATE_COLUMNS, values);
}
