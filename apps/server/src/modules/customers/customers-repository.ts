import { type CompanyReferences, type CustomerOrderField, referenceKey } from '@gsn/domain';
import { and, asc, desc, eq, getTableColumns, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { transactional } from '../../db/transactional.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors.ts';
import { accounts, type Contact, countries, customers, documents, userProfiles } from '../../db/schema.ts';
import { accountRepository } from '../account/index.ts';
import { inventoryRepository } from '../inventory/index.ts';
import { containsPattern, type PageRequest } from '../../db/paging.ts';

/** The company fields as stored (spec 1 §3 Customer; `{product}_` fields are `provider_`). */
export interface CustomerValues {
  name: string;
  former_name?: string | null | undefined;
  website?: string | null | undefined;
  provider_insight_company_code?: string | null | undefined;
  provider_signed_bdm_id?: number | null | undefined;
  provider_signed_bdm_name?: string | null | undefined;
  business_jurisdiction?: string | null | undefined;
  business_registration_number?: string | null | undefined;
  vat_number?: string | null | undefined;
  address_country?: string | null | undefined;
  address_city?: string | null | undefined;
  address_line_1?: string | null | undefined;
  address_line_2?: string | null | undefined;
  address_line_3?: string | null | undefined;
  address_postcode?: string | null | undefined;
  commercial_contact?: Contact | null | undefined;
  financial_contact?: Contact | null | undefined;
  fault_reporting_contact?: Contact | null | undefined;
  billing_details?: string | null | undefined;
  bank_information?: string | null | undefined;
  other_information?: string | null | undefined;
}

/** The company fields of a create or update payload (without its master). */
export function companyValues(input: Partial<CustomerValues> & { master_email?: unknown; master_id?: unknown }): Partial<CustomerValues> {
  const { master_email: _email, master_id: _id, ...values } = input;
  return values;
}

export type CustomerRow = typeof customers.$inferSelect & { master: { id: number; email: string } | null };

export interface CustomerListFilter {
  companyId?: number | undefined;
  bdmId?: number | undefined;
  country?: string | undefined;
  search?: string | undefined;
}

const ORDER_COLUMNS = {
  name: customers.name,
  former_name: customers.former_name,
  website: customers.website,
  provider_insight_company_code: customers.provider_insight_company_code,
  business_jurisdiction: customers.business_jurisdiction,
  address_country: customers.address_country,
  createdAt: customers.createdAt,
  updatedAt: customers.updatedAt,
} as const;

function conditions(f: CustomerListFilter): SQL | undefined {
  const pattern = f.search ? containsPattern(f.search) : undefined;
  return and(
    f.companyId !== undefined ? eq(customers.id, f.companyId) : undefined,
    f.bdmId !== undefined ? eq(customers.provider_signed_bdm_id, f.bdmId) : undefined,
    f.country ? sql`lower(${customers.address_country}) = lower(${f.country})` : undefined,
    pattern
      ? or(
          ilike(customers.name, pattern),
          ilike(customers.former_name, pattern),
          ilike(customers.website, pattern),
          ilike(customers.provider_insight_company_code, pattern),
        )
      : undefined,
  );
}

function customersQueries(db: Db) {
  const select = () =>
    db
      .select({ c: getTableColumns(customers), master_email: accounts.email })
      .from(customers)
      .leftJoin(accounts, eq(accounts.id, customers.master_id));
  const toRow = (r: { c: typeof customers.$inferSelect; master_email: string | null }): CustomerRow => ({
    ...r.c,
    master: r.c.master_id !== null && r.master_email !== null ? { id: r.c.master_id, email: r.master_email } : null,
  });

  return {
    /** The identity pieces (find, insert, tokens) of the account module's repository. */
    identity: accountRepository(db),

    /**
     * This connection (the transaction's, inside `transaction`) as pg-boss's `db`, so that a job queued through it
     * commits or rolls back with the rows written beside it.
     */
    jobDb: {
      executeSql: (text: string, values?: unknown[]) =>
        (db as unknown as { session: { client: { query(t: string, v?: unknown[]): Promise<{ rows: unknown[] }> } } }).session.client.query(
          text,
          values,
        ),
    },

    async list(f: CustomerListFilter, page: PageRequest<CustomerOrderField>): Promise<{ data: CustomerRow[]; count: number }> {
      const where = conditions(f);
      const column = ORDER_COLUMNS[page.orderby];
      const [rows, total] = await Promise.all([
        select()
          .where(where)
          .orderBy(page.asc ? asc(column) : desc(column), asc(customers.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: sql<number>`count(*)::int` }).from(customers).where(where),
      ]);
      return { data: rows.map(toRow), count: total[0]?.n ?? 0 };
    },

    async find(id: number): Promise<CustomerRow | undefined> {
      const [r] = await select().where(eq(customers.id, id));
      return r ? toRow(r) : undefined;
    },

    /** Whether another company has this name (case-insensitive). */
    async nameTaken(name: string, exceptId?: number): Promise<boolean> {
      const rows = await db.select({ id: customers.id }).from(customers).where(sql`lower(${customers.name}) = lower(${name})`).limit(1);
      return rows.length > 0 && rows[0]?.id !== exceptId;
    },

    /** Which of the names (lower case) are taken. */
    async takenNames(names: string[]): Promise<Set<string>> {
      const lower = [...new Set(names.map((n) => n.toLowerCase()))];
      if (!lower.length) return new Set();
      const rows = await db
        .select({ name: sql<string>`lower(${customers.name})` })
        .from(customers)
        .where(inArray(sql`lower(${customers.name})`, lower));
      return new Set(rows.map((r) => r.name));
    },

    /**
     * What a bulk file's rows refer to: the jurisdictions (the inventory bulk's own lookup), the countries by
     * lower-case name and ISO code, and the provider staff accounts (types below 200) whose e-mail or name is one
     * of `bdmKeys` (lower case, as `referenceKey` writes them).
     */
    async companyReferences(bdmKeys: string[]): Promise<CompanyReferences> {
      const keys = [...new Set(bdmKeys.map(referenceKey))];
      const fullName = sql<string>`lower(concat_ws(' ', nullif(trim(${userProfiles.firstname}), ''), nullif(trim(${userProfiles.lastname}), '')))`;
      const [jurisdictions, countryRows, staff] = await Promise.all([
        inventoryRepository(db).jurisdictionNames(),
        db.select({ code: countries.code, name: countries.name }).from(countries),
        keys.length
          ? db
              .select({ id: accounts.id, email: accounts.email, firstname: userProfiles.firstname, lastname: userProfiles.lastname })
              .from(accounts)
              .leftJoin(userProfiles, eq(userProfiles.account_id, accounts.id))
              .where(and(sql`${accounts.account_type_id} < 200`, or(inArray(sql`lower(${accounts.email})`, keys), inArray(fullName, keys))))
          : [],
      ]);
      const countryNames = new Map<string, string>();
      for (const c of countryRows) {
        countryNames.set(c.name.toLowerCase(), c.name);
        countryNames.set(c.code.toLowerCase(), c.name);
      }
      return { jurisdictions, countries: countryNames, staff };
    },

    /** Inserts companies in one statement, skipping names that exist; returns those inserted. */
    async insertMany(values: CustomerValues[]): Promise<{ id: number; name: string }[]> {
      if (!values.length) return [];
      return db.insert(customers).values(values).onConflictDoNothing().returning({ id: customers.id, name: customers.name });
    },

    /** Changes company fields; false when the new name is taken. */
    async update(id: number, patch: Partial<CustomerValues>): Promise<boolean> {
      try {
        await db
          .update(customers)
          .set({ ...patch, updatedAt: sql`now()` })
          .where(eq(customers.id, id));
        return true;
      } catch (e) {
        if (isUniqueViolation(e)) return false;
        throw e;
      }
    },

    /** Sets each company's master in one statement. */
    async setMasters(pairs: { customerId: number; accountId: number }[]) {
      if (!pairs.length) return;
      const values = sql.join(
        pairs.map((p) => sql`(${p.customerId}::int, ${p.accountId}::int)`),
        sql`, `,
      );
      await db.execute(
        sql`update ${customers} set master_id = v.account_id, updated_at = now() from (values ${values}) as v(customer_id, account_id) where ${customers.id} = v.customer_id`,
      );
    },

    /** Makes the company's master unless it has one; false when it has. */
    async claimMaster(customerId: number, accountId: number): Promise<boolean> {
      const rows = await db
        .update(customers)
        .set({ master_id: accountId, updatedAt: sql`now()` })
        .where(and(eq(customers.id, customerId), isNull(customers.master_id)))
        .returning({ id: customers.id });
      return rows.length === 1;
    },

    /**
     * Turns a registered account without company, or an account of the company, into the company's master
     * (type 200); false when the account is neither (any more).
     */
    async promoteToMaster(accountId: number, customerId: number): Promise<boolean> {
      const rows = await db
        .update(accounts)
        .set({ account_type_id: 200, customer_id: customerId, updatedAt: sql`now()` })
        .where(
          and(
            eq(accounts.id, accountId),
            or(and(eq(accounts.account_type_id, 400), isNull(accounts.customer_id)), eq(accounts.customer_id, customerId)),
          ),
        )
        .returning({ id: accounts.id });
      return rows.length === 1;
    },

    async countAccounts(customerId: number): Promise<number> {
      const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(accounts).where(eq(accounts.customer_id, customerId));
      return r?.n ?? 0;
    },

    /**
     * Deletes the company (its orders and their documents cascade) and answers the stored names of those
     * documents, read in the same transaction, for the caller to remove the files once it has committed;
     * undefined when accounts still reference the company.
     */
    async remove(id: number): Promise<{ files: string[] } | undefined> {
      try {
        return await db.transaction(async (tx) => {
          const files = await tx.select({ filename: documents.filename }).from(documents).where(eq(documents.customer_id, id));
          await tx.delete(customers).where(eq(customers.id, id));
          return { files: files.map((f) => f.filename) };
        });
      } catch (e) {
        if (isForeignKeyViolation(e)) return undefined;
        throw e;
      }
    },

    async removeMany(ids: number[]) {
      if (ids.length) await db.delete(customers).where(inArray(customers.id, ids));
    },
  };
}

export type CustomersQueries = ReturnType<typeof customersQueries>;

/** Customer companies and their masters. */
export const customersRepository = (db: Db) => transactional(db, customersQueries);

export type CustomersRepository = ReturnType<typeof customersRepository>;
