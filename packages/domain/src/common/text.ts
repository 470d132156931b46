import { z } from 'zod';

/** Spreadsheet cells and form fields send '' (or blanks) for "not given": read it as null. */
export const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** An optional free text of at most `max` characters, trimmed; '' / blanks / null → null. */
export const optionalText = (max: number) => z.preprocess(blankToNull, z.string().trim().max(max).nullable().optional());
