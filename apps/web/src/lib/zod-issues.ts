/** A zod issue as the form helpers read it (zod 3 and 4 alike). */
export interface SchemaIssue {
  path: PropertyKey[];
  message: string;
  code?: string;
  maximum?: number | bigint;
  minimum?: number | bigint;
}

/**
 * The one loop from a zod error to field errors: the first issue of each field, placed by `pick` (undefined
 * drops the issue). The other helpers here build on it.
 */
export function firstIssues<T>(
  issues: readonly SchemaIssue[] | undefined,
  pick: (issue: SchemaIssue) => readonly [field: string, value: T] | undefined,
): Record<string, T> {
  const out: Record<string, T> = {};
  for (const issue of issues ?? []) {
    const hit = pick(issue);
    if (!hit || hit[0] in out) continue;
    out[hit[0]] = hit[1];
  }
  return out;
}
