/**
 * The operationId and summary every operation of the API document gets unless its route names its own (`schema.
 * operationId`, `schema.summary`): derived from the method and the path, so a new route is named without anyone
 * remembering to. `GET /orders` → `listOrders` (a page answer, `{ data: [...], count }`), `GET /orders/{id}` →
 * `getOrder`, `POST /orders` → `createOrder`, `PUT /orders/{id}` → `updateOrder`, `DELETE /orders/{id}/numbers/{numberId}`
 * → `deleteOrderNumber`, `POST /customers/bulk` → `bulkCreateCustomers`. A collision fails the document's build (contract.ts): the later route then names itself.
 */

const VERBS: Record<string, string> = { GET: 'get', POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' };
/** A POST whose path ends in one of these acts on what the path names before it: `POST /calls/import` → `importCalls`. */
const ACTIONS: Record<string, string> = { bulk: 'bulkCreate', confirm: 'confirm', import: 'import', retry: 'retry', run: 'run' };

/** The singular of an English resource word, as paths spell them (`deliveries` → `delivery`, `orders` → `order`). */
export function singular(word: string): string {
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ss|x|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (/[^su]s$/.test(word)) return word.slice(0, -1);
  return word;
}

const isParam = (segment: string | undefined) => segment !== undefined && /^[:{]/.test(segment);
const capital = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

/**
 * `method` and `path` (without the server's `/api`, parameters as `:id` or `{id}`) → camelCase operationId. A word
 * before a parameter names one of them (singular); the last word of a POST's path names what it creates (singular).
 */
export function deriveOperationId(method: string, path: string, answersPage: boolean): string {
  const segments = path.split('/').filter(Boolean);
  const action = method === 'POST' ? ACTIONS[segments.at(-1) ?? ''] : undefined;
  if (action) segments.pop();
  const words: string[] = [];
  segments.forEach((segment, i) => {
    if (isParam(segment)) return;
    const parts = segment
      .toLowerCase()
      .split(/[_\-.]+/)
      .filter(Boolean);
    const last = parts.length - 1;
    const one = isParam(segments[i + 1]) || (method === 'POST' && !action && i === segments.length - 1);
    if (one && last >= 0) parts[last] = singular(parts[last]!);
    words.push(...parts);
  });
  const verb = action ?? (method === 'GET' && answersPage ? 'list' : (VERBS[method] ?? method.toLowerCase()));
  return [verb, ...words.map(capital)].join('');
}

/** `listOrderNumbers` → `List order numbers`: the summary of an operation that gives none. */
export function summaryOf(operationId: string): string {
  const words = operationId
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(' ');
  return capital(words.join(' '));
}
