import { addDays, dayOf } from '@gsn/domain/compliance/rules';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samples } from '../../../test/documents.ts';
import { addAccount, bearer, login } from '../../../test/helpers.ts';
import { ADMIN, BUYER, createIntegrationWorld, type IntegrationWorld, MASTER, RIVAL } from '../../../test/integration-world.ts';
import { multipart } from '../../../test/spreadsheets.ts';
import {
  auditEvents,
  inventoryNumbers,
  notifications,
  orders,
  serviceNumberTypeOrderHistory,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema.ts';
import type { Principal } from '../../security/principal.ts';
import { complianceRepository } from './compliance-repository.ts';
import { complianceService } from './compliance-service.ts';

let w: IntegrationWorld;
const OPS = 'ops@provider.test';
beforeAll(async () => {
  w = await createIntegrationWorld();
  w.ids[OPS] = await addAccount(w.ctx, { email: OPS, account_type_id: 130 });
  w.tokens[OPS] = await login(w.ctx, OPS);
});
afterAll(async () => w?.ctx.close());

const db = () => w.ctx.database.db;
const today = () => dayOf(new Date());

function call(method: 'GET' | 'POST' | 'PUT', url: string, who: string, payload?: unknown) {
  return w.ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: bearer(w.tokens[who]!),
    ...(payload ? { payload: payload as object } : {}),
  });
}

function upload(who: string, query: Record<string, string | number>, file: { name: string; data: Buffer }) {
  const { payload, headers } = multipart(file.name, file.data);
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return w.ctx.app.inject({
    method: 'POST',
    url: `/api/compliance/documents?${qs}`,
    payload,
    headers: { ...headers, ...bearer(w.tokens[who]!) },
  });
}

/** An order of the company for a product that asks for a passport and a business registration. */
async function order(customerId: number, jurisdiction = 'United Kingdom', status = 'requested'): Promise<number> {
  const product = { service_type: 'DID', jurisdiction, authorised_person_passport_id_req: true, business_registration_doc_req: true };
  const [snap] = await db()
    .insert(serviceNumberTypeOrderHistory)
    .values({ product, service_type: 'DID', jurisdiction })
    .returning({ id: serviceNumberTypeOrderHistory.id });
  const [o] = await db()
    .insert(orders)
    .values({
      customer_id: customerId,
      service_number_type_order_history_id: snap!.id,
      service_type: 'DID',
      jurisdiction,
      status,
      number_quantity: 1,
      reference: 'C-1',
    })
    .returning({ id: orders.id });
  return o!.id;
}

const choose = (who: string, orderId: number, input: string, documentId: number) =>
  call('PUT', `/compliance/orders/${orderId}/proofs/${input}`, who, { document_id: documentId });

let passport = 0;
let registration = 0;
let endUser = 0;

describe('a company keeps its proofs once', () => {
  it('stores end users and proofs, pending until verified', async () => {
    const u = await call('POST', '/compliance/end-users', MASTER, {
      name: 'Jane Roe',
      country: 'gb',
      contact_email: 'jane@northwind.test',
    });
    expect(u.statusCode, u.body).toBe(201);
    endUser = u.json().data.id;
    expect(u.json().data).toMatchObject({ customer_id: w.northwind, name: 'Jane Roe', country: 'GB' });

    const p = await upload(
      MASTER,
      { type: 'passport', country: 'GB', end_user_id: endUser, valid_until: addDays(today(), 400) },
      { name: 'passport.png', data: samples.png },
    );
    expect(p.statusCode, p.body).toBe(201);
    expect(p.json().data).toMatchObject({
      type: 'passport',
      state: 'pending',
      end_user_name: 'Jane Roe',
      original_name: 'passport.png',
      expired: false,
      orders: 0,
    });
    passport = p.json().data.id;

    const r = await upload(BUYER, { type: 'business_registration', country: 'GB' }, { name: 'registration.pdf', data: samples.pdf });
    expect(r.statusCode, r.body).toBe(201);
    registration = r.json().data.id;

    const list = await call('GET', '/compliance/documents', MASTER);
    expect(list.json().count).toBe(2);
    const file = await call('GET', `/compliance/documents/${passport}/file`, BUYER);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(samples.png)).toBe(true);
  });

  it('refuses a file of another type, a bad country and a rejected proof without a reason', async () => {
    const bad = await upload(MASTER, { type: 'business_registration', country: 'GB' }, { name: 'x.png', data: samples.png });
    expect(bad.statusCode).toBe(415);
    const country = await upload(MASTER, { type: 'passport', country: 'Britain' }, { name: 'p.png', data: samples.png });
    expect(country.statusCode).toBe(400);
    const noReason = await call('PUT', `/compliance/documents/${registration}/verification`, ADMIN, { state: 'rejected' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual([expect.objectContaining({ field: 'reason' })]);
  });

  it('lists the pending ones for staff, who approve them once', async () => {
    const queue = await call('GET', '/compliance/verifications?search=northwind', OPS);
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json().data.map((d: { id: number }) => d.id)).toEqual([passport, registration]);
    for (const id of [passport, registration]) {
      const v = await call('PUT', `/compliance/documents/${id}/verification`, OPS, { state: 'approved' });
      expect(v.statusCode, v.body).toBe(200);
      expect(v.json().data).toMatchObject({ state: 'approved', reject_reason: null });
    }
    expect((await call('GET', '/compliance/verifications', OPS)).json().count).toBe(0);
    const [audit] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'compliance_documents.verify'), eq(auditEvents.subject_id, String(passport))));
    expect(audit).toMatchObject({ subject_customer_id: w.northwind, actor_account_id: w.ids[OPS] });
  });
});

describe('orders use the proofs without uploading', () => {
  it('three orders in two countries are complete with the same passport and registration', async () => {
    const ids = [await order(w.northwind), await order(w.northwind, 'Germany'), await order(w.northwind, 'Germany')];
    for (const id of ids) {
      const before = await call('GET', `/orders/${id}`, MASTER);
      expect(before.json().requirements.missing).toEqual(['business_registration_doc', 'authorised_person_passport_id']);
      expect((await choose(MASTER, id, 'authorised_person_passport_id', passport)).statusCode).toBe(200);
      const res = await choose(BUYER, id, 'business_registration_doc', registration);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().order.status).toBe('saved');
      const after = (await call('GET', `/orders/${id}`, MASTER)).json();
      expect(after.requirements).toEqual({ missing: [], complete: true });
      // the order's document link serves the proof
      const file = await call('GET', `/documents/order/${w.northwind}/${id}/${after.authorised_person_passport_id}`, ADMIN);
      expect(file.statusCode).toBe(200);
      // and the customer may submit it: acceptance's check counts the proofs
      const submit = await call('PUT', `/orders/${id}`, MASTER, { status: 'ready', updatedAt: after.updatedAt });
      expect(submit.statusCode, submit.body).toBe(200);
    }
    const proofs = await call('GET', `/compliance/orders/${ids[0]}/proofs`, MASTER);
    expect(proofs.json().data.map((p: { input_id: string }) => p.input_id)).toEqual([
      'authorised_person_passport_id',
      'business_registration_doc',
    ]);
    expect((await call('GET', `/compliance/documents/${passport}`, MASTER)).json().orders).toBe(3);
  });

  it('offers only the proofs an input takes, and refuses another type or a closed order', async () => {
    const offered = await call('GET', '/compliance/documents?input=authorised_person_passport_id', MASTER);
    expect(offered.json().data.map((d: { id: number }) => d.id)).toEqual([passport]);
    const id = await order(w.northwind);
    const wrong = await choose(MASTER, id, 'authorised_person_passport_id', registration);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().code).toBe('compliance.proof_wrong_type');
    expect((await choose(MASTER, id, 'translation_number_to_file', passport)).statusCode).toBe(404);
    const closed = await order(w.northwind, 'United Kingdom', 'accepted');
    expect((await choose(MASTER, closed, 'authorised_person_passport_id', passport)).statusCode).toBe(409);
  });

  it('refuses a rejected proof', async () => {
    const r = await upload(MASTER, { type: 'declaration_letter', country: 'GB' }, { name: 'd.pdf', data: samples.pdf });
    const rejected = await call('PUT', `/compliance/documents/${r.json().data.id}/verification`, OPS, {
      state: 'rejected',
      reason: 'Not signed',
    });
    expect(rejected.json().data).toMatchObject({ state: 'rejected', reject_reason: 'Not signed' });
    const res = await choose(MASTER, await order(w.northwind), 'declaration_letter', r.json().data.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('compliance.proof_rejected');
    // the company hears of the verdict, with the reason; another company does not
    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.subject_kind, 'compliance_document'), eq(notifications.subject_id, r.json().data.id)));
    expect(told.map((n) => n.receiver_account_id)).toEqual([w.ids[MASTER]]);
    expect(told[0]).toMatchObject({
      notification_title: 'Declaration letter rejected',
      notification_message: expect.stringContaining('Reason: Not signed.'),
    });
  });
});

describe('another company never sees a profile item', () => {
  it('answers 404 for every read and use of it, and lists none', async () => {
    expect((await call('GET', '/compliance/documents', RIVAL)).json()).toEqual({ data: [], count: 0 });
    expect((await call('GET', `/compliance/documents?customer_id=${w.northwind}`, RIVAL)).json().count).toBe(0);
    expect((await call('GET', `/compliance/end-users?customer_id=${w.northwind}`, RIVAL)).json().data).toEqual([]);
    expect((await call('GET', `/compliance/documents/${passport}`, RIVAL)).statusCode).toBe(404);
    expect((await call('GET', `/compliance/documents/${passport}/file`, RIVAL)).statusCode).toBe(404);
    expect((await call('PUT', `/compliance/end-users/${endUser}`, RIVAL, { name: 'Mine now' })).statusCode).toBe(404);
    const rivalOrder = await order(w.contoso);
    expect((await choose(RIVAL, rivalOrder, 'authorised_person_passport_id', passport)).statusCode).toBe(404);
    const theirs = await order(w.northwind);
    expect((await choose(RIVAL, theirs, 'authorised_person_passport_id', passport)).statusCode).toBe(404);
    expect((await call('GET', `/compliance/orders/${theirs}/proofs`, RIVAL)).statusCode).toBe(404);
    const foreignUser = await upload(
      RIVAL,
      { type: 'passport', country: 'GB', end_user_id: endUser },
      { name: 'p.png', data: samples.png },
    );
    expect(foreignUser.statusCode).toBe(422);
    expect(foreignUser.json().code).toBe('compliance.end_user_unknown');
  });

  it('keeps customers out of the staff routes and staff out of the customer writes', async () => {
    expect((await call('GET', '/compliance/verifications', MASTER)).statusCode).toBe(403);
    expect((await call('PUT', `/compliance/documents/${passport}/verification`, MASTER, { state: 'approved' })).statusCode).toBe(403);
    expect((await call('POST', '/compliance/expiry-check', MASTER)).statusCode).toBe(403);
    expect((await call('POST', '/compliance/end-users', OPS, { name: 'x' })).statusCode).toBe(403);
  });
});

describe('before a proof expires', () => {
  it('warns its company and operations once, with the orders and numbers relying on it, 30 days ahead', async () => {
    const [ep] = await db()
      .insert(webhookEndpoints)
      .values({
        customer_id: w.northwind,
        url: 'https://hooks.example/compliance',
        events: ['compliance.document_expiring'],
        secret: 's'.repeat(32),
      })
      .returning({ id: webhookEndpoints.id });
    // the first of the three orders relying on the passport holds a number
    const [first] = await db().select({ id: orders.id }).from(orders).orderBy(asc(orders.id)).limit(1);
    await db()
      .insert(inventoryNumbers)
      .values({ service_number: '+442079460777', service_type: 'DID', jurisdiction: 'United Kingdom', order_id: first!.id });
    const d = w.ctx.app.services;
    const validUntil = addDays(today(), 60);
    await call('PUT', `/compliance/documents/${passport}/verification`, OPS, { state: 'approved', valid_until: validUntil });
    let clock = new Date();
    const svc = complianceService({
      repo: complianceRepository(db()),
      store: d.documentStore,
      notifier: d.notifier,
      events: d.events,
      outbox: d.outbox,
      now: () => clock,
    });
    expect(await svc.warnExpiring()).toBe(0);
    clock = new Date(`${addDays(validUntil, -30)}T08:00:00Z`);
    expect(await svc.warnExpiring()).toBe(1);
    expect(await svc.warnExpiring()).toBe(0);

    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.event, 'compliance.document_expiring'), eq(notifications.subject_id, passport)));
    expect(told.map((n) => n.receiver_account_id)).toEqual(expect.arrayContaining([w.ids[MASTER], w.ids[OPS]]));
    expect(told.some((n) => n.receiver_account_id === w.ids[RIVAL])).toBe(false);
    expect(told[0]!.notification_title).toBe(`Passport of Northwind expires on ${validUntil}`);
    expect(told[0]!.notification_message).toMatch(/Orders relying on it: \d+, \d+, \d+\. Numbers: \+442079460777\./);
    const mails = await w.ctx.mails();
    expect(mails.filter((m) => m.to === MASTER && m.subject.includes('Passport of Northwind'))).toHaveLength(1);
    const [delivery] = await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.endpoint_id, ep!.id));
    expect(delivery).toMatchObject({ event: 'compliance.document_expiring' });
    expect(delivery!.payload).toMatchObject({ document: { id: passport, type: 'passport', valid_until: validUntil } });
    expect((delivery!.payload as { orders: number[] }).orders).toHaveLength(3);
    expect((delivery!.payload as { numbers: string[] }).numbers).toEqual(['+442079460777']);

    // once expired it no longer satisfies a new order
    clock = new Date(`${addDays(validUntil, 1)}T08:00:00Z`);
    const master: Principal = {
      accountId: w.ids[MASTER]!,
      accountTypeId: 200,
      customerId: w.northwind,
      email: MASTER,
      username: MASTER,
      sessionId: '',
      expiresAt: clock,
    };
    await expect(svc.chooseProof(master, await order(w.northwind), 'authorised_person_passport_id', passport)).rejects.toMatchObject({
      statusCode: 422,
      code: 'compliance.proof_expired',
    });
    expect((await svc.listProofs(master, { page: 0, limit: 10, input: 'authorised_person_passport_id' })).count).toBe(0);
  });

  it('refuses an expired proof for a new order when staff correct its date', async () => {
    await call('PUT', `/compliance/documents/${passport}/verification`, OPS, { state: 'approved', valid_until: addDays(today(), -1) });
    const res = await choose(MASTER, await order(w.northwind), 'authorised_person_passport_id', passport);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'compliance.proof_expired',
      message: 'This proof has expired and can no longer be used for a new order',
    });
    const shown = (await call('GET', `/compliance/documents/${passport}`, MASTER)).json();
    expect(shown).toMatchObject({ expired: true, expiring_soon: false });
  });
});

describe('a new upload from an order', () => {
  it('joins the company’s proofs, pending, and the order uses it', async () => {
    const id = await order(w.northwind, 'Germany');
    const { payload, headers } = multipart('letter.pdf', samples.pdf);
    const res = await w.ctx.app.inject({
      method: 'POST',
      url: `/api/compliance/orders/${id}/proofs/business_registration_doc`,
      payload,
      headers: { ...headers, ...bearer(w.tokens[MASTER]!) },
    });
    expect(res.statusCode, res.body).toBe(201);
    const proof = (await call('GET', `/compliance/documents/${res.json().data.document_id}`, MASTER)).json();
    expect(proof).toMatchObject({ type: 'business_registration', country: 'DE', state: 'pending', orders: 1, original_name: 'letter.pdf' });
    const detail = (await call('GET', `/orders/${id}`, MASTER)).json();
    expect(detail.documents.business_registration_doc).toMatchObject({
      original_name: 'letter.pdf',
      filename: detail.business_registration_doc,
    });
    expect(detail.requirements.missing).toEqual(['authorised_person_passport_id']);

    // staff reject it: the order's requirement is missing again, and acceptance's check says so
    await call('PUT', `/compliance/documents/${res.json().data.document_id}/verification`, OPS, {
      state: 'rejected',
      reason: 'Expired copy',
    });
    const again = (await call('GET', `/orders/${id}`, MASTER)).json();
    expect(again.requirements.missing).toEqual(['business_registration_doc', 'authorised_person_passport_id']);
    expect(again.documents.business_registration_doc).toBeUndefined();
    expect(again.business_registration_doc).toBeNull();
  });
});
