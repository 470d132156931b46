import { z } from 'zod';
import { listQuery } from '../common/pagination.ts';
import { type RowFieldError, validateTemplateRow } from '../common/company.ts';
import { blankToNull } from '../common/text.ts';

/**
 * Carriers (spec 2 §2 Carriers, §3 Carrier: id, cic, cs, clli_name), staff only, functionality 220. The CIC
 * is a North American Carrier Identification Code: 3 or 4 digits, unique. A 3-digit CIC is stored as its 4-digit
 * form with a leading 0 (the NANP expansion: 288 → 0288), so a spreadsheet cell that lost its leading zero
 * still names the same carrier. CLLI is Telcordia's 11-character location code.
 */

export const CARRIER_MESSAGES = {
  cicRequired: 'Please enter the CIC',
  cicFormat: 'The CIC must be 3 or 4 digits (for example 0288)',
  csTooLong: 'CS can be at most 100 characters',
  clliFormat: 'The CLLI must be 11 letters or digits (for example NYCMNY54DS0)',
  cicTaken: 'A carrier with this CIC already exists',
  added: 'Carrier added successfully',
} as const;

export const carrierFields = {
  cic: z
    .string({ message: CARRIER_MESSAGES.cicRequired })
    .trim()
    .min(1, { message: CARRIER_MESSAGES.cicRequired, abort: true })
    .regex(/^\d{3,4}$/, CARRIER_MESSAGES.cicFormat)
    .transform((v) => v.padStart(4, '0')),
  cs: z.preprocess(blankToNull, z.string().trim().max(100, CARRIER_MESSAGES.csTooLong).nullable().optional()),
  clli_name: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{11}$/, CARRIER_MESSAGES.clliFormat)
      .nullable()
      .optional(),
  ),
};

/** POST /carriers: one carrier. */
export const carrierCreateSchema = z.object(carrierFields);
export type CarrierCreateInput = z.infer<typeof carrierCreateSchema>;

export const CARRIER_ORDER_FIELDS = ['cic', 'cs', 'clli_name', 'createdAt'] as const;
export type CarrierOrderField = (typeof CARRIER_ORDER_FIELDS)[number];

/** GET /carriers?limit&page&search&orderby&asc (default order cic ascending, 10 per page). */
export const carrierListQuery = listQuery().extend({ search: z.string().trim().max(100).optional() });
export type CarrierListQuery = z.infer<typeof carrierListQuery>;

/** The columns of the carrier bulk template, in order; all three must be in an uploaded file. */
export const CARRIER_TEMPLATE_COLUMNS = ['cic', 'cs', 'clli_name'] as const;
export type CarrierTemplateColumn = (typeof CARRIER_TEMPLATE_COLUMNS)[number];
export const CARRIER_TEMPLATE_REQUIRED: readonly CarrierTemplateColumn[] = ['cic'];
export const CARRIER_TEMPLATE_EXAMPLE: Record<CarrierTemplateColumn, string> = {
  cic: '0288',
  cs: 'AT&T Communications',
  clli_name: 'NYCMNY54DS0',
};

/** Validates one template row (column → cell text; blanks left out) with the create schema; errors name template columns. */
export function validateCarrierRow(
  values: Readonly<Record<string, string | undefined>>,
): { ok: true; data: CarrierCreateInput } | { ok: false; errors: RowFieldError[] } {
  return validateTemplateRow(carrierCreateSchema, CARRIER_TEMPLATE_COLUMNS, values);
}
