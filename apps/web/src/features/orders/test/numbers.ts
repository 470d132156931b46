import type { MockHandler } from '../../../test/utils';
import type { OrderNumber } from '../api/use-order-numbers';

/** One of an order's numbers as GET /orders/{id}/numbers answers it: active, routed, in Paris. */
export function orderNumber(overrides: Partial<OrderNumber> = {}): OrderNumber {
  return {
    id: 1,
    inventory_number_id: 501,
    service_number: '+33140000001',
    state: 'active',
    city: 'Paris',
    translated_routing: null,
    translation_termination_number: null,
    reserved_at: '2025-02-05T10:00:00.000Z',
    assigned_at: '2025-02-06T10:00:00.000Z',
    activated_at: '2025-02-07T10:00:00.000Z',
    disconnect_requested_at: null,
    disconnect_date: null,
    released_at: null,
    ...overrides,
  };
}

/** `n` numbers +3314000000{1..n}, ids 1..n, in `state` (or as `each` makes the i-th, from 0). */
export function orderNumbers(n: number, each: (i: number) => Partial<OrderNumber> = () => ({})): OrderNumber[] {
  return Array.from({ length: n }, (_, i) =>
    orderNumber({ id: i + 1, inventory_number_id: 500 + i + 1, service_number: `+3314000${String(i + 1).padStart(4, '0')}`, ...each(i) }),
  );
}

/**
 * GET /orders/{id}/numbers over a set of numbers as the server answers it: `page` (from 0) and `limit` slice, `state`
 * filters, `states` counts the whole order. `seen` collects the query of every call.
 */
export function numbersHandler(all: OrderNumber[], seen: URLSearchParams[] = []): MockHandler {
  return ({ url }) => {
    const q = new URLSearchParams(url.split('?')[1] ?? '');
    seen.push(q);
    const page = Number(q.get('page') ?? 0);
    const limit = Number(q.get('limit') ?? 10);
    const state = q.get('state');
    const rows = state ? all.filter((n) => n.state === state) : all;
    const states: Record<string, number> = {};
    for (const n of all) states[n.state] = (states[n.state] ?? 0) + 1;
    return { body: { data: rows.slice(page * limit, page * limit + limit), count: rows.length, states } };
  };
}
