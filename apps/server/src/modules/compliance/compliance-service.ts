import { COMPLIANCE_MESSAGES as M, type EndUserInput, type ProofUploadQuery, type VerifyInput } from '@gsn/domain/compliance/schemas';
import {
  addDays,
  type ComplianceDocumentType,
  proofFileTypes,
  dayOf,
  EXPIRY_WARNING_DAYS,
  isExpired,
  isExpiringSoon,
  proofTypesFor,
  whyNotChoosable,
} from '@gsn/domain/compliance/rules';
import { countryCodeOfEnglishName, CUSTOMER_EDITABLE, DOCUMENT_INPUTS, DOCUMENT_MAX_BYTES, isStaff, ORDER_MESSAGES } from '@gsn/domain';
import type { Db } from '../../db/connect.ts';
import { noteAudit, noteCreated } from '../../db/write-context.ts';
import { conflict, notFound, unprocessable } from '../../lib/errors.ts';
import type { Events } from '../../lib/events.ts';
import type { Outbox } from '../../lib/outbox.ts';
import { isStoredName } from '../../lib/storage.ts';
import type { Principal } from '../../security/principal.ts';
import type { DocumentStore, ReadUpload } from '../documents/index.ts';
import type { Notifier } from '../notifications/index.ts';
import { type ComplianceRepository, PROOF_INPUT_ID, PROOF_SUBJECT, type ProofRecord } from './compliance-repository.ts';

/** The notification type of a proof about to expire (its receivers: the company's master and operations staff). */
export const EXPIRING_TYPE = { functionality_id: 200, category: 'compliance', sub_category: 'document', action: 'expiring' } as const;
/** The notification type of a proof staff verified (its receivers: the company's master). */
export const VERIFIED_TYPE = { functionality_id: 200, category: 'compliance', sub_category: 'document', action: 'verified' } as const;

export interface ComplianceServiceDeps {
  repo: ComplianceRepository;
  store: DocumentStore;
  notifier: Notifier;
  events: Events;
  outbox: Pick<Outbox, 'deliver'>;
  /** The clock: what "today" is for expiry (tests move it; production uses the system's). */
  now?: () => Date;
  log?: { error: (o: object, m: string) => void };
}

type ListQuery = { page: number; limit: number; asc?: boolean | undefined };

/**
 * Compliance profiles (docs/api-compliance.md): a company keeps its end users and proofs once, provider staff verify
 * each proof once, and the company's orders use them instead of new uploads. Customers see and use only their own
 * company's (another company's answers 404); staff see every company's. A proof's file goes through the document store
 * (subject `compliance_document`), its row is written in the same transaction.
 */
export function complianceService(d: ComplianceServiceDeps) {
  const { repo } = d;
  const now = d.now ?? (() => new Date());
  const today = () => dayOf(now());

  const view = (r: ProofRecord) => {
    const t = today();
    const { warned_for: _w, ...rest } = r;
    return { ...rest, expired: isExpired(r.valid_until, t), expiring_soon: isExpiringSoon(r.valid_until, t) };
  };

  /** The company whose profile the caller reads: its own; staff name one (or none: every company's). */
  const companyOf = (p: Principal, asked?: number) => (isStaff(p.accountTypeId) ? asked : (p.customerId ?? -1));

  async function visibleProof(p: Principal, id: number, opts: { lock?: boolean } = {}) {
    const proof = await repo.findProof(id, opts);
    if (!proof || (!isStaff(p.accountTypeId) && proof.customer_id !== p.customerId)) throw notFound();
    return proof;
  }

  async function ownEndUser(p: Principal, id: number) {
    const u = await repo.findEndUser(id);
    if (!u || u.customer_id !== p.customerId) throw notFound();
    return u;
  }

  async function visibleOrder(p: Principal, orderId: number) {
    const order = await repo.findOrder(orderId);
    if (!order || (!isStaff(p.accountTypeId) && order.customer_id !== p.customerId)) throw notFound();
    return order;
  }

  /** The notification and webhook event of one proof nearing its date, in one transaction with its warned mark. */
  async function warn(id: number): Promise<number[]> {
    return repo.transaction(async (tx, txDb: Db) => {
      const proof = await tx.findProof(id, { lock: true });
      if (!proof?.valid_until || proof.state === 'rejected' || proof.warned_for === proof.valid_until) return [];
      if (!isExpiringSoon(proof.valid_until, today())) return [];
      const relying = await tx.relying(id);
      const params = {
        document_id: proof.id,
        type: proof.type,
        country: proof.country,
        valid_until: proof.valid_until,
        customer_id: proof.customer_id,
        customer_name: proof.customer_name ?? '',
        orders: relying.orders,
        numbers: relying.numbers,
      };
      const ids = [
        await d.notifier.record(txDb, {
          type: EXPIRING_TYPE,
          company: proof.customer_id,
          actor: null,
          subject: { kind: PROOF_SUBJECT, id: proof.id },
          event: 'compliance.document_expiring',
          params,
        }),
        await d.events.record(txDb, 'compliance.document_expiring', proof.customer_id, {
          document: {
            id: proof.id,
            type: proof.type,
            country: proof.country,
            valid_until: proof.valid_until,
            state: proof.state,
            end_user_id: proof.end_user_id,
          },
          orders: relying.orders,
          numbers: relying.numbers,
        }),
      ];
      await tx.markWarned(id, proof.valid_until, now());
      return ids;
    });
  }

  return {
    today,

    async listEndUsers(p: Principal, customerId?: number) {
      const company = companyOf(p, customerId);
      return { data: company === undefined ? [] : await repo.endUsers(company) };
    },

    async createEndUser(p: Principal, body: EndUserInput) {
      const data = await repo.insertEndUser(p.customerId!, body);
      noteCreated('compliance_end_user', data.id);
      noteAudit({
        action: 'compliance_end_users.create',
        subject: { kind: 'compliance_end_user', id: data.id, customer_id: data.customer_id },
      });
      return { message: M.endUserSaved, data };
    },

    async updateEndUser(p: Principal, id: number, body: EndUserInput) {
      await ownEndUser(p, id);
      const data = (await repo.updateEndUser(id, body))!;
      noteAudit({ action: 'compliance_end_users.update', subject: { kind: 'compliance_end_user', id, customer_id: data.customer_id } });
      return { message: M.endUserSaved, data };
    },

    /**
     * A new proof of the caller's company (pending until staff verify it): the file is checked (type by extension and
     * content, ≤ 10 MB) and stored by the document store, the proof's row written in its transaction.
     */
    async uploadProof(p: Principal, q: ProofUploadQuery, read: ReadUpload) {
      const customerId = p.customerId!;
      if (q.end_user_id) {
        const u = await repo.findEndUser(q.end_user_id);
        if (!u || u.customer_id !== customerId)
          throw unprocessable('compliance.end_user_unknown', M.endUserUnknown, [{ field: 'end_user_id', message: M.endUserUnknown }]);
      }
      const type = q.type as ComplianceDocumentType;
      const id = await repo.nextProofId();
      const types = proofFileTypes(type);
      await d.store.upload({
        subject: { kind: PROOF_SUBJECT, id, companyId: customerId },
        input: PROOF_INPUT_ID,
        spec: { types, maxBytes: DOCUMENT_MAX_BYTES, typeMessage: `Please upload ${types.join('/')} file` },
        uploadedBy: p.accountId,
        read,
        within: async (txDb) => {
          await repo.bind(txDb).insertProof({
            id,
            customer_id: customerId,
            type,
            country: q.country,
            end_user_id: q.end_user_id ?? null,
            valid_until: q.valid_until ?? null,
            uploaded_by: p.accountId,
          });
          noteAudit({ action: 'compliance_documents.create', subject: { kind: PROOF_SUBJECT, id, customer_id: customerId } });
        },
      });
      noteCreated(PROOF_SUBJECT, id);
      return { message: M.documentUploaded, data: view((await repo.findProof(id))!) };
    },

    /** The company's proofs (staff: any company's, or one's with `customer_id`); `input`: only those it may use today. */
    async listProofs(
      p: Principal,
      q: ListQuery & {
        type?: string | undefined;
        state?: string | undefined;
        input?: string | undefined;
        customer_id?: number | undefined;
      },
    ) {
      const company = companyOf(p, q.customer_id);
      const types = q.input ? proofTypesFor(q.input) : undefined;
      const page = await repo.listProofs({
        customerId: company,
        types: q.type ? [q.type] : types,
        states: q.state ? [q.state] : q.input ? ['approved', 'pending'] : undefined,
        validOn: q.input ? today() : undefined,
        page: q.page,
        limit: q.limit,
        ascending: q.asc ?? false,
      });
      return { data: page.data.map(view), count: page.count };
    },

    /** Staff's queue: proofs in a state (pending by default), oldest first, filtered by company, type or a name. */
    async verifications(
      q: ListQuery & { state: string; type?: string | undefined; customer_id?: number | undefined; search?: string | undefined },
    ) {
      const page = await repo.listProofs({
        customerId: q.customer_id,
        types: q.type ? [q.type] : undefined,
        states: [q.state],
        search: q.search,
        page: q.page,
        limit: q.limit,
        ascending: q.asc ?? true,
      });
      return { data: page.data.map(view), count: page.count };
    },

    async getProof(p: Principal, id: number) {
      return view(await visibleProof(p, id));
    },

    async openProof(p: Principal, id: number) {
      const proof = await visibleProof(p, id);
      if (!proof.filename || !isStoredName(proof.filename)) throw notFound('document.not_found');
      return { proof, file: await d.store.open({ kind: PROOF_SUBJECT, id }, proof.filename) };
    },

    /** Staff verify a proof: approved, or rejected with its reason; they may correct its valid-until date. */
    async verify(p: Principal, id: number, body: VerifyInput) {
      await visibleProof(p, id);
      const messages = await repo.transaction(async (tx, txDb: Db) => {
        const proof = (await tx.findProof(id, { lock: true }))!;
        await tx.verify(id, {
          state: body.state,
          reject_reason: body.state === 'rejected' ? (body.reason ?? null) : null,
          valid_until: body.valid_until,
          by: p.accountId,
        });
        noteAudit({
          action: 'compliance_documents.verify',
          subject: { kind: PROOF_SUBJECT, id, customer_id: proof.customer_id },
          changes: {
            state: { from: proof.state, to: body.state },
            ...(body.valid_until !== undefined && body.valid_until !== proof.valid_until
              ? { valid_until: { from: proof.valid_until, to: body.valid_until } }
              : {}),
          },
        });
        // the company hears of the verdict (a rejection with its reason); a date correction alone tells nobody
        if (body.state === proof.state && (body.state !== 'rejected' || body.reason === proof.reject_reason)) return [];
        const params = {
          document_id: id,
          type: proof.type,
          country: proof.country,
          state: body.state,
          reason: body.state === 'rejected' ? (body.reason ?? null) : null,
          customer_name: proof.customer_name ?? '',
        };
        return [
          await d.notifier.record(txDb, {
            type: VERIFIED_TYPE,
            company: proof.customer_id,
            actor: { accountId: p.accountId, accountTypeId: p.accountTypeId, customerId: p.customerId },
            subject: { kind: PROOF_SUBJECT, id },
            event: 'compliance.document_verified',
            params,
          }),
          await d.events.record(txDb, 'compliance.document_verified', proof.customer_id, {
            document: {
              id,
              type: proof.type,
              country: proof.country,
              valid_until: body.valid_until ?? proof.valid_until,
              state: body.state,
            },
            reason: params.reason,
          }),
        ];
      });
      await d.outbox.deliver(messages);
      return { message: M.verified, data: view((await repo.findProof(id))!) };
    },

    /** The proofs an order relies on (the order's company and staff). */
    async orderProofs(p: Principal, orderId: number) {
      await visibleOrder(p, orderId);
      return { data: (await repo.orderProofs(orderId)).map((r) => ({ input_id: r.input_id, document: view(r.document) })) };
    },

    /**
     * An order's document requirement satisfied by one of its company's proofs (instead of an upload): only while the
     * order is the customer's to edit, a proof of the order's company (another's answers 404) whose type the input
     * takes, approved or pending and not expired (422 with the reason). The order becomes saved, like after an upload.
     */
    /**
     * A new proof uploaded from an order's requirement: it joins the company's store (pending, of the type the input
     * takes, for the order's country unless another is named) and the order uses it, in one transaction.
     */
    async uploadForOrder(
      p: Principal,
      orderId: number,
      input: string,
      q: { country?: string | undefined; valid_until?: string | null | undefined },
      read: ReadUpload,
    ) {
      const type = proofTypesFor(input)[0];
      if (!Object.hasOwn(DOCUMENT_INPUTS, input) || !type) throw notFound();
      const order = await visibleOrder(p, orderId);
      if (!CUSTOMER_EDITABLE.includes(order.status)) throw conflict('order.not_allowed', ORDER_MESSAGES.notAllowed);
      const country = q.country ?? countryCodeOfEnglishName(order.jurisdiction) ?? 'ZZ';
      const id = await repo.nextProofId();
      const types = proofFileTypes(type);
      const { document, result } = await d.store.upload({
        subject: { kind: PROOF_SUBJECT, id, companyId: order.customer_id },
        input: PROOF_INPUT_ID,
        spec: { types, maxBytes: DOCUMENT_MAX_BYTES, typeMessage: `Please upload ${types.join('/')} file` },
        uploadedBy: p.accountId,
        read,
        within: async (txDb, doc) => {
          const tx = repo.bind(txDb);
          const locked = await tx.findOrder(orderId, { lock: true });
          if (!locked || locked.customer_id !== order.customer_id) throw notFound();
          if (!CUSTOMER_EDITABLE.includes(locked.status)) throw conflict('order.not_allowed', ORDER_MESSAGES.notAllowed);
          await tx.insertProof({
            id,
            customer_id: order.customer_id,
            type,
            country,
            end_user_id: null,
            valid_until: q.valid_until ?? null,
            uploaded_by: p.accountId,
          });
          noteAudit({ action: 'compliance_documents.create', subject: { kind: PROOF_SUBJECT, id, customer_id: order.customer_id } });
          return tx.useProof(
            locked,
            input,
            { id, filename: doc.filename },
            p.accountId,
            `Proof uploaded: ${input} (proof ${id}, ${doc.original_name})`,
          );
        },
      });
      return {
        message: M.chosen,
        data: { input_id: input, document_id: id, filename: document.filename },
        order: { status: result.status, updatedAt: result.updatedAt.toISOString() },
      };
    },

    async chooseProof(p: Principal, orderId: number, input: string, documentId: number) {
      if (!Object.hasOwn(DOCUMENT_INPUTS, input) || !proofTypesFor(input).length) throw notFound();
      const order = await visibleOrder(p, orderId);
      if (!CUSTOMER_EDITABLE.includes(order.status)) throw conflict('order.not_allowed', ORDER_MESSAGES.notAllowed);
      const result = await repo.transaction(async (tx) => {
        const locked = await tx.findOrder(orderId, { lock: true });
        if (!locked || locked.customer_id !== order.customer_id) throw notFound();
        if (!CUSTOMER_EDITABLE.includes(locked.status)) throw conflict('order.not_allowed', ORDER_MESSAGES.notAllowed);
        const proof = await tx.findProof(documentId);
        if (!proof || proof.customer_id !== locked.customer_id || !proof.filename) throw notFound();
        const why = whyNotChoosable(proof, input, today());
        if (why) {
          const code = `compliance.proof_${why}` as const;
          const message = why === 'expired' ? M.proofExpired : why === 'rejected' ? M.proofRejected : M.proofWrongType;
          throw unprocessable(code, message, [{ field: 'document_id', message }]);
        }
        const moved = await tx.useProof(
          locked,
          input,
          { id: proof.id, filename: proof.filename },
          p.accountId,
          `Proof used: ${input} (proof ${proof.id}, ${proof.type})`,
        );
        noteAudit({
          action: 'orders.proof_used',
          subject: { kind: 'order', id: orderId, customer_id: locked.customer_id },
          changes: { [input]: { to: `proof ${proof.id}` } },
        });
        return { moved, filename: proof.filename };
      });
      return {
        message: M.chosen,
        data: { input_id: input, document_id: documentId, filename: result.filename },
        order: { status: result.moved.status, updatedAt: result.moved.updatedAt.toISOString() },
      };
    },

    /**
     * The daily expiry check: every proof whose valid-until day is within EXPIRY_WARNING_DAYS and not yet warned of
     * (for that date) is told to its company and the operations staff, with the orders and numbers relying on it;
     * each in its own transaction with its mark, delivered after the commit. Answers how many were warned.
     */
    async warnExpiring(): Promise<number> {
      const t = today();
      const ids = await repo.expiringUnwarned(t, addDays(t, EXPIRY_WARNING_DAYS));
      let warned = 0;
      for (const id of ids) {
        try {
          const messages = await warn(id);
          if (messages.length) warned++;
          await d.outbox.deliver(messages);
        } catch (err) {
          d.log?.error({ err, proof: id }, 'compliance: warning of an expiring proof failed');
        }
      }
      return warned;
    },
  };
}

export type ComplianceService = ReturnType<typeof complianceService>;
