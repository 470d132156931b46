import { CALL_IMPORT_MESSAGES, ORIGIN_TYPES } from '@gsn/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, bearer, createTestContext, login, type TestContext } from '../../../test/helpers.ts';
import { expectedColumns, ratingWorld, type RatingWorld, storedRatedCalls } from '../../../test/rating-world.ts';
import { reportWorld } from '../../../test/report-world.ts';
import { multipart, xlsx } from '../../../test/spreadsheets.ts';

/**
 * Rating on load (docs/billing.md): every call loaded through the CSV import, the xlsx upload and POST /calls is
 * rated by the inserting statement's SQL, and each stored row agrees with `rateCall` on the same inputs.
 */

let ctx: TestContext;
let ops: string;
let admin: string;
let w: RatingWorld;

beforeAll(async () => {
  ctx = await createTestContext();
  const world = await reportWorld(ctx);
  ops = world.ops;
  w = await ratingWorld(ctx, world.companyA);
  await addAccount(ctx, { email: 'admin@rating.test', account_type_id: 100 });
  admin = await login(ctx, 'admin@rating.test');
});
afterAll(async () => ctx?.close());

const HEADER = 'CDR_SEIZTIME,CDR_CLDNUM,CDR_CLGNUM,DIRECTION,CDR_ANSWERTIME,CDR_DISCTIME,CDR_ORIGIN_TYPE';
/** Answered seconds of the calls: 0 s answered, around every increment's steps, an hour; null: not answered. */
const DURATIONS = [null, 0, 1, 6, 29, 30, 31, 37, 59, 60, 61, 3601];
/** Callers: mobile, fixed line, toll-free (not a caller type: default), a short code (unreadable: default). */
const CALLERS = ['+33612345678', '+33142345678', '+448001234567', '12345'];
/** Outbound calls reach a mobile, a premium-rate (special) and a fixed number. */
const CALLED = ['+447911123456', '+449012345678', '+442079460123'];

const time = (base: number, s: number) => new Date(base + s * 1000).toISOString().replace('T', ' ').slice(0, 19);

/** One CSV line: seized at `at`, answered 5 s later when `d` is not null, lasting `d` seconds. */
function line(at: number, called: string, calling: string, direction: string, d: number | null, origin: string) {
  const answer = d === null ? '' : time(at, 5);
  const disc = d === null ? time(at, 20) : time(at, 5 + d);
  return [time(at, 0), called, calling, direction, answer, disc, origin].join(',');
}

const importCsv = (body: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/calls/import', headers: { ...bearer(ops), 'content-type': 'text/csv' }, payload: body });

describe('rating on load', () => {
  it('rates every call of a varied import as rateCall does, to the 1/10,000', async () => {
    const lines: string[] = [];
    let at = Date.parse('2025-09-01T00:00:00Z');
    const next = () => {
      at += 60_000;
      return at;
    };
    const origins = ['', 'payphone', 'MOBILE', 'Fixed'];
    for (const n of Object.values(w.numbers))
      for (const d of DURATIONS)
        for (const [k, caller] of CALLERS.entries()) lines.push(line(next(), n, caller, 'inbound', d, origins[(k + (d ?? 0)) % 4]!));
    for (const n of [w.numbers.sip, w.numbers.sipOwn, w.numbers.didOwn, w.numbers.itfsBare])
      for (const d of DURATIONS) for (const called of CALLED) lines.push(line(next(), called, n, 'outbound', d, ''));
    const res = await importCsv([HEADER, ...lines].join('\n'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ received: lines.length, loaded: lines.length, rejected: 0 });

    const stored = await storedRatedCalls(ctx, `c.seized_at >= '2025-09-01' and c.seized_at < '2025-10-01'`);
    expect(stored).toHaveLength(lines.length);
    for (const c of stored) expect({ id: c.id, ...pick(c) }).toEqual({ id: c.id, ...expectedColumns(c) });

    // the set covers every outcome, source, currency and increment rule
    const seen = (f: (c: (typeof stored)[number]) => unknown) => new Set(stored.map(f));
    expect(seen((c) => c.rating_source)).toEqual(new Set([null, 'number_charges', 'order_tariff', 'product_tariff']));
    expect(seen((c) => c.unrated_reason)).toEqual(new Set([null, 'no_tariff', 'no_rate']));
    expect(seen((c) => c.rating_increment)).toEqual(new Set([null, '30/6', '60/60', '1/1', '60/6', '6/6']));
    expect(seen((c) => c.origin_type)).toEqual(new Set(ORIGIN_TYPES));
    expect(seen((c) => c.origin_source)).toEqual(new Set(['cdr', 'number_type', 'default']));
    expect(seen((c) => c.called_type)).toEqual(new Set([null, 'mobile', 'special', 'fixed']));
    expect(seen((c) => c.currency)).toEqual(new Set([null, 'EUR', 'USD', 'GBP', 'SGD']));

    // by hand: a mobile caller of the ITFS order number, 60 s (no CDR_ORIGIN_TYPE) → the order's 0.0800 USD, the product's 30/6: 60 s
    const mobile60 = stored.find(
      (c) => c.called_number === w.numbers.itfsOrder && c.calling_number === '+33612345678' && c.duration_seconds === 60,
    );
    expect(mobile60).toMatchObject({ origin_type: 'mobile', origin_source: 'number_type', billed_seconds: 60, rate: '0.0800' });
    expect(mobile60).toMatchObject({ cost: '0.0800', currency: 'USD' });
    expect(mobile60).toMatchObject({ rating_source: 'order_tariff', rating_source_id: w.tariffs.orderItfs, rating_increment: '30/6' });
  });

  it('agrees with the rate simulator (GET /billing/simulate) on every call its product’s standard tariff prices', async () => {
    // the product of each number's order; the UIFN and the no-rate DID numbers have no other level (no own charges, no
    // custom tariff), so the simulator must say of each of their calls what was stored, free and unrated included
    const productOf: Record<string, number> = {
      [w.numbers.uifn]: w.products.uifn,
      [w.numbers.didNoRate]: w.products.didNoRate,
      [w.numbers.itfsOrder]: w.products.itfs,
      [w.numbers.itfsOwn]: w.products.itfs,
      [w.numbers.didOwn]: w.products.did,
      [w.numbers.sip]: w.products.sip,
    };
    const onlyProduct = new Set([w.numbers.uifn, w.numbers.didNoRate]);
    const stored = await storedRatedCalls(ctx, `c.seized_at >= '2025-09-01' and c.seized_at < '2025-10-01'`);
    const compared = stored.filter((c) => {
      const number = c.direction === 'outbound' ? c.calling_number! : c.called_number;
      return productOf[number] !== undefined && (onlyProduct.has(number) || c.rating_source === 'product_tariff');
    });
    for (const c of compared) {
      const number = c.direction === 'outbound' ? c.calling_number! : c.called_number;
      const q = new URLSearchParams({
        product_id: String(productOf[number]),
        duration_seconds: String(c.answered ? c.duration_seconds : 0),
      });
      if (c.direction === 'outbound') q.set('direction', 'outbound');
      if (c.called_type) q.set('called_type', c.called_type);
      if (c.origin_type && c.direction !== 'outbound') q.set('origin_type', c.origin_type);
      const res = await ctx.app.inject({ method: 'GET', url: `/api/billing/simulate?${q}`, headers: bearer(admin) });
      expect(res.statusCode, res.body).toBe(200);
      const sim = res.json().data;
      const said = {
        billed_seconds: sim.status === 'unrated' ? null : sim.billed_seconds,
        rate: sim.rate,
        cost: sim.cost,
        currency: sim.currency,
        rating_source: sim.source?.kind ?? null,
        rating_source_id: sim.source?.id ?? null,
        rating_increment: sim.increment,
        unrated_reason: sim.reason,
      };
      expect({ id: c.id, ...said }).toEqual({ id: c.id, ...pick(c) });
    }
    // the comparison covers every call of the two numbers, every origin, a 30/6 tariff, free and unrated calls
    expect(compared.length).toBeGreaterThan(2 * DURATIONS.length * CALLERS.length);
    const rated = compared.filter((c) => c.rating_source === 'product_tariff');
    expect(new Set(rated.map((c) => c.origin_type))).toEqual(new Set(ORIGIN_TYPES));
    expect(rated.some((c) => c.rating_increment === '30/6' && c.duration_seconds === 31 && c.billed_seconds === 36)).toBe(true);
    expect(compared.some((c) => c.cost === '0.0000' && c.rating_source === null)).toBe(true);
    expect(compared.some((c) => c.unrated_reason === 'no_rate')).toBe(true);
  });

  it('reads CDR_ORIGIN_TYPE in any case and rejects any other value, in the CSV import and the xlsx upload', async () => {
    const at = Date.parse('2025-10-01T00:00:00Z');
    const csv = [
      HEADER,
      line(at, w.numbers.uifn, '+33142345678', 'inbound', 61, 'PayPhone'),
      line(at + 60_000, w.numbers.uifn, '+33142345678', 'inbound', 61, 'satellite'),
    ].join('\n');
    const res = await importCsv(csv);
    expect(res.json()).toMatchObject({
      loaded: 1,
      rejected: 1,
      errors: [{ line: 3, field: 'CDR_ORIGIN_TYPE', message: CALL_IMPORT_MESSAGES.option(ORIGIN_TYPES) }],
    });
    const cols = HEADER.split(',');
    const { payload, headers } = multipart(
      'calls.xlsx',
      xlsx([
        cols,
        line(at + 120_000, w.numbers.uifn, '+33612345678', 'inbound', 61, 'Payphone').split(','),
        line(at + 180_000, w.numbers.uifn, '+33612345678', 'inbound', 61, 'tv').split(','),
        line(at + 240_000, w.numbers.uifn, '+33612345678', 'inbound', 61, '').split(','),
      ]),
    );
    const up = await ctx.app.inject({ method: 'POST', url: '/api/calls/bulk', headers: { ...bearer(ops), ...headers }, payload });
    expect(up.statusCode).toBe(200);
    expect(up.json().data.map((r: { status: string; errors: { field: string }[] }) => [r.status, r.errors.map((e) => e.field)])).toEqual([
      ['created', []],
      ['error', ['CDR_ORIGIN_TYPE']],
      ['created', []],
    ]);
    const post = await ctx.app.inject({
      method: 'POST',
      url: '/api/calls',
      headers: bearer(ops),
      payload: { CDR_SEIZTIME: time(at, 300), CDR_CLDNUM: w.numbers.uifn, CDR_ANSWERTIME: time(at, 305), CDR_DISCTIME: time(at, 366) },
    });
    expect(post.statusCode).toBe(201);
    const stored = await storedRatedCalls(ctx, `c.seized_at >= '2025-10-01' and c.seized_at < '2025-11-01'`);
    // UIFN at 60/60, 61 s → 120 s: payphone 0.2500 → 0.5000, mobile 0.0500 → 0.1000; no caller: fixed by default
    expect(stored.map((c) => [c.origin_type, c.origin_source, c.billed_seconds, c.rate, c.cost, c.currency])).toEqual([
      ['payphone', 'cdr', 120, '0.2500', '0.5000', 'USD'],
      ['payphone', 'cdr', 120, '0.2500', '0.5000', 'USD'],
      ['mobile', 'number_type', 120, '0.0500', '0.1000', 'USD'],
      ['fixed', 'default', 120, '0.0200', '0.0400', 'USD'],
    ]);
    for (const c of stored) expect(pick(c)).toEqual(expectedColumns(c));
  });

  it('answers the rating with every call record: billed seconds, rate, cost and currency, or why it is unrated', async () => {
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/calls?fromDate=2025-10-01&toDate=2025-10-01&limit=100',
      headers: bearer(ops),
    });
    expect(list.statusCode).toBe(200);
    const rated = list.json().data.map((c: Record<string, unknown>) => [c.origin_type, c.billed_seconds, c.rate, c.cost, c.currency]);
    expect(rated).toEqual([
      ['fixed', 120, '0.0200', '0.0400', 'USD'],
      ['mobile', 120, '0.0500', '0.1000', 'USD'],
      ['payphone', 120, '0.2500', '0.5000', 'USD'],
      ['payphone', 120, '0.2500', '0.5000', 'USD'],
    ]);
    const unrated = await ctx.app.inject({
      method: 'GET',
      url: '/api/calls?fromDate=2025-09-01&toDate=2025-09-30&limit=100',
      headers: bearer(ops),
    });
    const reasons = new Set(unrated.json().data.map((c: { unrated_reason: string | null }) => c.unrated_reason));
    expect(reasons).toEqual(new Set([null, 'no_tariff', 'no_rate']));
    // the statistics add up the costs per day and hour, per currency
    const daily = await ctx.app.inject({
      method: 'GET',
      url: '/api/reports/calls/callstatistics?fromDate=2025-09-30&toDate=2025-10-01',
      headers: bearer(ops),
    });
    expect(daily.json().data.map((r: { costs: unknown }) => r.costs)).toEqual([[], [{ currency: 'USD', cost: '1.1400' }]]);
    expect(daily.json().totals.costs).toEqual([{ currency: 'USD', cost: '1.1400' }]);
    const hourly = await ctx.app.inject({
      method: 'GET',
      url: '/api/reports/calls/callstatisticshourly?dates=2025-10-01',
      headers: bearer(ops),
    });
    expect(hourly.json().data[0].costs).toEqual([{ currency: 'USD', cost: '1.1400' }]);
    expect(hourly.json().data[1].costs).toEqual([]);
    // the rating's internals (source, its id, increment) stay in the database
    expect(Object.keys(list.json().data[0])).not.toContain('rating_source_id');
  });
});

function pick(c: ReturnType<typeof expectedColumns>) {
  const { billed_seconds, rate, cost, currency, rating_source, rating_source_id, rating_increment, unrated_reason } = c;
  return { billed_seconds, rate, cost, currency, rating_source, rating_source_id, rating_increment, unrated_reason };
}
