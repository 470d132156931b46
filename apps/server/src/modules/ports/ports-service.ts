import { dayOf, isStaff } from '@gsn/domain';
import type { PortEventParams, PortNoteParams } from '@gsn/domain/ports/events';
import {
  EDITABLE_PORT_STATES,
  earliestFocDate,
  focDateRefusal,
  nextPortState,
  PORT_CLOSED_ORDER_STATUSES,
  PORT_COMPLETE_ORDER_STATUSES,
  PORT_NUMBER_LIMIT,
  type PortState,
  portLeadDays,
  portMovesFor,
  portNumberOf,
} from '@gsn/domain/ports/rules';
import type { PortView } from '@gsn/domain/ports/answers';
import {
  PORT_MESSAGES as M,
  type PortDraftInput,
  type PortListQuery,
  type PortMoveInput,
  type PortOrderField,
} from '@gsn/domain/ports/schemas';
import type { Db } from '../../db/connect.ts';
import { pageRequest } from '../../db/paging.ts';
import { noteAudit } from '../../db/write-context.ts';
import type { Events } from '../../lib/events.ts';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors.ts';
import type { Outbox } from '../../lib/outbox.ts';
import type { Sorted } from '../../lib/route-schemas.ts';
import type { Principal } from '../../security/principal.ts';
import type { DocumentStore, ReadUpload } from '../documents/index.ts';
import type { Notifier } from '../notifications/index.ts';
import type { OrdersService } from '../orders/index.ts';
import { type LoaData, renderLoa } from './ports-loa.ts';
import type { PortAuthorRow, PortRow, PortScope, PortsRepository, PortWithOrder } from './ports-repository.ts';

export interface PortsServiceDeps {
  repo: PortsRepository;
  orders: OrdersService;
  notifier: Pick<Notifier, 'record'>;
  events: Events;
  outbox: Pick<Outbox, 'deliver'>;
  documentStore: DocumentStore;
}

type OrderRecord = Awaited<ReturnType<OrdersService['load']>>;

const LOA_INPUT = 'loa';
const LOA_SPEC = { types: ['pdf', 'jpeg', 'png'] as const, maxBytes: 10 * 1024 * 1024, typeMessage: M.loaTypes };

const side = (p: Principal) => (isStaff(p.accountTypeId) ? 'staff' : 'customer');
const scopeOf = (p: Principal): PortScope => (isStaff(p.accountTypeId) ? {} : { customerId: p.customerId });
const field = (f: string, message: string) => [{ field: f, message }];

const authorOf = (r: Pick<PortAuthorRow, 'author_id' | 'author_email' | 'author_type' | 'author_firstname' | 'author_lastname'>) =>
  r.author_id === null
    ? null
    : {
        id: r.author_id,
        email: r.author_email ?? '',
        firstname: r.author_firstname,
        lastname: r.author_lastname,
        staff: isStaff(r.author_type ?? 400),
      };

/** The provisioning lead time (days) the order's product named when it was placed, if any. */
const productLeadDays = (rec: OrderRecord): number | null => {
  const v = (rec.snapshot.product as { provisioning_lead_time?: unknown } | null)?.provisioning_lead_time;
  return typeof v === 'number' ? v : null;
};

/** A number's E.164 form when it is a valid one, else as written (reported as not part of the port). */
const e164Or = (raw: string) => {
  const r = portNumberOf(raw, null);
  return 'e164' in r ? r.e164 : raw.trim();
};

/** The numbers a person listed: one per line or separated by commas, semicolons or tabs; duplicates dropped. */
const splitNumbers = (text: string) => [
  ...new Set(
    text
      .split(/[\n\r,;\t]+/)
      .map((s) => s.trim())
      .filter(Boolean),
  ),
];

/** A port as webhook payloads show it (a fixed set of fields). */
const portEventView = (row: PortWithOrder, state: PortState, values: Partial<PortRow>) => ({
  id: row.port.id,
  order_id: row.port.order_id,
  customer_id: row.port.customer_id,
  order_reference: row.order_reference,
  state,
  requested_foc_date: values.requested_foc_date ?? row.port.requested_foc_date,
  confirmed_foc_date: values.confirmed_foc_date ?? row.port.confirmed_foc_date,
  exception_code: values.exception_code ?? null,
  exception_reason: values.exception_reason ?? null,
});

/**
 * Number ports (docs/api-ports.md): the order's company drafts and submits its port and answers exceptions; the
 * provider's staff confirm the FOC date, raise exceptions and record each number's result. Every state change is a
 * port event, a notification to both sides and a webhook event, written in the change's transaction; completing
 * puts the ported numbers into the customer's inventory through the order's numbers, in that same transaction.
 */
export function portsService(d: PortsServiceDeps) {
  const { repo } = d;

  async function load(p: Principal, id: number): Promise<PortWithOrder> {
    const row = await repo.find(id, scopeOf(p));
    if (!row) throw notFound();
    return row;
  }

  async function view(p: Principal, row: PortWithOrder, today = dayOf(new Date())): Promise<PortView> {
    const [numbers, events, notes] = await Promise.all([repo.numbers(row.port.id), repo.events(row.port.id), repo.notes(row.port.id)]);
    const state = row.port.state as PortState;
    const s = side(p);
    return {
      id: row.port.id,
      order_id: row.port.order_id,
      order_reference: row.order_reference,
      customer_id: row.port.customer_id,
      customer: row.customer,
      service_type: row.service_type,
      jurisdiction: row.jurisdiction,
      state,
      numbers: numbers.length,
      losing_carriers: row.port.losing_carriers,
      losing_account: row.port.losing_account,
      requested_foc_date: row.port.requested_foc_date,
      confirmed_foc_date: row.port.confirmed_foc_date,
      exception_code: row.port.exception_code as PortView['exception_code'],
      exception_reason: row.port.exception_reason,
      earliest_foc_date: earliestFocDate(row.service_type, today, row.lead_days),
      lead_business_days: portLeadDays(row.service_type, row.lead_days),
      loa:
        row.port.loa_original_name && row.port.loa_uploaded_at
          ? { original_name: row.port.loa_original_name, uploaded_at: row.port.loa_uploaded_at }
          : null,
      number_list: numbers.map((n) => ({
        number: n.number,
        result: n.result as PortView['number_list'][number]['result'],
        reason: n.reason,
      })),
      events: events.map((e) => ({
        id: e.id,
        from_state: e.from_state as PortState | null,
        to_state: e.to_state as PortState,
        note: e.note,
        author: authorOf(e),
        createdAt: e.createdAt,
      })),
      notes: notes.map((n) => ({ id: n.id, body: n.body, author: authorOf(n), createdAt: n.createdAt })),
      moves: portMovesFor(state, s),
      editable: EDITABLE_PORT_STATES.includes(state),
      createdAt: row.port.createdAt,
      updatedAt: row.port.updatedAt,
    };
  }

  /** The numbers as E.164 in the order's jurisdiction, none in the inventory or another open port (422 otherwise). */
  async function checkNumbers(rec: OrderRecord, list: string[], portId: number): Promise<string[]> {
    if (list.length > PORT_NUMBER_LIMIT) throw unprocessable('port.numbers_invalid', M.tooManyNumbers, field('numbers', M.tooManyNumbers));
    const country = await repo.countryOf(rec.order.jurisdiction);
    const errors: { field: string; message: string }[] = [];
    const numbers: string[] = [];
    for (const raw of list) {
      const r = portNumberOf(raw, country);
      if ('e164' in r) numbers.push(r.e164);
      else errors.push({ field: 'numbers', message: `${raw}: ${r.refusal === 'invalid' ? M.numberInvalid : M.numberWrongCountry}` });
    }
    const [stocked, elsewhere] = await Promise.all([repo.inInventory(numbers), repo.inOtherOpenPorts(numbers, portId)]);
    for (const n of numbers) {
      if (stocked.has(n)) errors.push({ field: 'numbers', message: `${n}: ${M.numberInInventory}` });
      else if (elsewhere.has(n)) errors.push({ field: 'numbers', message: `${n}: ${M.numberInOtherPort}` });
    }
    if (errors.length) throw unprocessable('port.numbers_invalid', errors[0]!.message, errors.slice(0, 100));
    return [...new Set(numbers)];
  }

  function checkFocDate(day: string, serviceType: string, today: string, leadDays: number | null) {
    const refusal = focDateRefusal(day, serviceType, today, leadDays);
    if (!refusal) return;
    const message = refusal === 'weekend' ? M.focWeekend : M.focTooEarly.replace('{date}', earliestFocDate(serviceType, today, leadDays));
    throw unprocessable('port.foc_date_refused', message, field('requested_foc_date', message));
  }

  function orderOpen(rec: OrderRecord) {
    if (!rec.order.porting) throw conflict('port.not_porting', M.notPorting);
    if (PORT_CLOSED_ORDER_STATUSES.includes(rec.order.status)) throw conflict('port.order_closed', M.orderClosed);
  }

  /** What submitting needs: numbers (no more than ordered), the losing carrier, a requested date, the signed letter. */
  async function checkComplete(row: PortWithOrder, rec: OrderRecord, today: string) {
    const numbers = (await repo.numbers(row.port.id)).map((n) => n.number);
    const errors: { field: string; message: string }[] = [];
    if (!numbers.length) errors.push({ field: 'numbers', message: M.numbersRequired });
    else if (rec.order.number_quantity > 0 && numbers.length > rec.order.number_quantity)
      errors.push({ field: 'numbers', message: M.moreThanOrdered });
    if (!row.port.losing_carriers) errors.push({ field: 'losing_carriers', message: M.carriersRequired });
    if (!row.port.requested_foc_date) errors.push({ field: 'requested_foc_date', message: M.focDateRequired });
    if (!row.port.loa_filename) errors.push({ field: 'loa', message: M.loaRequired });
    if (errors.length) throw unprocessable('port.incomplete', errors[0]!.message, errors);
    checkFocDate(row.port.requested_foc_date!, row.service_type, today, row.lead_days);
    // a number may have entered the inventory, or another port, since the draft was saved
    await checkNumbers(rec, numbers, row.port.id);
  }

  /** The notification to both sides and the webhook event of a state change, in its transaction. */
  async function announceMove(txDb: Db, p: Principal, row: PortWithOrder, from: PortState | null, to: PortState, values: Partial<PortRow>) {
    const params: PortEventParams = {
      port_id: row.port.id,
      order_id: row.port.order_id,
      reference: row.order_reference,
      from,
      to,
      foc_date:
        values.confirmed_foc_date ?? row.port.confirmed_foc_date ?? values.requested_foc_date ?? row.port.requested_foc_date ?? null,
      reason: values.exception_reason ?? null,
    };
    return [
      await d.notifier.record(txDb, {
        type: { functionality_id: 200, category: 'port', sub_category: 'state', action: to },
        company: row.port.customer_id,
        actor: { accountId: p.accountId, accountTypeId: p.accountTypeId, customerId: p.customerId },
        subject: { kind: 'order', id: row.port.order_id },
        event: 'port.state_changed',
        params: { ...params },
        status: to,
      }),
      await d.events.record(txDb, 'port.state_changed', row.port.customer_id, {
        port: portEventView(row, to, values),
        from,
        to,
        changed_by: { account_id: p.accountId, staff: isStaff(p.accountTypeId) },
      }),
    ];
  }

  return {
    /** GET /ports: default soonest requested FOC date first. */
    async list(p: Principal, q: Sorted<PortListQuery, PortOrderField>) {
      const { rows, count } = await repo.list(scopeOf(p), { state: q.state, search: q.search || undefined }, pageRequest(q));
      return {
        data: rows.map((r) => ({
          id: r.port.id,
          order_id: r.port.order_id,
          order_reference: r.order_reference,
          customer_id: r.port.customer_id,
          customer: r.customer,
          service_type: r.service_type,
          jurisdiction: r.jurisdiction,
          state: r.port.state as PortState,
          numbers: r.numbers,
          losing_carriers: r.port.losing_carriers,
          requested_foc_date: r.port.requested_foc_date,
          confirmed_foc_date: r.port.confirmed_foc_date,
          updatedAt: r.port.updatedAt,
        })),
        count,
      };
    },

    /** GET /ports/{id}. */
    async get(p: Principal, id: number) {
      return view(p, await load(p, id));
    },

    /** GET /orders/{id}/port: the order's port, null while it has none. */
    async ofOrder(p: Principal, orderId: number) {
      await d.orders.load(p, orderId);
      const row = await repo.findByOrder(orderId);
      return { data: row ? await view(p, row) : null };
    },

    /** PUT /orders/{id}/port: creates the draft, or changes it (while a draft or in exception). */
    async save(p: Principal, orderId: number, body: PortDraftInput, today = dayOf(new Date())) {
      const rec = await d.orders.load(p, orderId);
      orderOpen(rec);
      const existing = await repo.findByOrder(orderId);
      const state = (existing?.port.state ?? 'draft') as PortState;
      if (!EDITABLE_PORT_STATES.includes(state)) throw conflict('port.not_editable', M.notEditable);
      const numbers = body.numbers === undefined ? undefined : await checkNumbers(rec, splitNumbers(body.numbers), existing?.port.id ?? 0);
      if (body.requested_foc_date) checkFocDate(body.requested_foc_date, rec.order.service_type, today, productLeadDays(rec));
      const portId = await repo.transaction(async (tx) => {
        const id = existing?.port.id ?? (await tx.insert(orderId, rec.order.customer_id));
        if (!existing) await tx.insertEvent({ port_id: id, account_id: p.accountId, from_state: null, to_state: 'draft' });
        const values: Partial<PortRow> = {};
        if (body.losing_carriers !== undefined) values.losing_carriers = body.losing_carriers;
        if (body.losing_account !== undefined) values.losing_account = body.losing_account;
        if (body.requested_foc_date !== undefined) values.requested_foc_date = body.requested_foc_date;
        if (!(await tx.update(id, state, values))) throw conflict('port.not_editable', M.notEditable);
        if (numbers) await tx.replaceNumbers(id, numbers);
        noteAudit({
          action: existing ? 'ports.update' : 'ports.create',
          subject: { kind: 'port', id, customer_id: rec.order.customer_id },
        });
        return id;
      });
      return { message: M.saved, data: await view(p, (await repo.find(portId, {}))!) };
    },

    /** POST /ports/{id}/moves: a step of the port's state machine, by the side allowed to take it. */
    async move(p: Principal, id: number, body: PortMoveInput, today = dayOf(new Date())) {
      const row = await load(p, id);
      const rec = await d.orders.load(p, row.port.order_id);
      const from = row.port.state as PortState;
      const to = nextPortState(from, body.move, side(p));
      if (!to) {
        if (side(p) === 'customer' && nextPortState(from, body.move, 'staff')) throw forbidden('port.staff_only', M.staffOnly);
        throw conflict('port.move_refused', M.moveRefused);
      }
      const values: Partial<PortRow> = { state: to };
      let ported: string[] = [];
      let rejected: { number: string; reason: string }[] = [];
      if (body.move === 'submit') {
        orderOpen(rec);
        await checkComplete(row, rec, today);
        values.exception_code = null;
        values.exception_reason = null;
      } else if (body.move === 'confirm_foc') {
        if (!body.confirmed_foc_date)
          throw unprocessable('port.move_incomplete', M.confirmedDateRequired, field('confirmed_foc_date', M.confirmedDateRequired));
        if (body.confirmed_foc_date < today)
          throw unprocessable('port.move_incomplete', M.focDatePast, field('confirmed_foc_date', M.focDatePast));
        values.confirmed_foc_date = body.confirmed_foc_date;
      } else if (body.move === 'raise_exception') {
        if (!body.exception_reason)
          throw unprocessable('port.move_incomplete', M.exceptionRequired, field('exception_reason', M.exceptionRequired));
        values.exception_code = body.exception_code;
        values.exception_reason = body.exception_reason;
      } else if (body.move === 'complete') {
        if (!PORT_COMPLETE_ORDER_STATUSES.includes(rec.order.status)) throw conflict('port.order_not_accepted', M.orderNotAccepted);
        const numbers = new Set((await repo.numbers(id)).map((n) => n.number));
        const given = new Map(body.results.map((r) => [e164Or(r.number), r]));
        const errors: { field: string; message: string }[] = [];
        for (const n of given.keys()) if (!numbers.has(n)) errors.push({ field: 'results', message: `${n}: ${M.resultUnknown}` });
        for (const n of numbers) {
          const r = given.get(n);
          if (!r) errors.push({ field: 'results', message: `${n}: ${M.resultsRequired}` });
          else if (r.result === 'rejected' && !r.reason) errors.push({ field: 'results', message: `${n}: ${M.rejectReasonRequired}` });
        }
        if (errors.length) throw unprocessable('port.move_incomplete', errors[0]!.message, errors);
        ported = [...numbers].filter((n) => given.get(n)!.result === 'ported');
        rejected = [...numbers]
          .filter((n) => given.get(n)!.result === 'rejected')
          .map((n) => ({ number: n, reason: given.get(n)!.reason! }));
        if (!ported.length) throw unprocessable('port.move_incomplete', M.nonePorted, field('results', M.nonePorted));
      } else if (body.move === 'cancel') {
        values.exception_reason = body.reason ?? null;
      }
      const messages = await repo.transaction(async (tx, txDb) => {
        if (!(await tx.update(id, from, values))) throw conflict('port.move_refused', M.moveRefused);
        const note =
          body.move === 'raise_exception' || body.move === 'cancel'
            ? (values.exception_reason ?? null)
            : body.move === 'confirm_foc'
              ? (values.confirmed_foc_date ?? null)
              : null;
        await tx.insertEvent({ port_id: id, account_id: p.accountId, from_state: from, to_state: to, note });
        const ids: number[] = [];
        if (body.move === 'complete') {
          for (const n of ported) await tx.setResult(id, n, 'ported', null);
          for (const r of rejected) await tx.setResult(id, r.number, 'rejected', r.reason);
          const entered = await d.orders.numbers.portIn(txDb, rec, ported, p);
          // a number that entered the inventory since the port was submitted cannot port in
          if (entered.moved.length !== ported.length) {
            const inside = new Set(entered.moved.map((m) => m.service_number));
            const taken = ported.filter((n) => !inside.has(n));
            throw unprocessable(
              'port.numbers_invalid',
              `${taken[0]}: ${M.numberInInventory}`,
              taken.map((n) => ({ field: 'results', message: `${n}: ${M.numberInInventory}` })),
            );
          }
          ids.push(...entered.messages);
        }
        noteAudit({
          action: `ports.${body.move}`,
          subject: { kind: 'port', id, customer_id: row.port.customer_id },
          changes: { state: { from, to } },
        });
        ids.push(...(await announceMove(txDb, p, row, from, to, values)));
        return ids;
      });
      await d.outbox.deliver(messages);
      return { message: M.moved, data: await view(p, (await repo.find(id, {}))!) };
    },

    /** POST /ports/{id}/notes: a note to the other side, notified to both and sent as a webhook event. */
    async addNote(p: Principal, id: number, body: string) {
      const row = await load(p, id);
      const { noteId, messages } = await repo.transaction(async (tx, txDb) => {
        const noteId = await tx.insertNote(id, p.accountId, body);
        const params: PortNoteParams = { port_id: id, order_id: row.port.order_id, reference: row.order_reference };
        noteAudit({ action: 'ports.note', subject: { kind: 'port', id, customer_id: row.port.customer_id } });
        const messages = [
          await d.notifier.record(txDb, {
            type: { functionality_id: 200, category: 'port', sub_category: 'note', action: 'added' },
            company: row.port.customer_id,
            actor: { accountId: p.accountId, accountTypeId: p.accountTypeId, customerId: p.customerId },
            subject: { kind: 'order', id: row.port.order_id },
            event: 'port.note_added',
            params: { ...params },
            status: 'added',
          }),
          await d.events.record(txDb, 'port.note_added', row.port.customer_id, {
            port: { id, order_id: row.port.order_id, order_reference: row.order_reference, state: row.port.state },
            note: { id: noteId, body, staff: isStaff(p.accountTypeId) },
          }),
        ];
        return { noteId, messages };
      });
      await d.outbox.deliver(messages);
      const [note] = await repo.notes(id, noteId);
      return { message: M.noteAdded, data: { id: note!.id, body: note!.body, author: authorOf(note!), createdAt: note!.createdAt } };
    },

    /** POST /ports/{id}/loa: the signed letter (pdf, jpeg, png), while the port is a draft or in exception. */
    async uploadLoa(p: Principal, id: number, read: ReadUpload) {
      const row = await load(p, id);
      const state = row.port.state as PortState;
      if (!EDITABLE_PORT_STATES.includes(state)) throw conflict('port.not_editable', M.notEditable);
      await d.documentStore.upload({
        subject: { kind: 'port', id, companyId: row.port.customer_id },
        input: LOA_INPUT,
        spec: { ...LOA_SPEC, types: [...LOA_SPEC.types] },
        uploadedBy: p.accountId,
        read,
        within: async (txDb, doc) => {
          const ok = await repo
            .bind(txDb)
            .update(id, state, { loa_filename: doc.filename, loa_original_name: doc.original_name, loa_uploaded_at: new Date() });
          if (!ok) throw conflict('port.not_editable', M.notEditable);
          noteAudit({ action: 'ports.loa_upload', subject: { kind: 'port', id, customer_id: row.port.customer_id } });
        },
      });
      return { message: M.loaUploaded, data: await view(p, (await repo.find(id, {}))!) };
    },

    /** GET /ports/{id}/loa/signed: the uploaded letter. */
    async openSignedLoa(p: Principal, id: number) {
      const row = await load(p, id);
      if (!row.port.loa_filename) throw notFound('document.not_found', 'We couldnt find this file');
      return d.documentStore.open({ kind: 'port', id }, row.port.loa_filename);
    },

    /** GET /ports/{id}/loa: the letter of authorisation to sign, prefilled, in the language asked for or the caller's. */
    async letter(p: Principal, id: number, language: string | undefined) {
      const row = await load(p, id);
      const rec = await d.orders.load(p, row.port.order_id);
      const [company, numbers, own] = await Promise.all([
        repo.company(row.port.customer_id),
        repo.numbers(id),
        repo.accountLanguage(p.accountId),
      ]);
      const o = rec.order as OrderRecord['order'] & Record<string, unknown>;
      const data: LoaData = {
        language: language ?? own ?? 'en',
        port: { id, reference: row.order_reference, service_type: row.service_type, jurisdiction: row.jurisdiction },
        company: {
          name: company?.name ?? '',
          address: [
            company?.address_line_1,
            company?.address_line_2,
            company?.address_line_3,
            company?.address_postcode,
            company?.address_city,
            company?.address_country,
          ]
            .filter(Boolean)
            .join(', '),
          registration: company?.business_registration_number ?? null,
        },
        endUser: {
          name: (o.end_user_name as string | null) ?? null,
          address: (o.end_user_address as string | null) ?? null,
          phone: (o.end_user_contact_phone as string | null) ?? null,
          email: (o.end_user_contact_email as string | null) ?? null,
        },
        losingCarriers: row.port.losing_carriers,
        losingAccount: row.port.losing_account,
        requestedFocDate: row.port.requested_foc_date,
        numbers: numbers.map((n) => n.number),
      };
      return { pdf: await renderLoa(data), filename: `loa-port-${id}-${data.language}.pdf` };
    },
  };
}

export type PortsService = ReturnType<typeof portsService>;
