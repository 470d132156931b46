/**
 * The stable, machine-readable codes of the API's error answers, listed in docs/error-codes.md: an integration
 * branches on the code, never on the English text.
 *
 * Every error answer carries `code` beside `message`, and every field error `errors[].code`. A code whose
 * `message` is fixed always comes with that exact English text, so clients may translate by code; a code marked
 * `varies` names a kind of error whose English text depends on the request (a size limit, a list of formats,
 * the rule a field breaks): clients show its message, or their own text for the kind.
 *
 * Codes are never renamed or reused for another meaning; new ones may be added.
 */
export interface ErrorCodeInfo {
  /** The HTTP status of the answer (of the whole answer, for a field code: the one it usually comes with). */
  status: number;
  /** The English message the answer carries (for a code that `varies`, an example or the form of the text). */
  message: string;
  /** What the code means, for the integrator. */
  meaning: string;
  /** The message depends on the request (see above). */
  varies?: true;
}
