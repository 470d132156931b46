/**
 * The changed fields of an audit event (docs/security.md, Audit trail): `{ field: { from, to } }` for each listed field
 * whose value differs. A service reads the record before it writes and notes the difference; a created record has no
 * `before` (every field set is reported as `to`), a removed one no `after` (every field held as `from`).
 */
export type AuditChanges = Record<string, { from?: unknown; to?: unknown }>;

/** A value as the trail keeps it (JSON): a Date as its ISO string, `undefined` as absent. */
function plain(v: unknown): unknown {
  if (v instanceof Date) return v.toISOString();
  if (Array.isArray(v)) return v.map(plain);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, plain(x)]));
  return v;
}

/** Equal as JSON would tell (objects compared key by key whatever their order). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return (a ?? null) === (b ?? null);
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a as object).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b as object).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/**
 * The fields among `fields` that differ between `before` and `after`. With both given, a field `after` leaves out
 * (`undefined`: a partial update that did not touch it) is not a change. With `before` null (created) every field
 * `after` holds is reported as `{ to }`; with `after` null (removed) every field `before` held as `{ from }`.
 */
export function diffFields<B extends object, A extends object>(
  before: B | null | undefined,
  after: A | null | undefined,
  fields: readonly ((keyof B | keyof A) & string)[],
): AuditChanges {
  const out: AuditChanges = {};
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  for (const f of fields) {
    const from = plain(b[f]);
    const to = plain(a[f]);
    if (before && after && a[f] === undefined) continue;
    if (!before && (to === undefined || to === null)) continue;
    if (!after && (from === undefined || from === null)) continue;
    if (before && after && same(from, to)) continue;
    out[f] = { ...(before ? { from: from ?? null } : {}), ...(after ? { to: to ?? null } : {}) };
  }
  return out;
}
