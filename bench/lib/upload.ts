import { ms } from './clock.ts';

/** What a bulk upload answered: HTTP status, body, the rows counted by status, and the time it took (ms). */
export interface Uploaded {
  status: number;
  body: { data?: { status: string }[]; message?: string };
  statuses: Record<string, number>;
  took: number;
}

/**
 * POSTs `file` to a bulk endpoint (`/api/invnumbers/bulk`, …) as a multipart upload (field `file`), signed in with
 * `token`; timed from the request to the whole answer read.
 */
export async function uploadSheet(base: string, token: string, path: string, filename: string, file: Buffer): Promise<Uploaded> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), filename);
  const t0 = performance.now();
  const res = await fetch(`${base}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const body = (await res.json()) as Uploaded['body'];
  const took = ms(t0);
  const statuses: Record<string, number> = {};
  for (const r of body.data ?? []) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  return { status: res.status, body, statuses, took };
}
