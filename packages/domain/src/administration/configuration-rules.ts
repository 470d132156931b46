import type { z } from 'zod';
import type { configurationEntryAnswer } from './answers.ts';
import { PASSWORD_MASK } from './schemas.ts';

/**
 * Configuration entries (spec 1 §3; API contract, Configuration). Only string, password and boolean entries are
 * editable; any other type (the internal session secret) is neither shown nor written. Password values never
 * leave the server: a set password is shown as the mask, and the mask sent back keeps the stored value.
 */
export type ConfigurationEntry = z.infer<typeof configurationEntryAnswer>;

export interface ConfigurationFieldError {
  field: string;
  message: string;
}

export const EDITABLE_CONFIGURATION_TYPES = ['string', 'password', 'boolean'] as const;

const editable = (e: ConfigurationEntry) => (EDITABLE_CONFIGURATION_TYPES as readonly string[]).includes(e.type);

export const CONFIGURATION_MESSAGES = {
  unknownField: 'Unknown configuration field',
  boolean: 'Must be true or false',
  string: 'Must be a text value',
  email: 'Must be a valid e-mail address',
  number: 'Must be a whole number, 0 or more',
  required: 'Must not be empty',
  nothing: 'Nothing to update',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The entries as the API shows them: editable types only, passwords masked (an unset password shows empty). */
export function presentConfiguration(entries: readonly ConfigurationEntry[]): ConfigurationEntry[] {
  return entries.filter(editable).map((e) => ({
    field: e.field,
    type: e.type,
    value: e.type === 'password' ? (e.value ? PASSWORD_MASK : '') : (e.value ?? ''),
    description: e.description ?? '',
  }));
}

function checkString(field: string, value: string): string | undefined {
  if (field.endsWith('_email') && value !== '' && !EMAIL.test(value)) return CONFIGURATION_MESSAGES.email;
  if ((field.endsWith('_limit') && !/^\d{1,9}$/.test(value)) || (field.startsWith('number_aging_days_') && !/^\d{1,4}$/.test(value)))
    return CONFIGURATION_MESSAGES.number;
  if (field === 'site_name' && value === '') return CONFIGURATION_MESSAGES.required;
  return undefined;
}

/**
 * PUT /configuration: the values to store (as text; booleans 'true'/'false') or every field error. Unknown and
 * internal fields are errors; a password sent as the mask is left out (its value is kept).
 */
export function planConfigurationUpdate(
  entries: readonly ConfigurationEntry[],
  input: Readonly<Record<string, string | boolean>>,
): { updates: { field: string; value: string }[]; errors: ConfigurationFieldError[] } {
  const byField = new Map(entries.filter(editable).map((e) => [e.field, e]));
  const updates: { field: string; value: string }[] = [];
  const errors: ConfigurationFieldError[] = [];
  const fields = Object.keys(input);
  if (fields.length === 0) errors.push({ field: 'body', message: CONFIGURATION_MESSAGES.nothing });
  for (const field of fields) {
    const raw = input[field];
    const entry = byField.get(field);
    if (!entry || raw === undefined) {
      errors.push({ field, message: CONFIGURATION_MESSAGES.unknownField });
      continue;
    }
    if (entry.type === 'boolean') {
      if (raw === true || raw === 'true') updates.push({ field, value: 'true' });
      else if (raw === false || raw === 'false') updates.push({ field, value: 'false' });
      else errors.push({ field, message: CONFIGURATION_MESSAGES.boolean });
      continue;
    }
    if (typeof raw !== 'string') {
      errors.push({ field, message: CONFIGURATION_MESSAGES.string });
      continue;
    }
    if (entry.type === 'password') {
      if (raw !== PASSWORD_MASK) updates.push({ field, value: raw });
      continue;
    }
    const value = raw.trim();
    const problem = checkString(field, value);
    if (problem) errors.push({ field, message: problem });
    else updates.push({ field, value });
  }
  return { updates: errors.length ? [] : updates, errors };
}
