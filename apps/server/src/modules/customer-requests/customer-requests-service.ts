import { diffFields, FUNCTIONALITIES, hasPermission, isStaff, pageOffset, resolveCompanyReferences } from '@gsn/domain';
import { CUSTOMER_REQUEST_MESSAGES as M } from '@gsn/domain/customer-requests/error-codes';
import type { CustomerRequestEventParams } from '@gsn/domain/customer-requests/events';
import {
  type CustomerRequestDecision,
  type CustomerRequestStatus,
  maySubmitRequest,
  nextRequestStatus,
} from '@gsn/domain/customer-requests/rules';
import type { CustomerRequestInput, CustomerRequestListQuery, CustomerRequestView } from '@gsn/domain/customer-requests/schemas';
import type { Db } from '../../db/connect.ts';
import { noteAudit } from '../../db/write-context.ts';
import { conflict, notFound, unprocessable } from '../../lib/errors.ts';
import type { Outbox } from '../../lib/outbox.ts';
import type { Principal } from '../../security/principal.ts';
import type { CustomersService, CustomerValues } from '../customers/index.ts';
import type { Notifier, NotifyActor } from '../notifications/index.ts';
import type { PermissionService } from '../permissions/index.ts';
import type { CustomerRequestRecord, CustomerRequestsRepository } from './customer-requests-repository.ts';

/** The notification types of customer requests (the manifest seeds them with their receivers). */
export const REQUEST_TYPES = {
  submitted: { functionality_id: 120, category: 'customer', sub_category: 'request', action: 'submitted' },
  approved: { functionality_id: 120, category: 'customer', sub_category: 'request', action: 'approved' },
  declined: { functionality_id: 120, category: 'customer', sub_category: 'request', action: 'declined' },
};

export interface CustomerRequestsServiceDeps {
  repo: CustomerRequestsRepository;
  customers: Pick<CustomersService, 'createForRegistered'>;
  permissions: Pick<PermissionService, 'effective'>;
  notifier: Notifier;
  outbox: Outbox;
}

/** What an audit event shows of a new request: who it would make a customer of where (the details are the request's). */
const SUBMIT_FIELDS = ['status', 'company_name', 'business_jurisdiction', 'address_country'] as const;

const view = (r: CustomerRequestRecord): CustomerRequestView => ({
  id: r.id,
  status: r.status as CustomerRequestStatus,
  account_id: r.account_id,
  requester_email: r.requester_email,
  requester_name: r.requester_name,
  company_name: r.company_name,
  business_jurisdiction: r.business_jurisdiction,
  address_country: r.address_country,
  address_city: r.address_city,
  address_line_1: r.address_line_1,
  address_line_2: r.address_line_2,
  address_postcode: r.address_postcode,
  vat_number: r.vat_number,
  business_registration_number: r.business_registration_number,
  phone: r.phone,
  expected_services: r.expected_services,
  expected_volumes: r.expected_volumes,
  note: r.note,
  decline_reason: r.decline_reason,
  customer_id: r.customer_id,
  decided_at: r.decided_at,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

/** The company a request opens: its details, the requester as commercial contact, its expectations as other information. */
function companyOf(r: CustomerRequestRecord): CustomerValues {
  const expectations = [
    `Expected services: ${r.expected_services.join(', ')}`,
    r.expected_volumes ? `Expected volumes: ${r.expected_volumes}` : null,
    r.note ? `Note from the request: ${r.note}` : null,
  ].filter((l): l is string => l !== null);
  return {
    name: r.company_name,
    business_jurisdiction: r.business_jurisdiction,
    business_registration_number: r.business_registration_number,
    vat_number: r.vat_number,
    address_country: r.address_country,
    address_city: r.address_city,
    address_line_1: r.address_line_1,
    address_line_2: r.address_line_2,
    address_postcode: r.address_postcode,
    commercial_contact: { name: r.requester_name, phone: r.phone, email: r.requester_email },
    other_information: expectations.join('\n'),
  };
}

const actorOf = (p: Principal): NotifyActor => ({ accountId: p.accountId, accountTypeId: p.accountTypeId, customerId: p.customerId });
const paramsOf = (r: Pick<CustomerRequestRecord, 'id' | 'company_name' | 'requester_email'>, reason?: string) =>
  ({ request_id: r.id, company: r.company_name, email: r.requester_email, reason: reason ?? null }) satisfies CustomerRequestEventParams;
const noteRequest = (action: string, r: { id: number }, changes: ReturnType<typeof diffFields>, customerId?: number) =>
  noteAudit({
    action: `customer_requests.${action}`,
    subject: { kind: 'customer_request', id: r.id, customer_id: customerId ?? null },
    changes,
  });

/**
 * Requests to become a customer (docs/customer-requests.md): a registered user asks, once at a time; staff who create
 * customers (120 write) review the queue and approve — the company and its master in one transaction with the
 * decision — or decline with a reason. Each step is audited and told (staff of a new request, the requester of the
 * decision, by notification and e-mail).
 */
export function customerRequestsService(d: CustomerRequestsServiceDeps) {
  const { repo } = d;

  /** Staff who may create customers see every request; anyone else only its own (another's is 404, not 403). */
  async function reviewer(p: Principal): Promise<boolean> {
    if (!isStaff(p.accountTypeId)) return false;
    return hasPermission(await d.permissions.effective(p.accountTypeId, p.customerId), FUNCTIONALITIES.customer, 'write');
  }

  async function pendingForDecision(id: number, decision: CustomerRequestDecision) {
    const found = await repo.find(id);
    if (!found) throw notFound();
    const next = nextRequestStatus(found.status as CustomerRequestStatus, decision);
    if (!next) throw conflict('customer_request.not_pending', M.notPending);
    return found;
  }

  /** 422 naming the jurisdiction or country the reference data does not know; else both as the reference spells them. */
  async function resolved(input: CustomerRequestInput): Promise<CustomerRequestInput> {
    const refs = await repo.references();
    const r = resolveCompanyReferences(
      { business_jurisdiction: input.business_jurisdiction, address_country: input.address_country },
      refs,
    );
    if (!r.ok) throw unprocessable('customer_request.unknown_reference', r.errors[0]?.message ?? M.notPending, r.errors);
    return { ...input, business_jurisdiction: r.data.business_jurisdiction, address_country: r.data.address_country };
  }

  /**
   * The requester's notice of the decision, recorded in its transaction: addressed to the account itself (no receiver
   * type singles it out), about its own status page; an approved one's company is the new company.
   */
  function tellRequester(
    txDb: Db,
    p: Principal,
    decision: 'approved' | 'declined',
    request: CustomerRequestRecord,
    company: number | null,
    reason?: string,
  ) {
    return d.notifier.record(txDb, {
      type: REQUEST_TYPES[decision],
      company,
      actor: actorOf(p),
      to: [request.account_id],
      subject: { kind: 'own_customer_request', id: request.id },
      event: `customer_request.${decision}`,
      params: paramsOf(request, reason),
    });
  }

  async function decided(id: number, message: string) {
    return { message, data: view((await repo.find(id))!) };
  }

  return {
    /** POST /customer-requests (registered users): one pending request per account, 409 on a second. */
    async submit(p: Principal, body: CustomerRequestInput) {
      const earlier = await repo.statusesOf(p.accountId);
      if (earlier.includes('approved')) throw conflict('customer_request.already_customer', M.alreadyCustomer);
      if (!maySubmitRequest(earlier)) throw conflict('customer_request.pending_exists', M.pendingExists);
      const input = await resolved(body);
      const { id, messages } = await repo.transaction(async (tx, txDb) => {
        const id = await tx.insert({ ...input, account_id: p.accountId });
        if (id === undefined) throw conflict('customer_request.pending_exists', M.pendingExists);
        noteRequest('submit', { id }, diffFields(null, { ...input, status: 'pending' }, SUBMIT_FIELDS));
        const request = { id, company_name: input.company_name, requester_email: p.email };
        const message = await d.notifier.record(txDb, {
          type: REQUEST_TYPES.submitted,
          company: null,
          actor: actorOf(p),
          subject: { kind: 'customer_request', id },
          event: 'customer_request.submitted',
          params: paramsOf(request),
        });
        return { id, messages: [message] };
      });
      await d.outbox.deliver(messages);
      return decided(id, M.submitted);
    },

    /** GET /customer-requests/mine: the caller's latest request (its status page), null before it sent one. */
    async mine(p: Principal) {
      const latest = await repo.latestOf(p.accountId);
      return { data: latest ? view(latest) : null };
    },

    /** GET /customer-requests (staff who create customers): the queue, pending oldest first. */
    async list(q: CustomerRequestListQuery) {
      const page = await repo.list({ status: q.status, search: q.search || undefined }, { limit: q.limit, offset: pageOffset(q) });
      return { data: page.data.map(view), count: page.count };
    },

    /** GET /customer-requests/{id}: reviewers any, the requester its own; 404 otherwise. */
    async show(p: Principal, id: number) {
      const found = await repo.find(id);
      if (!found || (found.account_id !== p.accountId && !(await reviewer(p)))) throw notFound();
      return { data: view(found) };
    },

    /**
     * POST /customer-requests/{id}/approve (optionally with the company's name corrected): in one transaction the company is created from the details (the customers'
     * rules: a unique name, the requester still registered and without company becomes its master), the request is
     * marked approved, and the requester's notification is recorded. The requester's sessions end (its account type
     * changed): it signs in again as the company's master.
     */
    async approve(p: Principal, id: number, companyName?: string) {
      const request = await pendingForDecision(id, 'approve');
      const company = { ...companyOf(request), ...(companyName ? { name: companyName } : {}) };
      const { result: messages } = await d.customers.createForRegistered(company, request.account_id, async (txDb: Db, companyId) => {
        if (!(await repo.bind(txDb).decide(id, { status: 'approved', decided_by: p.accountId, customer_id: companyId })))
          throw conflict('customer_request.not_pending', M.notPending);
        noteRequest(
          'approve',
          request,
          diffFields({ status: 'pending', customer_id: null }, { status: 'approved', customer_id: companyId }, ['status', 'customer_id']),
          companyId,
        );
        return [await tellRequester(txDb, p, 'approved', { ...request, company_name: company.name }, companyId)];
      });
      await d.outbox.deliver(messages);
      return decided(id, M.approved);
    },

    /** POST /customer-requests/{id}/decline: the reason is kept for the requester, who is told and may ask again. */
    async decline(p: Principal, id: number, reason: string) {
      const request = await pendingForDecision(id, 'decline');
      const messages = await repo.transaction(async (tx, txDb) => {
        if (!(await tx.decide(id, { status: 'declined', decided_by: p.accountId, decline_reason: reason })))
          throw conflict('customer_request.not_pending', M.notPending);
        noteRequest(
          'decline',
          request,
          diffFields({ status: 'pending' }, { status: 'declined', decline_reason: reason }, ['status', 'decline_reason']),
        );
        return [await tellRequester(txDb, p, 'declined', request, null, reason)];
      });
      await d.outbox.deliver(messages);
      return decided(id, M.declined);
    },
  };
}

export type CustomerRequestsService = ReturnType<typeof customerRequestsService>;
