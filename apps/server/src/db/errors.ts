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

/** Network errors and PostgreSQL SQLSTATEs of a database that is down, restarting or refusing connections. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '25006', // read_only_sql_transaction: a standby (the primary moved; the pool looks for the new one)
]);
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /connection (?:is )?closed/i,
  /PGlite is closed/i,
];

/** Whether an error (or one it wraps, as Drizzle does) says the database cannot be reached just now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => m.test(message))) return true;
  }
  return false;
}
