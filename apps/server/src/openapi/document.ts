/** Walking and tidying an OpenAPI document (contract.ts builds the API's). */

export type Json = Record<string, unknown>;
export type Operation = Json;

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** Every operation of the document with its path and method. */
export function* documentOperations(doc: Json): Generator<{ path: string; method: string; op: Operation }> {
  for (const [path, item] of Object.entries((doc.paths ?? {}) as Record<string, Json>)) {
    for (const method of METHODS) {
      const op = item[method] as Operation | undefined;
      if (op) yield { path, method, op };
    }
  }
}

const template = (path: string) => path.replace(/\{[^}]+\}/g, '{}');
const names = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);

/**
 * Paths that differ only in their parameters' names (`/documents/order/{customer_id}/{order_id}/{input_id}` and
 * `…/{filename}`) are one path to a client and to OpenAPI: the later one's operations join the first one's path,
 * their parameters renamed to its names, each keeping its own description.
 */
export function mergeIdenticalPaths(doc: Json): void {
  const paths = doc.paths as Record<string, Json>;
  const first = new Map<string, string>();
  for (const path of Object.keys(paths)) {
    const key = template(path);
    const keep = first.get(key);
    if (!keep) {
      first.set(key, path);
      continue;
    }
    const rename = new Map(names(path).map((n, i) => [n, names(keep)[i]!]));
    for (const [method, op] of Object.entries(paths[path]!)) {
      const params = ((op as Operation).parameters as Json[] | undefined) ?? [];
      for (const p of params) {
        const to = p.in === 'path' ? rename.get(p.name as string) : undefined;
        if (to && to !== p.name) {
          p.description = `${(p.description as string | undefined) ?? ''} (the ${p.name})`.trim();
          p.name = to;
        }
      }
      (paths[keep] as Json)[method] = op;
    }
    delete paths[path];
  }
}

function collectRefs(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) for (const v of value) collectRefs(v, into);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string' && v.startsWith('#/components/schemas/')) into.add(v.slice(21));
      else collectRefs(v, into);
    }
  }
}

/**
 * Drops the component schemas no operation uses: every named zod schema is registered for both directions (`Order`,
 * `OrderInput`), while most are used in one.
 */
export function pruneSchemas(doc: Json): void {
  const components = doc.components as Json;
  const schemas = (components.schemas ?? {}) as Record<string, unknown>;
  const used = new Set<string>();
  collectRefs({ ...doc, components: { ...components, schemas: {} } }, used);
  const queue = [...used];
  while (queue.length) {
    const inner = new Set<string>();
    collectRefs(schemas[queue.pop()!], inner);
    for (const name of inner) {
      if (used.has(name)) continue;
      used.add(name);
      queue.push(name);
    }
  }
  components.schemas = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
}
