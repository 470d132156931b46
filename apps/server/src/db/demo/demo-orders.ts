import {
  actorOf,
  CHARGE_FIELDS,
  DOCUMENT_INPUTS,
  type DocumentInput,
  eventCatalogue,
  missingRequirements,
  normalizeCharges,
  normalizeOrderData,
  ORDER_MOVES,
  type OrderStatus,
  orderDataIssues,
  orderStaffFields,
  type ProductRequirements,
  REQUIREMENT_FIELDS,
  TERMINATION_REMARKS,
  translationTypeFor,
} from '@gsn/domain';
import { ORDER_EVENTS } from '@gsn/domain/orders/events';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Storage } from '../../lib/storage.ts';
import { createNotifier } from '../../modules/notifications/notifications-notifier.ts';
import { type NewNotification, notificationsRepository } from '../../modules/notifications/notifications-repository.ts';
import { orderChangeNotice, orderConfirmationNotice } from '../../modules/orders/index.ts';
import { type OrderInsert, ordersRepository } from '../../modules/orders/orders-repository.ts';
import type { TariffValues } from '../../modules/tariffs/tariffs-repository.ts';
import type { Db } from '../connect.ts';
import { accounts, customers, documents, notifications, orderEvents, orders, serviceNumberTypes } from '../schema.ts';
import { DEMO_COMPANIES, DEMO_STAFF } from './demo-data.ts';
import { DEMO_ORDERS, DOCUMENT_NAMES, type DemoOrder, INCOMPLETE_REMARKS, LOCAL_ADDRESSES, REQUIREMENT_TEXT } from './demo-orders-data.ts';

/**
 * The demo orders (demo-orders-data.ts): each order is created as POST /orders creates it (the product snapshot
 * from the orders repository, a customized tariff as the API stores it) and walked through ORDER_MOVES to its
 * status, with a timeline event per move (the company's master for customer moves, demo staff for staff moves),
 * the documents its product requires (small PDFs through the storage, recorded like an upload), date_purchase on
 * acceptance and the notifications of the real notifier (without e-mails), all dated in the past. Idempotent: an
 * order whose customer already has its reference is skipped.
 */

const HOUR = 3_600_000;
/** Terminated has no move in ORDER_MOVES: the system ends a completed order once its last number is disconnected. */
export { TERMINATION_REMARKS };

interface Step {
  to: OrderStatus;
  actor: 'customer' | 'staff';
  /** Staff account (e-mail) for staff steps. */
  staff?: string;
  remarks?: string | null;
  upload?: DocumentInput;
}

const STAFF_CHAIN: OrderStatus[] = ['accepted', 'assigned', 'ordered', 'testing', 'completed'];
const OPS = ['oliver.ops@gsn.example', 'nina.noc@gsn.example'];
const ADMIN = 'alice.admin@gsn.example';

/** The steps from placing the order to its demo status (checked against ORDER_MOVES by the loader). */
export function demoPath(o: DemoOrder, uploads: DocumentInput[], bdm: string, index: number): Step[] {
  const ops = OPS[index % OPS.length]!;
  if (o.status === 'processed')
    return [{ to: 'processed', actor: 'staff', staff: bdm, remarks: 'Framework pricing agreed with the customer' }];
  const steps: Step[] = [{ to: 'requested', actor: 'customer' }];
  const until = o.status === 'cancellation' || o.status === 'cancelled' ? (o.cancelFrom ?? 'requested') : o.status;
  if (until === 'confirmed') {
    steps.push({ to: 'processed', actor: 'staff', staff: bdm, remarks: 'Volume pricing applied as agreed' });
    steps.push({ to: 'confirmed', actor: 'customer', remarks: 'Pricing accepted' });
  } else if (until !== 'requested') {
    for (const input of uploads) {
      steps.push({ to: 'saved', actor: 'customer', upload: input, remarks: `Document uploaded: ${DOCUMENT_NAMES[input] ?? 'document'}` });
    }
    if (!uploads.length && (until === 'saved' || index % 3 === 0)) steps.push({ to: 'saved', actor: 'customer' });
    if (until !== 'saved') {
      steps.push({ to: 'ready', actor: 'customer' });
      const remarks = INCOMPLETE_REMARKS[index % INCOMPLETE_REMARKS.length]!;
      if (until === 'incomplete') steps.push({ to: 'incomplete', actor: 'staff', staff: ops, remarks });
      else if (o.detour) {
        steps.push(
          { to: 'incomplete', actor: 'staff', staff: ops, remarks },
          { to: 'saved', actor: 'customer' },
          { to: 'ready', actor: 'customer' },
        );
      }
      const chainEnd = until === 'terminated' ? 'completed' : until;
      for (const to of STAFF_CHAIN.slice(0, STAFF_CHAIN.indexOf(chainEnd) + 1)) {
        steps.push({ to, actor: 'staff', staff: to === 'accepted' ? bdm : ops });
      }
    }
  }
  if (o.status === 'cancellation' || o.status === 'cancelled') {
    steps.push({ to: 'cancellation', actor: 'customer', remarks: o.remarks ?? 'No longer needed' });
    if (o.status === 'cancelled')
      steps.push({ to: 'cancelled', actor: 'staff', staff: bdm, remarks: 'Cancellation confirmed, no charges apply' });
  }
  if (o.status === 'terminated') steps.push({ to: 'terminated', actor: 'staff', staff: ADMIN, remarks: TERMINATION_REMARKS });
  return steps;
}

/** Is `from → to` by this actor a move of ORDER_MOVES? */
export const isOrderMove = (actor: 'customer' | 'staff', from: OrderStatus, to: OrderStatus) =>
  ORDER_MOVES.some((m) => m.actor === actor && m.to === to && m.from.includes(from));

/** A tiny valid one-page PDF (with a correct cross-reference table) showing `title`. */
export function tinyPdf(title: string): Buffer {
  const text = title.replace(/[^\x20-\x7e]/g, '?').replace(/([()\\])/g, '\\$1');
  const content = `BT /F1 14 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

type Product = NonNullable<Awaited<ReturnType<ReturnType<typeof ordersRepository>['product']>>>;
type Company = (typeof DEMO_COMPANIES)[number];

/** The requirement data a customer supplies for the product's flags (documents apart). */
function requirementData(product: Product, o: DemoOrder, c: Company): Record<string, unknown> {
  const flags = product as unknown as ProductRequirements;
  const out: Record<string, unknown> = {};
  for (const [flag, fields] of Object.entries(REQUIREMENT_FIELDS)) {
    if (!flags[flag as keyof ProductRequirements]) continue;
    for (const f of fields) {
      if (f in DOCUMENT_INPUTS) continue;
      if (f === 'porting_number_to' || (f.startsWith('portability_') && !o.porting)) continue;
      out[f] = REQUIREMENT_TEXT[f] ?? null;
    }
  }
  const set = (f: string, v: string) => {
    if (f in out) out[f] = v;
  };
  set('end_user_name', c.name);
  set('end_user_contact_phone', c.commercial_contact.phone);
  set('end_user_contact_email', c.commercial_contact.email);
  set('end_user_address', LOCAL_ADDRESSES[o.jurisdiction] ?? `${c.address_line_1}, ${c.address_postcode} ${c.address_city}`);
  set('business_registration_jurisdiction', c.business_jurisdiction);
  set('business_registration_number', c.business_registration_number);
  return out;
}

/** The document inputs the product asks for (in REQUIREMENT_FIELDS order). */
function documentInputs(product: Product, o: DemoOrder): DocumentInput[] {
  const missing = missingRequirements(product as unknown as ProductRequirements, { porting: !!o.porting });
  return missing.filter((f): f is DocumentInput => f in DOCUMENT_INPUTS);
}

export interface DemoOrdersSummary {
  orders: number;
  events: number;
  documents: number;
  notifications: number;
}

/** Loads the demo orders; needs the demo accounts and catalogue. Idempotent. */
export async function loadDemoOrders(db: Db, storage: Storage, opts: { publicUrl?: string } = {}): Promise<DemoOrdersSummary> {
  const repo = ordersRepository(db);
  const summary: DemoOrdersSummary = { orders: 0, events: 0, documents: 0, notifications: 0 };
  let notifyAt = new Date();
  const notificationsRepo = notificationsRepository(db);
  const notifier = createNotifier({
    // the real notifier, dated like the event it reports; no e-mails for history
    repo: {
      ...notificationsRepo,
      insertMany: (rows: NewNotification[]) =>
        notificationsRepo.insertMany(rows.map((r) => ({ ...r, createdAt: notifyAt, updatedAt: notifyAt }) as NewNotification)),
    },
    mailer: { send: async () => {} },
    publicUrl: opts.publicUrl ?? 'http://localhost',
    catalogue: eventCatalogue(ORDER_EVENTS),
  });

  const codes = [...new Set(DEMO_ORDERS.map((o) => o.customer))];
  const companyRows = await db
    .select({ id: customers.id, code: customers.provider_insight_company_code, master: customers.master_id })
    .from(customers)
    .where(inArray(customers.provider_insight_company_code, codes));
  const companyOf = new Map(companyRows.map((c) => [c.code ?? '', c]));
  const staffRows = await db
    .select({ id: accounts.id, email: accounts.email, type: accounts.account_type_id })
    .from(accounts)
    .where(
      inArray(
        accounts.email,
        DEMO_STAFF.map((s) => s.email),
      ),
    );
  const staffOf = new Map(staffRows.map((s) => [s.email, s]));
  const existing = await db.select({ customer_id: orders.customer_id, reference: orders.reference }).from(orders);
  const known = new Set(existing.map((e) => `${e.customer_id}|${e.reference}`));
  const productRows = await db
    .select({
      id: serviceNumberTypes.id,
      jurisdiction: serviceNumberTypes.jurisdiction,
      type: serviceNumberTypes.service_type,
      option: serviceNumberTypes.vendor_option,
      expired: serviceNumberTypes.expired,
    })
    .from(serviceNumberTypes);
  const anchor = Math.floor(Date.now() / HOUR) * HOUR;
  const created: number[] = [];

  for (const [index, o] of DEMO_ORDERS.entries()) {
    const company = companyOf.get(o.customer);
    const c = DEMO_COMPANIES.find((x) => x.provider_insight_company_code === o.customer);
    if (!company?.master || !c) throw new Error(`demo: customer ${o.customer} or its master is missing`);
    if (known.has(`${company.id}|${o.reference}`)) continue;
    const match = productRows.find(
      (p) => p.jurisdiction === o.jurisdiction && p.type === o.type && !p.expired && (!o.option || p.option.startsWith(o.option)),
    );
    const product = match && (await repo.product(match.id));
    if (!product) throw new Error(`demo: no ${o.type} product in ${o.jurisdiction}`);
    const master = { accountId: company.master, accountTypeId: 200, customerId: company.id };
    const staff = (email: string) => {
      const s = staffOf.get(email);
      if (!s) throw new Error(`demo: staff ${email} is missing`);
      return { accountId: s.id, accountTypeId: s.type, customerId: null };
    };

    // the order data as POST /orders takes it
    const data = normalizeOrderData({
      city: o.city ?? null,
      city_specific: !!o.city,
      number_quantity: o.numbers,
      channel_quantity: o.channels ?? 0,
      reference: o.reference,
      additional_remarks: o.status === 'cancellation' || o.status === 'cancelled' ? null : (o.remarks ?? null),
      translation_number_required: !!o.translation,
      translation_number_format: o.translation?.format ?? null,
      translation_number_prefix: o.translation?.prefix ?? null,
      translation_number_to: o.translation?.to ?? null,
      porting: !!o.porting,
      porting_number_to: o.porting ?? null,
      ...requirementData(product, o, c),
    });
    const issues = orderDataIssues(product.service_type, data as Parameters<typeof orderDataIssues>[1], true, product);
    if (issues.length) throw new Error(`demo: order ${o.reference}: ${issues.map((i) => i.message).join('; ')}`);

    const bdm = c.bdm;
    const steps = demoPath(o, documentInputs(product, o), bdm, index);
    const gap = Math.min(48 * HOUR, ((o.daysAgo * 24 - 1) * HOUR) / steps.length);
    const placed = anchor - o.daysAgo * 24 * HOUR;
    // a terminated service ran from its completion until the day it ended (its last step), when given
    const ended = o.status === 'terminated' && o.endedDaysAgo !== undefined ? anchor - o.endedDaysAgo * 24 * HOUR : null;
    const at = (i: number) => new Date(ended !== null && i === steps.length - 1 ? ended : placed + Math.round(i * gap));

    // documents: stored first, recorded with the order
    const docColumns: Record<string, string> = {};
    const docRows: (typeof documents.$inferInsert)[] = [];
    for (const [i, step] of steps.entries()) {
      if (!step.upload) continue;
      const name = DOCUMENT_NAMES[step.upload] ?? `${step.upload}.pdf`;
      const file = await storage.put(tinyPdf(`${c.name} - ${name.replace(/\.pdf$/, '')} - ${o.reference}`), 'pdf');
      docColumns[step.upload] = file.name;
      docRows.push({
        filename: file.name,
        original_name: name,
        content_type: 'application/pdf',
        size: file.size,
        customer_id: company.id,
        input_id: step.upload,
        uploaded_by: master.accountId,
        createdAt: at(i),
      });
    }

    // walk the moves
    let status: OrderStatus | null = null;
    const events: (typeof orderEvents.$inferInsert)[] = [];
    const changes: {
      from: OrderStatus | null;
      to: OrderStatus;
      actor: { accountId: number; accountTypeId: number; customerId: number | null };
      remarks: string | null;
      at: Date;
    }[] = [];
    let datePurchase: Date | null = null;
    const columns = { ...data, ...docColumns };
    for (const [i, step] of steps.entries()) {
      const actor = step.actor === 'customer' ? master : staff(step.staff!);
      const side = actorOf(actor.accountTypeId);
      if (side !== step.actor) throw new Error(`demo: ${step.staff} is not staff`);
      if (status !== null && step.to !== 'terminated' && !isOrderMove(side, status, step.to)) {
        throw new Error(`demo: order ${o.reference}: ${status} → ${step.to} by ${side} is not a move`);
      }
      if (step.to === 'ready' || step.to === 'accepted') {
        const missing = missingRequirements(product as unknown as ProductRequirements, columns);
        if (missing.length) throw new Error(`demo: order ${o.reference} misses ${missing.join(', ')}`);
      }
      if (step.to === 'accepted') datePurchase = at(i);
      // saving a saved order is no status change: its remarks join the event that saved it
      const prev = events.at(-1);
      if (status === step.to && prev) {
        if (step.remarks) prev.remarks = prev.remarks ? `${prev.remarks}\n${step.remarks}` : step.remarks;
        continue;
      }
      events.push({
        // the system, not a person, terminates an order (README, Orders and their numbers)
        account_id: step.to === 'terminated' ? null : actor.accountId,
        from_status: status,
        to_status: step.to,
        remarks: step.remarks ?? null,
        createdAt: at(i),
        order_id: 0,
      });
      if (step.to !== 'saved') changes.push({ from: status, to: step.to, actor, remarks: step.remarks ?? null, at: at(i) });
      status = step.to;
    }

    // the snapshot and the order, as the orders service creates them
    const { tariff, ...productRow } = product;
    const snapshotProduct = JSON.parse(JSON.stringify(productRow)) as Record<string, unknown>;
    const last = at(steps.length - 1);
    const orderId = await repo.transaction(async (tx) => {
      const snapshotId = await tx.insertSnapshot({
        service_number_type_id: product.id,
        product: snapshotProduct,
        tariff: tariff ? JSON.parse(JSON.stringify(tariff)) : null,
        service_type: product.service_type,
        jurisdiction: product.jurisdiction,
        currency: tariff?.currency ?? null,
        nrc: tariff?.nrc ?? null,
        mrc: tariff?.mrc ?? null,
        createdAt: at(0),
      });
      let customTariffId: number | null = null;
      if (o.customTariff) {
        const input = orderStaffFields.custom_tariff.parse(o.customTariff)!;
        const values: TariffValues = {
          currency: input.currency ?? 'USD',
          billing_incremental: input.billing_incremental ?? null,
          billing_start_date: input.billing_start_date ?? null,
          commencement_date: input.commencement_date ?? null,
        };
        for (const f of CHARGE_FIELDS) values[f] = input[f] ?? null;
        customTariffId = await tx.insertCustomTariff(
          product.id,
          normalizeCharges(values, product.service_type, !!product.outbound_calling_enabled),
        );
      }
      const creator = steps[0]!.actor === 'staff' ? staff(steps[0]!.staff!) : master;
      return tx.insertOrder({
        ...(columns as Partial<OrderInsert>),
        number_quantity: o.numbers,
        channel_quantity: o.channels ?? 0,
        reference: o.reference,
        city_specific: !!data.city_specific,
        translation_number_required: !!data.translation_number_required,
        porting: !!data.porting,
        customer_id: company.id,
        created_by: creator.accountId,
        service_number_type_order_history_id: snapshotId,
        service_number_type_id: product.id,
        service_type: product.service_type,
        jurisdiction: product.jurisdiction,
        translation_number_type: translationTypeFor(product.service_type),
        provider_remarks: status === 'incomplete' ? (steps.at(-1)?.remarks ?? null) : null,
        custom_tariff_id: customTariffId,
        status: status!,
        date_purchase: datePurchase,
        createdAt: at(0),
        updatedAt: last,
      });
    });
    await db.insert(orderEvents).values(events.map((e) => ({ ...e, order_id: orderId })));
    if (docRows.length)
      await db.insert(documents).values(docRows.map((d) => ({ ...d, order_id: orderId, subject_kind: 'order', subject_id: orderId })));
    const order = {
      id: orderId,
      customer_id: company.id,
      reference: o.reference,
      service_type: product.service_type,
      jurisdiction: product.jurisdiction,
    };
    for (const ch of changes) {
      notifyAt = ch.at;
      const change = { order, from: ch.from, to: ch.to, actor: ch.actor, remarks: ch.remarks };
      summary.notifications += await notifier.notify(orderChangeNotice(change));
      // a customer's submission is confirmed to its company, as the service does
      const confirmation = orderConfirmationNotice(change);
      if (confirmation) summary.notifications += await notifier.notify(confirmation);
    }
    created.push(orderId);
    summary.orders++;
    summary.events += events.length;
    summary.documents += docRows.length;
  }
  if (created.length) {
    // what is older than a few days has been read
    await db
      .update(notifications)
      .set({ notification_read: true })
      .where(
        and(
          lt(notifications.createdAt, new Date(anchor - 4 * 24 * HOUR)),
          inArray(notifications.order_id, created),
          eq(notifications.notification_read, false),
        ),
      );
  }
  return summary;
}
