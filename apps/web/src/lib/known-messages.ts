import { ApiError, showApiError } from './api';
import { i18n } from './i18n';
import { codeMessage, notifyError, translateServerMessage } from './notify';

/** English message (lower case) → translation key. */
export type KnownMessages = Record<string, string>;

function knownKey(known: KnownMessages, message: string | null | undefined): string | null {
  const key = known[(message ?? '').trim().toLowerCase()];
  return key && i18n.exists(key) ? key : null;
}

/**
 * The API answers in English, with a code: an error whose code has a translation (`errorCodes.<code>`) is shown by
 * code; otherwise the messages these screens know are shown in the interface language, any other text as sent
 * (after the shared fixed-message translation).
 */
export function knownMessage(known: KnownMessages, message: string | null | undefined, fallbackKey?: string, code?: string | null): string {
  const byCode = codeMessage(code);
  if (byCode) return byCode;
  const text = (message ?? '').trim();
  const key = knownKey(known, text);
  if (key) return i18n.t(key);
  if (text) return translateServerMessage(text);
  return fallbackKey ? i18n.t(fallbackKey) : '';
}

/**
 * Error toasts of a call made with `silent`: known messages translated, the rest as the shared client shows
 * them. No toast starts with a technical field name (the fields of a form show their own errors underneath).
 */
export function showKnownError(known: KnownMessages, error: unknown, _formFields: readonly string[] = []): void {
  if (!(error instanceof ApiError)) {
    showApiError(error);
    return;
  }
  // a 401 has already ended the session and warned
  if (error.status === 401) return;
  if (error.status !== 0 && error.status < 500 && error.status !== 404) {
    if (error.errors.length > 0) {
      for (const e of error.errors) {
        const msg = knownMessage(known, e.message, undefined, e.code);
        notifyError(msg);
      }
      return;
    }
    if (codeMessage(error.code) || knownKey(known, error.message)) {
      notifyError(knownMessage(known, error.message, undefined, error.code));
      return;
    }
  }
  showApiError(error);
}

/** Per-field server errors for form.setErrors, translated when known. */
export function knownFieldErrors(known: KnownMessages, error: unknown, fields: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  if (!(error instanceof ApiError)) return out;
  for (const e of error.errors) {
    if (fields.includes(e.field) && !(e.field in out)) out[e.field] = knownMessage(known, e.message, undefined, e.code);
  }
  return out;
}

/**
 * A message catalogue (key → English text) as translation keys under `prefix` (`prefix.key`), keyed as lookups
 * read them: trimmed, lower case (some of the spec's texts end with a space).
 */
export function catalogue(messages: Readonly<Record<string, string>>, prefix: string): KnownMessages {
  return Object.fromEntries(Object.entries(messages).map(([k, v]) => [v.trim().toLowerCase(), `${prefix}.${k}`]));
}
