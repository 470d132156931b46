import { PASSWORD_HINT } from '@gsn/domain';
import type { FormErrors } from '@mantine/form';
import { i18n } from './i18n';
import { translateServerMessage } from './notify';

/**
 * @mantine/form validation from the domain's zod schemas (one source of truth with the server), with the
 * messages shown in the interface language.
 */
interface SchemaIssue {
  path: PropertyKey[];
  message: string;
  code?: string;
  maximum?: number | bigint;
  minimum?: number | bigint;
}

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

/**
 * A `validate` function for useForm: checks `toPayload(values)` (what will be sent) against the schema and
 * reports the first problem of each field.
 */
export function schemaValidator<V>(schema: ParseableSchema, toPayload: (values: V) => unknown = (v) => v) {
  return (values: V): FormErrors => {
    const payload = toPayload(values);
    const result = schema.safeParse(payload);
    if (result.success || !result.error) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      const key = issue.path.map(String).join('.');
      if (key in errors) continue;
      errors[key] = issueMessage(issue, payload);
    }
    return errors;
  };
}

/** Per-field server errors (`errors: [{ field, message }]`) for form.setErrors. */
export function serverFieldErrors(errors: { field: string; message: string }[], fields: readonly string[]): FormErrors {
  const out: FormErrors = {};
  for (const e of errors) {
    if (fields.includes(e.field) && !(e.field in out)) out[e.field] = translateServerMessage(e.message);
  }
  return out;
}
