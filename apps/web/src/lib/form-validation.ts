import { PASSWORD_HINT } from '@gsn/domain';
import type { FormErrors } from '@mantine/form';
import { i18n } from './i18n';
import { serverErrorText } from './notify';
import { firstIssues, type SchemaIssue } from './zod-issues';

export type { SchemaIssue } from './zod-issues';

/**
 * @mantine/form validation from the domain's zod schemas (one source of truth with the server), with the
 * messages shown in the interface language.
 */

export interface ParseableSchema {
  safeParse(value: unknown): { success: boolean; error?: { issues: SchemaIssue[] } };
}

/** Domain messages (English, in @gsn/domain schemas) → translation keys. */
const KNOWN: Record<string, string> = {
  'E-mail is required': 'validation.emailRequired',
  'Password is required': 'validation.passwordRequired',
  'Current password is required': 'validation.currentPasswordRequired',
  'Please enter a valid e-mail address': 'validation.emailInvalid',
  'First name is required': 'validation.firstnameRequired',
  'Last name is required': 'validation.lastnameRequired',
  'Passwords do not match': 'validation.passwordsMismatch',
  'Username must be at least 3 characters': 'validation.usernameMin',
  [PASSWORD_HINT]: 'validation.passwordWeak',
};

function valueAt(values: unknown, path: PropertyKey[]): unknown {
  let v: unknown = values;
  for (const p of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[p];
  }
  return v;
}

export function issueMessage(issue: SchemaIssue, input: unknown): string {
  const known = KNOWN[issue.message];
  const value = valueAt(input, issue.path);
  if (known && !(known === 'validation.emailInvalid' && (value === '' || value === undefined))) return i18n.t(known);
  if (value === '' || value === undefined || value === null) return i18n.t('validation.required');
  switch (issue.code) {
    case 'too_big':
      return i18n.t('validation.tooLong', { max: Number(issue.maximum ?? 0) });
    case 'too_small':
      return i18n.t('validation.tooShort', { min: Number(issue.minimum ?? 0) });
    case 'invalid_value':
    case 'invalid_enum_value':
      return i18n.t('validation.invalidOption');
    default:
      return i18n.t('validation.invalid');
  }
}

/** How zod issues become form errors: which field an issue belongs to, and its text. */
export interface IssueMapping {
  /** The form field of an issue's path (default: the path joined with dots); undefined drops the issue. */
  field?: (path: PropertyKey[]) => string | undefined;
  /** Domain message (English) → translation key, for the form's own messages. */
  messages?: Record<string, string> | ((message: string) => string | undefined);
  /** The text of an issue with no known message (default: issueMessage). */
  fallback?: (issue: SchemaIssue, input: unknown) => string;
}

const knownKey = (messages: IssueMapping['messages'], message: string) =>
  typeof messages === 'function' ? messages(message) : messages?.[message];

/** Field errors (in the interface language) of a schema's issues on `input`, the first of each field. */
export function issuesToErrors(issues: readonly SchemaIssue[] | undefined, input: unknown, mapping: IssueMapping = {}): FormErrors {
  const { field = (path) => path.map(String).join('.'), messages, fallback = issueMessage } = mapping;
  return firstIssues(issues, (issue) => {
    const key = field(issue.path);
    if (key === undefined) return undefined;
    const known = knownKey(messages, issue.message);
    return [key, known ? i18n.t(known) : fallback(issue, input)] as const;
  });
}

/**
 * A `validate` function for useForm: checks `toPayload(values)` (what will be sent) against the schema and
 * reports the first problem of each field.
 */
export function schemaValidator<V>(
  schema: ParseableSchema,
  toPayload: (values: V) => unknown = (v) => v,
  mapping: IssueMapping | ((values: V) => IssueMapping) = {},
) {
  return (values: V): FormErrors => {
    const payload = toPayload(values);
    const result = schema.safeParse(payload);
    if (result.success || !result.error) return {};
    return issuesToErrors(result.error.issues, payload, typeof mapping === 'function' ? mapping(values) : mapping);
  };
}

/** Per-field server errors (`errors: [{ field, message, code }]`) for form.setErrors, by code when it has a translation. */
export function serverFieldErrors(errors: { field: string; message: string; code?: string }[], fields: readonly string[]): FormErrors {
  const out: FormErrors = {};
  for (const e of errors) {
    if (fields.includes(e.field) && !(e.field in out)) out[e.field] = serverErrorText(e);
  }
  return out;
}
