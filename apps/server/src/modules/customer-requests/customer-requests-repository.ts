import type { CompanyReferences } from '@gsn/domain';
import type { CustomerRequestStatus } from '@gsn/domain/customer-requests/rules';
import { and, asc, desc, eq, getTableColumns, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { containsPattern } from '../../db/paging.ts';
import { transactional } from '../../db/transactional.ts';
import { accounts, userProfiles } from '../../db/schema.ts';
import { customersRepository } from '../customers/index.ts';
import { type CustomerRequestRow, customerRequests } from './schema.ts';

/** What a submission stores (the status, decision and times are the table's). */
export type CustomerRequestValues = Omit<
  typeof customerRequests.$inferInsert,
  'id' | 'status' | 'decline_reason' | 'customer_id' | 'decided_by' | 'decided_at' | 'createdAt' | 'updatedAt'
>;

/** A request with its requester's e-mail and name (what the queue and the request page show). */
export type CustomerRequestRecord = CustomerRequestRow & { requester_email: string; requester_name: string | null };

export interface CustomerRequestFilter {
  status?: CustomerRequestStatus | undefined;
  search?: string | undefined;
}

export interface Decision {
  status: 'approved' | 'declined';
  decided_by: number;
  customer_id?: number | null;
  decline_reason?: string | null;
}

const requesterName = sql<
  string | null
>`nullif(concat_ws(' ', nullif(trim(${userProfiles.firstname}), ''), nullif(trim(${userProfiles.lastname}), '')), '')`;

function conditions(f: CustomerRequestFilter): SQL | undefined {
  const pattern = f.search ? containsPattern(f.search) : undefined;
  return and(
    f.status ? eq(customerRequests.status, f.status) : undefined,
    pattern
      ? or(
          ilike(customerRequests.company_name, pattern),
          ilike(accounts.email, pattern),
          ilike(customerRequests.vat_number, pattern),
          ilike(customerRequests.business_registration_number, pattern),
        )
      : undefined,
  );
}

function customerRequestQueries(db: Db) {
  const select = () =>
    db
      .select({ r: getTableColumns(customerRequests), email: accounts.email, name: requesterName })
      .from(customerRequests)
      .innerJoin(accounts, eq(accounts.id, customerRequests.account_id))
      .leftJoin(userProfiles, eq(userProfiles.account_id, accounts.id));
  const toRecord = (x: { r: CustomerRequestRow; email: string; name: string | null }): CustomerRequestRecord => ({
    ...x.r,
    requester_email: x.email,
    requester_name: x.name,
  });

  return {
    /** The reference data a request's jurisdiction and country are checked against (the customer upload's). */
    references: (): Promise<CompanyReferences> => customersRepository(db).companyReferences([]),

    /** The statuses of the account's requests so far. */
    async statusesOf(accountId: number): Promise<CustomerRequestStatus[]> {
      const rows = await db.select({ s: customerRequests.status }).from(customerRequests).where(eq(customerRequests.account_id, accountId));
      return rows.map((r) => r.s as CustomerRequestStatus);
    },

    /** Stores a new pending request; undefined when the account has one pending already (the unique index). */
    async insert(values: CustomerRequestValues): Promise<number | undefined> {
      try {
        const [row] = await db.insert(customerRequests).values(values).returning({ id: customerRequests.id });
        return row?.id;
      } catch (e) {
        if (isUniqueViolation(e)) return undefined;
        throw e;
      }
    },

    async find(id: number): Promise<CustomerRequestRecord | undefined> {
      const [row] = await select().where(eq(customerRequests.id, id));
      return row ? toRecord(row) : undefined;
    },

    /** The account's latest request. */
    async latestOf(accountId: number): Promise<CustomerRequestRecord | undefined> {
      const [row] = await select()
        .where(eq(customerRequests.account_id, accountId))
        .orderBy(desc(customerRequests.createdAt), desc(customerRequests.id))
        .limit(1);
      return row ? toRecord(row) : undefined;
    },

    /** A page of the queue: pending ones first, oldest first (first come, first served), then the decided, newest first. */
    async list(f: CustomerRequestFilter, page: { limit: number; offset: number }) {
      const where = conditions(f);
      const pendingFirst = sql`case when ${customerRequests.status} = 'pending' then 0 else 1 end`;
      const waitingSince = sql`case when ${customerRequests.status} = 'pending' then ${customerRequests.createdAt} end`;
      const [rows, total] = await Promise.all([
        select()
          .where(where)
          .orderBy(asc(pendingFirst), asc(waitingSince), desc(customerRequests.decided_at), desc(customerRequests.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(customerRequests)
          .innerJoin(accounts, eq(accounts.id, customerRequests.account_id))
          .where(where),
      ]);
      return { data: rows.map(toRecord), count: total[0]?.n ?? 0 };
    },

    /** Records the decision on a request still pending (locked by the update); false when it was decided meanwhile. */
    async decide(id: number, d: Decision): Promise<boolean> {
      const rows = await db
        .update(customerRequests)
        .set({
          status: d.status,
          decided_by: d.decided_by,
          customer_id: d.customer_id ?? null,
          decline_reason: d.decline_reason ?? null,
          decided_at: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(customerRequests.id, id), eq(customerRequests.status, 'pending')))
        .returning({ id: customerRequests.id });
      return rows.length === 1;
    },
  };
}

/** Requests to become a customer. */
export const customerRequestsRepository = (db: Db) => transactional(db, customerRequestQueries);
export type CustomerRequestsRepository = ReturnType<typeof customerRequestsRepository>;
