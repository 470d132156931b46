// Clients of the deployment scenarios: customers placing orders as a careful integrator does, and what they saw.
import { randomUUID } from 'node:crypto';
import { sleep } from './lib.ts';

/** How long a client keeps sending an order again before it gives up. */
export const CLIENT_PATIENCE_MS = 90_000;

export interface Seen {
  ordersSent: number;
  /** The references answered 201, with the time of the answer (performance.now()). */
  acknowledged: Map<string, number>;
  gaveUp: string[];
  resends: number;
  replayed: number;
  statuses: Map<string, number>;
}

export function newSeen(): Seen {
  return { ordersSent: 0, acknowledged: new Map(), gaveUp: [], resends: 0, replayed: 0, statuses: new Map() };
}

/**
 * One order as a careful integrator places it: one Idempotency-Key, sent again with the same key after no answer, a
 * 503, a 409 "in progress" or any 5xx (the key makes that safe), until an answer settles it.
 */
export async function placeOrder(seen: Seen, base: string, token: string, productId: number, reference: string): Promise<void> {
  const key = randomUUID();
  const deadline = performance.now() + CLIENT_PATIENCE_MS;
  const count = (s: string) => seen.statuses.set(s, (seen.statuses.get(s) ?? 0) + 1);
  seen.ordersSent++;
  for (let attempt = 0; performance.now() < deadline; attempt++) {
    if (attempt > 0) seen.resends++;
    const res = await fetch(`${base}/api/orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify({ service_number_type_id: productId, number_quantity: 1, reference, terms_accepted: true }),
      signal: AbortSignal.timeout(20_000),
    }).catch(() => undefined);
    const status = res?.status ?? 0;
    const body = res ? await res.text().catch(() => '') : '';
    count(status === 0 ? 'no answer' : String(status));
    if (status === 201) {
      if (res?.headers.get('idempotent-replayed') === 'true') seen.replayed++;
      seen.acknowledged.set(reference, performance.now());
      return;
    }
    if (status >= 400 && status < 500 && status !== 409 && status !== 429) {
      seen.gaveUp.push(`${reference}: ${status} ${body.slice(0, 160)}`);
      return;
    }
    const retryAfter = Number(res?.headers.get('retry-after') || 1);
    await sleep(Math.min(5, Math.max(0.2, retryAfter)) * 1000);
  }
  seen.gaveUp.push(`${reference}: no settling answer in ${CLIENT_PATIENCE_MS / 1000} s`);
}

/** The answers the clients got, as one line. */
export function figures(seen: Seen): string {
  const statuses = [...seen.statuses].map(([s, n]) => `${s}: ${n}`).join(', ');
  return `${seen.ordersSent} orders sent, ${seen.acknowledged.size} acknowledged, ${seen.resends} resends with the same key (${seen.replayed} answered as replays); answers ${statuses}`;
}
