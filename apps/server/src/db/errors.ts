/** PostgreSQL error classes the repositories turn into results (drizzle wraps the driver's error in `cause`). */
function sqlState(e: unknown): string | undefined {
  for (let x: unknown = e, depth = 0; x && typeof x === 'object' && depth < 4; x = (x as { cause?: unknown }).cause, depth++) {
    const code = (x as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const isUniqueViolation = (e: unknown) => sqlState(e) === '23505';
export const isForeignKeyViolation = (e: unknown) => sqlState(e) === '23503';
/** ON DELETE RESTRICT refused (23001), or a NO ACTION foreign key (23503): the row is still referenced. */
export const isStillReferenced = (e: unknown) => sqlState(e) === '23001' || sqlState(e) === '23503';
/** A data exception (class 22: a number out of the column's range, a character the database cannot store): the input's fault. */
export const isDataException = (e: unknown) => sqlState(e)?.startsWith('22') === true;
