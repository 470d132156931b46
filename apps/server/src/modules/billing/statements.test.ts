import { execFileSync } from 'node:child_process';
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import { type BillingIncrement, billedSeconds, costOf, fromUnits, sumAmounts, toCents } from '@gsn/domain';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, bearer, createTestContext, login, type TestContext } from '../../../test/helpers.ts';
import { insertRatedCalls } from '../../../test/rated-calls.ts';
import { webhookReceiver } from '../../../test/webhook-receiver.ts';
import {
  auditEvents,
  customers,
  inventoryNumbers,
  orderEvents,
  orderNumbers,
  orders,
  serviceNumberTypeOrderHistory,
  tariffs,
  vendors,
} from '../../db/schema.ts';
import { statementLines } from './schema.ts';

/**
 * Statements on hand-made data: company A holds two toll-free numbers in October 2026 (31 days), one activated on the
 * 16th with its own MRC, one disconnected on the 11th; company B a trunk of 4 channels under an order's custom tariff.
 */
let ctx: TestContext;
const tokens: Record<string, string> = {};
let companyA: number;
let companyB: number;
let ownNumber: number;
let lateCall: () => Promise<unknown>;

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  const [a] = await db.insert(customers).values({ name: 'Alpha Calls' }).returning({ id: customers.id });
  const [b] = await db.insert(customers).values({ name: 'Beta Trunks' }).returning({ id: customers.id });
  companyA = a!.id;
  companyB = b!.id;
  const people = [
    ['admin', 100, null],
    ['billing', 140, null],
    ['ops', 110, null],
    ['masterA', 200, companyA],
    ['billingA', 240, companyA],
    ['masterB', 200, companyB],
  ] as const;
  for (const [who, type, company] of people) {
    await addAccount(ctx, { email: `${who}@statements.test`, account_type_id: type, customer_id: company });
    tokens[who] = await login(ctx, `${who}@statements.test`);
  }
  const [vendor] = await db.insert(vendors).values({ name: 'Statement Vendor' }).returning({ id: vendors.id });
  const product = await ctx.app.inject({
    method: 'POST',
    url: '/api/servicenumbers/type',
    headers: bearer(tokens.admin!),
    payload: {
      vendor_id: vendor!.id,
      vendor_plan: 'P',
      jurisdiction: 'United Kingdom',
      vendor_option: 'TF',
      service_type: 'ITFS',
      number_type: 'Non-Geo',
    },
  });
  expect(product.statusCode, product.body).toBe(201);
  const productId = product.json().data.id as number;
  const tariff = await ctx.app.inject({
    method: 'POST',
    url: '/api/tariff/',
    headers: bearer(tokens.admin!),
    payload: { service_number_type_id: productId, currency: 'GBP', nrc: '50', mrc: '30' },
  });
  expect(tariff.statusCode, tariff.body).toBe(201);

  const [history] = await db
    .insert(serviceNumberTypeOrderHistory)
    .values({ product: {}, service_type: 'ITFS', jurisdiction: 'United Kingdom' })
    .returning({ id: serviceNumberTypeOrderHistory.id });
  const [orderA] = await db
    .insert(orders)
    .values({
      customer_id: companyA,
      service_number_type_order_history_id: history!.id,
      service_number_type_id: productId,
      service_type: 'ITFS',
      jurisdiction: 'United Kingdom',
      status: 'completed',
      reference: 'A-1',
      number_quantity: 2,
    })
    .returning({ id: orders.id });
  const [own, inherited] = await db
    .insert(inventoryNumbers)
    .values([
      {
        service_number: '+448000000001',
        service_type: 'ITFS',
        jurisdiction: 'United Kingdom',
        state: 'active',
        currency: 'GBP',
        mrc: '12',
      },
      { service_number: '+448000000002', service_type: 'ITFS', jurisdiction: 'United Kingdom', state: 'aging' },
    ])
    .returning({ id: inventoryNumbers.id });
  ownNumber = own!.id;
  await db.insert(orderNumbers).values([
    { order_id: orderA!.id, inventory_number_id: own!.id, service_number: '+448000000001', activated_at: new Date('2026-10-16T09:00:00Z') },
    {
      order_id: orderA!.id,
      inventory_number_id: inherited!.id,
      service_number: '+448000000002',
      activated_at: new Date('2026-09-01T09:00:00Z'),
      disconnect_date: '2026-10-11',
      released_at: new Date('2026-10-11T00:05:00Z'),
      release_reason: 'disconnected',
    },
  ]);

  // company A's October calls as the load rated them: three at 0.0200 GBP a minute, one that no pricing rated
  const call = (day: number, seconds: number) => ({
    seized_at: `2026-10-${day}T10:00:00Z`,
    answered_at: `2026-10-${day}T10:00:05Z`,
    duration_seconds: seconds,
    service_type: 'ITFS',
    called_number: '+448000000001',
    jurisdiction: 'United Kingdom',
    customer_id: companyA,
    inventory_number_id: own!.id,
  });
  const rated = (day: number) => ({
    ...call(day, 55),
    origin_type: 'fixed',
    billed_seconds: 60,
    rate: '0.02',
    cost: '0.02',
    currency: 'GBP',
    rating_source: 'product_tariff',
    rating_source_id: 1,
    rating_increment: '60/60',
  });
  await insertRatedCalls(db, [rated(21), rated(22), rated(23), { ...call(24, 40), origin_type: 'payphone', unrated_reason: 'no_rate' }]);
  lateCall = () =>
    insertRatedCalls(db, [
      {
        ...call(29, 30),
        origin_type: 'mobile',
        billed_seconds: 60,
        rate: '0.05',
        cost: '0.05',
        currency: 'GBP',
        rating_source: 'product_tariff',
        rating_source_id: 1,
        rating_increment: '60/60',
      },
    ]);

  const [custom] = await db
    .insert(tariffs)
    .values({ type: 'custom', currency: 'EUR', nrc_channel_charges: '5', mrc_channel_charges: '2.5' })
    .returning({ id: tariffs.id });
  const [orderB] = await db
    .insert(orders)
    .values({
      customer_id: companyB,
      service_number_type_order_history_id: history!.id,
      service_type: 'SIP Trunking',
      jurisdiction: 'United Kingdom',
      status: 'completed',
      reference: 'B-1',
      channel_quantity: 4,
      custom_tariff_id: custom!.id,
    })
    .returning({ id: orders.id });
  await db
    .insert(orderEvents)
    .values({ order_id: orderB!.id, from_status: 'assigned', to_status: 'completed', createdAt: new Date('2026-10-01T08:00:00Z') });
});
afterAll(async () => ctx?.close());

const get = (url: string, who: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(tokens[who]!) });
const close = (month: string, who = 'billing') =>
  ctx.app.inject({ method: 'POST', url: `/api/billing/months/${month}/close`, headers: bearer(tokens[who]!), payload: {} });

describe('statements of an open month', () => {
  it('bill the NRC in the month charges start, MRCs by the day, a trunk its channels; totals exact, due to the cent', async () => {
    const res = await get('/api/billing/statements?month=2026-10', 'billing');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().month_status).toBe('open');
    const rows = res
      .json()
      .data.map((s: Record<string, unknown>) => [s.customer_name, s.currency, s.one_time, s.recurring, s.total, s.total_due]);
    // A: NRC 50 (the product's); MRC 12 × 16/31 = 6.1935 (the number's own) + 30 × 10/31 = 9.6774 (the product's);
    // usage 3 × 0.0200 (the unrated call counts for nothing)
    // B: 4 channels × 5 once; 4 × 2.5 for the whole month
    expect(rows).toEqual([
      ['Alpha Calls', 'GBP', '50.0000', '15.8709', '65.9309', '65.93'],
      ['Beta Trunks', 'EUR', '20.0000', '10.0000', '30.0000', '30.00'],
    ]);
  });

  it('explain every line: the tariff amount, the days, the source', async () => {
    const res = await get(`/api/billing/statements/${companyA}/2026-10`, 'billingA');
    expect(res.statusCode, res.body).toBe(200);
    const [statement] = res.json().data;
    const lines = statement.lines.map((l: Record<string, unknown>) => [l.kind, l.service_number, l.quantity, l.amount]);
    expect(lines).toEqual([
      ['nrc', '+448000000001', 1, '50.0000'],
      ['mrc', '+448000000001', 16, '6.1935'],
      ['mrc', '+448000000002', 10, '9.6774'],
      ['usage', '+448000000001', 3, '0.0600'],
    ]);
    expect(statement.usage).toBe('0.0600');
    expect(statement.lines[3]).toMatchObject({ origin_type: 'fixed', calls: 3, billed_seconds: 180 });
    expect(statement.lines[3].explain).toMatchObject({ rate: '0.0200', increment: '60/60', source: { kind: 'product_tariff', id: 1 } });
    expect(statement.lines[1].explain).toMatchObject({
      unit_amount: '12.0000',
      days: 16,
      days_in_month: 31,
      period_start: '2026-10-16',
      period_end: null,
      source: { kind: 'number_charges', id: ownNumber },
    });
    expect(statement.lines[2].explain).toMatchObject({ period_end: '2026-10-11', source: { kind: 'product_tariff' } });
  });

  it('show a customer its own company only; staff without the billing right nothing', async () => {
    const own = await get('/api/billing/statements?month=2026-10', 'masterA');
    expect(own.json().data.map((s: { customer_name: string }) => s.customer_name)).toEqual(['Alpha Calls']);
    expect((await get(`/api/billing/statements?month=2026-10&customer_id=${companyB}`, 'masterA')).statusCode).toBe(403);
    expect((await get(`/api/billing/statements/${companyB}/2026-10`, 'billingA')).statusCode).toBe(403);
    expect((await get('/api/billing/statements?month=2026-10', 'ops')).statusCode).toBe(403);
    const bad = await get('/api/billing/statements?month=2026-13', 'billing');
    expect(bad.statusCode).toBe(400);
  });
});

describe('a statement’s total', () => {
  it('is the exact sum of its rated calls and charges, to the cent (property)', async () => {
    const db = ctx.database.db;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            seconds: fc.integer({ min: 1, max: 7200 }),
            increment: fc.constantFrom('1/1', '6/6', '30/6', '60/60'),
            rateUnits: fc.integer({ min: 1, max: 99_999 }),
          }),
          {
            minLength: 1,
            maxLength: 12,
          },
        ),
        async (calls) => {
          const [c] = await db
            .insert(customers)
            .values({ name: `Property ${Math.random()}` })
            .returning({ id: customers.id });
          const costs: string[] = [];
          for (const [i, call] of calls.entries()) {
            const rate = fromUnits(BigInt(call.rateUnits));
            const billed = billedSeconds(call.seconds, call.increment as BillingIncrement);
            const cost = costOf(rate, billed);
            costs.push(cost);
            await insertRatedCalls(db, [
              {
                seized_at: `2026-09-0${1 + (i % 9)}T0${i % 10}:00:${String(i).padStart(2, '0')}Z`,
                duration_seconds: call.seconds,
                service_type: 'ITFS',
                called_number: `+4480099${String(c!.id).padStart(5, '0')}`,
                jurisdiction: 'United Kingdom',
                customer_id: c!.id,
                billed_seconds: billed,
                rate,
                cost,
                currency: 'EUR',
                rating_source: 'product_tariff',
                rating_source_id: 1,
                rating_increment: call.increment,
              },
            ]);
          }
          const res = await get(`/api/billing/statements/${c!.id}/2026-09`, 'billing');
          const [statement] = res.json().data;
          expect(statement.usage).toBe(sumAmounts(costs));
          expect(statement.total).toBe(sumAmounts(costs));
          expect(statement.total_due).toBe(toCents(sumAmounts(costs)));
        },
      ),
      { numRuns: 6 },
    );
  });
});

describe('unrated calls', () => {
  it('are listed for billing staff per company, number and reason, and for nobody else', async () => {
    const res = await get('/api/billing/unrated?month=2026-10', 'billing');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      {
        customer_id: companyA,
        customer_name: 'Alpha Calls',
        service_number: '+448000000001',
        service_type: 'ITFS',
        reason: 'no_rate',
        calls: 1,
      },
    ]);
    expect((await get('/api/billing/unrated?month=2026-10', 'masterA')).statusCode).toBe(403);
  });
});

describe('statement files', () => {
  const download = (format: string, who = 'masterA', extra = '') =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/billing/statements/${companyA}/2026-10/download?format=${format}${extra}`,
      headers: bearer(tokens[who]!),
    });

  it('download as CSV and XLSX with every line and the totals; as PDF in the reader’s language; audited', async () => {
    const csv = await download('csv');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="statement-Alpha-Calls-2026-10.csv"');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Company,Month,Currency,Charge,Service number,Service,Origin,Calls of,Quantity,Calls,Billed seconds,Amount');
    expect(lines).toContain('Alpha Calls,2026-10,GBP,Monthly charge,+448000000001,ITFS,,,16,,,6.1935');
    expect(lines).toContain('Alpha Calls,2026-10,GBP,Usage,+448000000001,ITFS,fixed,,3,3,180,0.0600');
    expect(lines.at(-1)).toBe('Alpha Calls,2026-10,GBP,Amount due,,,,,,,,65.93');

    const xlsx = await download('xlsx');
    expect(xlsx.statusCode).toBe(200);
    const sheet = XLSX.read(xlsx.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet.Sheets[sheet.SheetNames[0]!]!, { header: 1 });
    expect(rows.find((r) => r[3] === 'One-time charge')).toEqual([
      'Alpha Calls',
      '2026-10',
      'GBP',
      'One-time charge',
      '+448000000001',
      'ITFS',
      undefined,
      undefined,
      1,
      undefined,
      undefined,
      50,
    ]);

    const pdf = await download('pdf', 'billingA', '&language=fr');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const dir = mkdtempSync(path.join(os.tmpdir(), 'statement-'));
    writeFileSync(path.join(dir, 's.pdf'), pdf.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', path.join(dir, 's.pdf'), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain('Relevé — octobre 2026');
    expect(text).toContain('Alpha Calls');
    expect(text).toContain('Montant dû');
    expect(text).toContain('65,93 £');
    // a page as an image (what a reader sees): not blank
    execFileSync('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '1', path.join(dir, 's.pdf'), path.join(dir, 'page')]);
    expect(statSync(path.join(dir, 'page-1.png')).size).toBeGreaterThan(5_000);
    // Japanese: the reader's script in the embedded font, not boxes
    const ja = await download('pdf', 'billingA', '&language=ja');
    writeFileSync(path.join(dir, 'ja.pdf'), ja.rawPayload);
    const jaText = execFileSync('pdftotext', ['-layout', path.join(dir, 'ja.pdf'), '-'], { encoding: 'utf8' });
    expect(jaText).toContain('利用明細');
    expect(jaText).toContain('請求額');

    expect((await download('csv', 'masterB')).statusCode).toBe(403);
    expect((await download('docx')).statusCode).toBe(400);
    const audited = await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'billing.statement_download'));
    expect(audited).toHaveLength(4);
  });
});

describe('closing a month', () => {
  it('is staff’s, for ended months, in order; keeps the statements as they stood, audited', async () => {
    expect((await close('2026-10', 'masterA')).statusCode).toBe(403);
    const admin = (method: 'PUT' | 'POST', url: string, payload: object) =>
      ctx.app.inject({ method, url, headers: bearer(tokens.admin!), payload });
    expect((await admin('PUT', '/api/configuration', { webhooks_allow_private_addresses: true })).statusCode).toBe(200);
    const hook = await webhookReceiver();
    const endpoint = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: bearer(tokens.masterB!),
      payload: { url: hook.url, events: ['statement.closed'] },
    });
    expect(endpoint.statusCode, endpoint.body).toBe(201);
    const current = new Date().toISOString().slice(0, 7);
    const early = await close(current);
    expect([early.statusCode, early.json().code]).toEqual([422, 'billing.month_not_ended']);

    const done = await close('2026-10');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ month: '2026-10', statements: 2 });
    // each company's master and billing accounts are told, in their language's currency format; B's endpoint hears its own
    const told = async (who: string) =>
      (await get('/api/notifications?limit=50', who))
        .json()
        .data.filter((n: { event: string | null }) => n.event === 'statement.closed') as {
        notification_title: string;
        notification_message: string;
        subject: { path: string | null };
      }[];
    const toldA = await told('masterA');
    expect(toldA.map((n) => [n.notification_title, n.notification_message, n.subject.path])).toEqual([
      [
        'Statement for October 2026 (GBP)',
        'Your statement is closed: £65.93 due. Open it to see every charge.',
        '/portal/management/billing/statements?month=2026-10',
      ],
    ]);
    expect(await told('billingA')).toHaveLength(1);
    expect((await told('masterB')).map((n) => n.notification_title)).toEqual(['Statement for October 2026 (EUR)']);
    await expect.poll(() => hook.got.length).toBe(1);
    const event = JSON.parse(hook.got[0]!.body) as { type: string; data: { statement: Record<string, unknown> } };
    expect(event.type).toBe('statement.closed');
    expect(event.data.statement).toMatchObject({
      customer_id: companyB,
      month: '2026-10',
      currency: 'EUR',
      total: '30.0000',
      total_due: '30.00',
    });
    await hook.close();

    const again = await close('2026-10');
    expect([again.statusCode, again.json().code]).toEqual([409, 'billing.month_closed']);
    const back = await close('2026-09');
    expect([back.statusCode, back.json().code]).toEqual([409, 'billing.month_out_of_order']);
    const audit = await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.action, 'billing.month_closed'));
    expect(audit).toHaveLength(1);
    expect(await ctx.database.db.select().from(statementLines)).toHaveLength(6);

    // a tariff change after the close: the closed month keeps its amounts, the open month moves
    await ctx.database.db.update(inventoryNumbers).set({ mrc: '31' }).where(eq(inventoryNumbers.id, ownNumber));
    const kept = await get(`/api/billing/statements/${companyA}/2026-10`, 'masterA');
    expect(kept.json().data[0]).toMatchObject({ status: 'closed', recurring: '15.8709', total: '65.9309', total_due: '65.93' });
    expect(kept.json().data[0].lines[1].explain).toMatchObject({ unit_amount: '12.0000', days: 16 });
    const list = await get('/api/billing/statements?month=2026-10', 'billing');
    expect(list.json().month_status).toBe('closed');
    // an October call loaded after the close: not in October's kept statement, an adjustment on November's
    await lateCall();
    expect((await get(`/api/billing/statements/${companyA}/2026-10`, 'masterA')).json().data[0].total).toBe('65.9309');
    const november = await get(`/api/billing/statements/${companyA}/2026-11`, 'billing');
    expect(november.json().data[0]).toMatchObject({
      status: 'open',
      one_time: '0.0000',
      recurring: '31.0000',
      adjustments: '0.0500',
      total: '31.0500',
    });
    expect(november.json().data[0].lines.at(-1)).toMatchObject({ kind: 'adjustment', calls_month: '2026-10', calls: 1, amount: '0.0500' });
  });
});
