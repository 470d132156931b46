import type { ErrorCodeInfo } from '../common/error-code-info.ts';
import { COMPLIANCE_MESSAGES as M } from './schemas.ts';

/** The error codes of compliance profiles (common/error-codes.ts gathers every area's; docs/error-codes.md). */
export const COMPLIANCE_ERROR_CODES = {
  // — compliance profiles
  'compliance.proof_expired': {
    status: 422,
    message: M.proofExpired,
    meaning: 'The proof’s valid-until date has passed: it satisfies no new order (upload a current one)',
  },
  'compliance.proof_rejected': {
    status: 422,
    message: M.proofRejected,
    meaning: 'Staff rejected the proof (its `reject_reason` says why): it satisfies no order',
  },
  'compliance.proof_wrong_type': {
    status: 422,
    message: M.proofWrongType,
    meaning: 'The proof’s type does not satisfy the order input it was chosen for',
  },
  'compliance.end_user_unknown': {
    status: 422,
    message: M.endUserUnknown,
    meaning: 'The `end_user_id` names no end user of the proof’s company',
  },
} as const satisfies Record<string, ErrorCodeInfo>;
