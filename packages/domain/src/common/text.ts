import { z } from 'zod';

/** Spreadsheet cells and form fields send '' (or blanks) for "not given": read it as null. */
export const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** An optional free text of at most `max` characters, trimmed; '' / blanks / null → null. */
export const optionalText = (max: number) => z.preprocess(blankToNull, z.string().trim().max(max).nullable().optional());

/**
 * Control characters no input may carry (docs/security.md, Input hygiene): the C0 controls but tab, line feed and
 * carriage return, and DEL. A NUL byte cannot be stored in a PostgreSQL text column; the others only hide text from
 * people who read it.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
export const CONTROL_CHARACTER_MESSAGE = 'Control characters (such as NUL) are not allowed';

/** Where in a request's data (strings, object keys, arrays; depth-limited) a control character is: its field path, or undefined. */
export function controlCharacterPath(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? path || 'body' : undefined;
  if (value === null || typeof value !== 'object' || depth > 32) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = controlCharacterPath(value[i], path ? `${path}.${i}` : String(i), depth + 1);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  for (const [k, v] of Object.entries(value)) {
    const at = path ? `${path}.${k}` : k;
    if (CONTROL_CHARACTER.test(k)) return path || 'body';
    const found = controlCharacterPath(v, at, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** A string schema that refuses control characters: the shared rule for free text (the server applies it to every input). */
export const plainString = () => z.string().refine((s) => !CONTROL_CHARACTER.test(s), { message: CONTROL_CHARACTER_MESSAGE });
