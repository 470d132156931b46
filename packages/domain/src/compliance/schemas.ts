import { z } from 'zod';
import { pageAnswer, timestampAnswer } from '../common/answers.ts';
import { isoDaySchema } from '../common/dates.ts';
import { listQuery } from '../common/pagination.ts';
import { blankToNull, optionalText } from '../common/text.ts';
import { DOCUMENT_INPUTS } from '../orders/schemas.ts';
import { COMPLIANCE_DOCUMENT_TYPES, COMPLIANCE_STATES } from './rules.ts';

/** The messages of the compliance endpoints (toasts and field errors). */
export const COMPLIANCE_MESSAGES = {
  endUserSaved: 'End user saved',
  documentUploaded: 'Proof stored; the provider will verify it',
  verified: 'Verification saved',
  chosen: 'Proof used for the order',
  proofExpired: 'This proof has expired and can no longer be used for a new order',
  proofRejected: 'This proof was rejected and cannot be used',
  proofWrongType: 'This proof does not satisfy this requirement',
  reasonRequired: 'Please give the reason for the rejection',
  badCountry: 'Please choose a country',
  badDay: 'Please enter a date as YYYY-MM-DD',
  nameRequired: 'Please enter the end user’s name',
  endUserUnknown: 'No such end user in your company',
} as const;

const M = COMPLIANCE_MESSAGES;
const country = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
  z.string({ message: M.badCountry }).regex(/^[A-Z]{2}$/, M.badCountry),
);
const idValue = z.coerce.number().int().positive().max(2_147_483_647);

/** An end user of the company (the person or business a proof is about); several per company. */
export const endUserSchema = z.strictObject({
  name: z.preprocess(blankToNull, z.string({ message: M.nameRequired }).trim().min(1, M.nameRequired).max(200)),
  address: optionalText(500),
  country: z.preprocess(blankToNull, country.nullable().optional()),
  contact_phone: optionalText(50),
  contact_email: z.preprocess(blankToNull, z.email().max(254).nullable().optional()),
});
export type EndUserInput = z.infer<typeof endUserSchema>;

/** The query of a proof's upload (the file is the multipart field `file`). */
export const proofUploadQuery = z.object({
  type: z.enum(COMPLIANCE_DOCUMENT_TYPES),
  country,
  /** The end user it proves; absent: the company itself. */
  end_user_id: z.preprocess(blankToNull, idValue.nullable().optional()),
  valid_until: isoDaySchema(M.badDay),
});
export type ProofUploadQuery = z.infer<typeof proofUploadQuery>;

/** The company's proofs: filtered by type, state, and the order input they may satisfy. */
export const proofListQuery = listQuery().extend({
  type: z.enum(COMPLIANCE_DOCUMENT_TYPES).optional(),
  state: z.enum(COMPLIANCE_STATES).optional(),
  /** Only the proofs that may satisfy this order input today (approved or pending, of its type, not expired). */
  input: z.enum(Object.keys(DOCUMENT_INPUTS) as [keyof typeof DOCUMENT_INPUTS]).optional(),
  customer_id: idValue.optional(),
});

/** Staff's queue of proofs waiting for verification (state pending by default). */
export const verificationListQuery = listQuery().extend({
  state: z.enum(COMPLIANCE_STATES).default('pending'),
  type: z.enum(COMPLIANCE_DOCUMENT_TYPES).optional(),
  customer_id: idValue.optional(),
  search: z.string().trim().max(100).optional(),
});

/** Staff verify a proof (once; a later change corrects it): approved, or rejected with a reason; the valid-until date may be corrected. */
export const verifySchema = z
  .strictObject({
    state: z.enum(['approved', 'rejected']),
    reason: optionalText(500),
    valid_until: isoDaySchema(M.badDay),
  })
  .superRefine((v, ctx) => {
    if (v.state === 'rejected' && !v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: M.reasonRequired });
  });
export type VerifyInput = z.infer<typeof verifySchema>;

/** An order's document requirement satisfied by one of the company's proofs. */
export const chooseProofSchema = z.strictObject({ document_id: idValue });

export const endUserAnswer = z
  .object({
    id: z.number().int(),
    customer_id: z.number().int(),
    name: z.string(),
    address: z.string().nullable(),
    country: z.string().nullable(),
    contact_phone: z.string().nullable(),
    contact_email: z.string().nullable(),
    createdAt: timestampAnswer,
  })
  .meta({ id: 'EndUser' });
export const endUserListAnswer = z.object({ data: z.array(endUserAnswer) });
export const endUserWriteAnswer = z.object({ message: z.string(), data: endUserAnswer });

export const proofAnswer = z
  .object({
    id: z.number().int(),
    customer_id: z.number().int(),
    customer_name: z.string().nullable(),
    type: z.string(),
    country: z.string(),
    end_user_id: z.number().int().nullable(),
    end_user_name: z.string().nullable(),
    valid_until: z.string().nullable(),
    state: z.string(),
    reject_reason: z.string().nullable(),
    verified_at: timestampAnswer.nullable(),
    warned_at: timestampAnswer.nullable(),
    filename: z.string().nullable(),
    original_name: z.string().nullable(),
    size: z.number().int().nullable(),
    expired: z.boolean(),
    expiring_soon: z.boolean(),
    /** How many orders rely on it. */
    orders: z.number().int(),
    createdAt: timestampAnswer,
  })
  .meta({ id: 'Proof' });
export type ProofRow = z.output<typeof proofAnswer>;
export const proofListAnswer = pageAnswer(proofAnswer);
export const proofWriteAnswer = z.object({ message: z.string(), data: proofAnswer });

/** The proofs an order relies on, by input. */
export const orderProofsAnswer = z.object({
  data: z.array(z.object({ input_id: z.string(), document: proofAnswer })),
});
export const chooseProofAnswer = z.object({
  message: z.string(),
  data: z.object({ input_id: z.string(), document_id: z.number().int(), filename: z.string() }),
  order: z.object({ status: z.string(), updatedAt: z.string() }),
});
export const expirySweepAnswer = z.object({ message: z.string(), data: z.object({ warned: z.number().int() }) });
