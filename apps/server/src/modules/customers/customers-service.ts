import {
  CUSTOMER_RULE_MESSAGES as M,
  type CustomerCreateInput,
  type CustomerListQuery,
  type CustomerOrderField,
  type CustomerUpdateInput,
  canBecomeMaster,
  companyFields,
  companyScope,
  diffFields,
  editableCustomerPatch,
  inCompanyScope,
  isStaff,
} from '@gsn/domain';
import type { Db } from '../../db/connect.ts';
import { pageRequest } from '../../db/paging.ts';
import { noteAudit } from '../../db/write-context.ts';
import type { Sorted } from '../../lib/route-schemas.ts';
import { badRequest, conflict, forbidden, notFound, unprocessable } from '../../lib/errors.ts';
import { removeStoredQuietly, type Storage } from '../../lib/storage.ts';
import { accountMails } from '../account/index.ts';
import { actorOf, type Principal } from '../../security/principal.ts';
import type { SessionService } from '../../security/session-service.ts';
import { type BulkFile, type CustomersBulkDeps, customersBulk } from './customers-bulk.ts';
import { type CustomerValues, companyValues } from './customers-repository.ts';

export interface CustomersServiceDeps extends CustomersBulkDeps {
  sessions: Pick<SessionService, 'revokeAll'>;
  /** Where the companies' order documents are stored. */
  storage: Pick<Storage, 'remove'>;
  log?: { error: (o: object, m: string) => void };
}

const field = (name: string, message: string) => [{ field: name, message }];

/** What a company's audit events show of it: its fields and its master. Its own trail shows them to its master. */
const CUSTOMER_FIELDS = [...(Object.keys(companyFields) as (keyof typeof companyFields)[]), 'master_id'] as const;
const noteCustomer = (action: string, id: number, changes: ReturnType<typeof diffFields>) =>
  noteAudit({ action, subject: { kind: 'customer', id, customer_id: id }, changes });

/**
 * Customer companies (functionality 120; spec 1 §2 Customers): staff see and manage all, customers see their
 * own company and its master edits it. A new company gets its master in the same transaction.
 */
export function customersService(d: CustomersServiceDeps) {
  const { repo } = d;

  async function visible(p: Principal, id: number) {
    const current = await repo.find(id);
    if (!current || !inCompanyScope(companyScope(actorOf(p)), current.id)) throw notFound();
    return current;
  }

  /**
   * "Add from master": a registered account (type 400, no company) becomes the new company's master. `within` runs in
   * the same transaction once both exist (an approved customer request records its decision there), so the three
   * commit together or not at all.
   */
  async function createFromMaster<T>(values: CustomerValues, masterId: number, within?: (tx: Db, companyId: number) => Promise<T>) {
    const account = await repo.identity.findById(masterId);
    if (!account) throw unprocessable('customer.unknown_account', M.unknownAccount, field('master_id', M.unknownAccount));
    if (account.account_type_id !== 400 || account.customer_id !== null) {
      throw unprocessable('customer.new_master_not_eligible', M.newMasterNotEligible, field('master_id', M.newMasterNotEligible));
    }
    const created = await repo.transaction(async (tx, txDb) => {
      const [company] = await tx.insertMany([values]);
      if (!company) throw conflict('customer.name_taken', M.nameTaken, field('name', M.nameTaken));
      if (!(await tx.promoteToMaster(masterId, company.id))) {
        throw unprocessable('customer.new_master_not_eligible', M.newMasterNotEligible, field('master_id', M.newMasterNotEligible));
      }
      await tx.claimMaster(company.id, masterId);
      noteCustomer('customers.create', company.id, diffFields(null, { ...values, master_id: masterId }, CUSTOMER_FIELDS));
      return { id: company.id, result: within ? await within(txDb, company.id) : undefined };
    });
    // The account's type changed: its sessions end so that it signs in again as a master.
    await d.sessions.revokeAll(masterId);
    return created;
  }

  /** A new company with a new master account (type 200, created, disabled until activated) and its activation e-mail. */
  async function createWithMasterEmail(values: CustomerValues, email: string) {
    if ((await repo.identity.takenEmails([email])).size)
      throw conflict('customer.email_taken', M.emailTaken, field('master_email', M.emailTaken));
    const created = await repo.transaction(async (tx) => {
      const [company] = await tx.insertMany([values]);
      if (!company) throw conflict('customer.name_taken', M.nameTaken, field('name', M.nameTaken));
      const [master] = await tx.identity.insertMany([
        { username: email, email, account_type_id: 200, status: 'created', disabled: true, customer_id: company.id },
      ]);
      if (!master) throw conflict('customer.email_taken', M.emailTaken, field('master_email', M.emailTaken));
      const token = d.accounts.tokenFor(master.id, 'activate');
      await tx.identity.insertTokens([token.row]);
      await tx.claimMaster(company.id, master.id);
      noteCustomer('customers.create', company.id, diffFields(null, { ...values, master_id: master.id }, CUSTOMER_FIELDS));
      return { id: company.id, link: token.link };
    });
    await d.mailer.send(accountMails.activation(email, created.link));
    return created.id;
  }

  return {
    async list(p: Principal, q: Sorted<CustomerListQuery, CustomerOrderField>) {
      const scope = companyScope(actorOf(p));
      if (scope.kind === 'none') return { data: [], count: 0 };
      return repo.list(
        {
          companyId: scope.kind === 'company' ? scope.customerId : undefined,
          bdmId: q.provider_signed_bdm_id,
          country: q.country || undefined,
          search: q.search || undefined,
        },
        pageRequest(q),
      );
    },

    /** GET /customers/{id}: the company and how many accounts it has (a company with accounts cannot be deleted). */
    async get(p: Principal, id: number) {
      const company = await visible(p, id);
      return { ...company, account_count: await repo.countAccounts(company.id) };
    },

    async create(_p: Principal, input: CustomerCreateInput) {
      if (input.master_id !== undefined && input.master_email)
        throw badRequest('customer.either_master', M.eitherMaster, field('master_email', M.eitherMaster));
      const values = companyValues(input) as CustomerValues;
      if (await repo.nameTaken(values.name)) throw conflict('customer.name_taken', M.nameTaken, field('name', M.nameTaken));
      const id =
        input.master_id !== undefined
          ? (await createFromMaster(values, input.master_id)).id
          : await createWithMasterEmail(values, input.master_email!);
      return { message: M.added, data: (await repo.find(id))! };
    },

    /** Staff change any company, a master its own (not the provider's fields); the master only while there is none. */
    async update(p: Principal, id: number, input: CustomerUpdateInput) {
      const current = await visible(p, id);
      if (!isStaff(p.accountTypeId) && p.accountTypeId !== 200) throw forbidden('customer.master_only', M.masterOnly);
      const patch = editableCustomerPatch(p.accountTypeId, input);
      const values = companyValues(patch);
      if (values.name && (await repo.nameTaken(values.name, id)))
        throw conflict('customer.name_taken', M.nameTaken, field('name', M.nameTaken));
      const masterId = patch.master_id ?? undefined;
      const newMaster = masterId !== undefined && masterId !== current.master_id ? masterId : undefined;
      if (newMaster !== undefined) {
        if (current.master_id !== null) throw conflict('customer.has_master', M.hasMaster, field('master_id', M.hasMaster));
        const account = await repo.identity.findById(newMaster);
        if (!account) throw unprocessable('customer.unknown_account', M.unknownAccount, field('master_id', M.unknownAccount));
        if (!canBecomeMaster(account, id))
          throw unprocessable('customer.master_not_eligible', M.masterNotEligible, field('master_id', M.masterNotEligible));
      }
      await repo.transaction(async (tx) => {
        const before = (await tx.find(id)) ?? current;
        if (!(await tx.update(id, values))) throw conflict('customer.name_taken', M.nameTaken, field('name', M.nameTaken));
        noteCustomer('customers.update', id, diffFields(before, { ...values, master_id: newMaster }, CUSTOMER_FIELDS));
        if (newMaster === undefined) return;
        if (!(await tx.promoteToMaster(newMaster, id)))
          throw unprocessable('customer.master_not_eligible', M.masterNotEligible, field('master_id', M.masterNotEligible));
        if (!(await tx.claimMaster(id, newMaster))) throw conflict('customer.has_master', M.hasMaster, field('master_id', M.hasMaster));
      });
      if (newMaster !== undefined) await d.sessions.revokeAll(newMaster);
      return { message: M.updated, data: (await repo.find(id))! };
    },

    /** Deletes a company without accounts; its order documents' files are removed after the rows are gone. */
    async remove(p: Principal, id: number) {
      const current = await visible(p, id);
      const removed = (await repo.countAccounts(id)) > 0 ? undefined : await repo.remove(id);
      if (!removed) throw conflict('customer.has_accounts', M.hasAccounts);
      noteCustomer('customers.delete', id, diffFields(current, null, CUSTOMER_FIELDS));
      await removeStoredQuietly(d.storage, removed.files, d.log);
      return { message: M.deleted };
    },

    /**
     * A registered account's own company, from its approved request to become a customer: the rules of "add from
     * master" (a unique name; the account registered and without company becomes the master, its sessions end), with
     * the request's own writes (`within`) in the same transaction. Answers the company's id and what `within` answered.
     */
    async createForRegistered<T>(values: CustomerValues, accountId: number, within: (tx: Db, companyId: number) => Promise<T>) {
      if (await repo.nameTaken(values.name)) throw conflict('customer.name_taken', M.nameTaken, field('name', M.nameTaken));
      const { id, result } = await createFromMaster(values, accountId, within);
      return { id, result: result as T };
    },

    /** POST /customers/bulk: see customers-bulk.ts. */
    bulk: (_p: Principal, file: BulkFile) => customersBulk(d, file),
  };
}

export type CustomersService = ReturnType<typeof customersService>;
