import {
  CUSTOMER_RULE_MESSAGES as M,
  CUSTOMER_TEMPLATE_REQUIRED,
  type CustomerCreateInput,
  companyKey,
  type RowFieldError,
  resolveCompanyReferences,
  validateCustomerRow,
} from '@gsn/domain';
import { BULK_LIMITS, type BulkFile, type BulkRowResult, chunks, requireColumns } from '../../lib/bulk.ts';
import { readSpreadsheet, type SpreadsheetLimits } from '../../lib/spreadsheet.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import { type AccountService, accountMails } from '../account/index.ts';
import { type CustomerValues, type CustomersRepository, companyValues } from './customers-repository.ts';

export type { BulkFile, BulkRowResult };

/** The upload limits of POST /customers/bulk (also the multipart file limit of the route). */
export const CUSTOMER_BULK_LIMITS: Partial<SpreadsheetLimits> = BULK_LIMITS;

/** Rows per transaction: one statement per table per batch. */
export const BULK_BATCH_SIZE = 250;

/** What the bulk upload uses of the customers service's dependencies. */
export interface CustomersBulkDeps {
  repo: CustomersRepository;
  /** The identity service: activation tokens. */
  accounts: Pick<AccountService, 'tokenFor'>;
  mailer: Mailer;
}

interface Candidate {
  row: number;
  data: CustomerCreateInput & { master_email: string };
}

/**
 * Bulk customer upload (spec 1 §2, §4): every row is created, reported as existing (company name or master
 * e-mail already there, or earlier in the file), or reported with per-column errors (a jurisdiction, country or
 * signed BDM that does not exist among them, customers/references.ts in the domain); valid rows are kept
 * whatever the others do. A file that cannot be read as a whole (type, size, damage, zip bomb, rows) is
 * refused before anything is written. Each batch of new companies, their masters and activation tokens is one
 * transaction, and their activation e-mails are queued in it (pg-boss `db`).
 */
export async function customersBulk(d: CustomersBulkDeps, file: BulkFile): Promise<{ data: BulkRowResult[] }> {
  const sheet = await readSpreadsheet(file, CUSTOMER_BULK_LIMITS);
  requireColumns(sheet, CUSTOMER_TEMPLATE_REQUIRED);

  const results: BulkRowResult[] = [];
  const valid: Candidate[] = [];
  for (const r of sheet.rows) {
    const v = validateCustomerRow(r.values);
    if (v.ok) valid.push({ row: r.row, data: v.data as Candidate['data'] });
    else results.push({ row: r.row, status: 'error', errors: v.errors });
  }
  // what the rows refer to must exist: jurisdiction, country, and the BDM, whose account id is stored with the name
  const refs = await d.repo.companyReferences(
    valid.flatMap((c) => (c.data.provider_signed_bdm_name ? [c.data.provider_signed_bdm_name] : [])),
  );
  const candidates: Candidate[] = [];
  for (const c of valid) {
    const resolved = resolveCompanyReferences(c.data, refs);
    if (resolved.ok) candidates.push({ row: c.row, data: resolved.data });
    else results.push({ row: c.row, status: 'error', errors: resolved.errors });
  }

  const [takenNames, takenEmails] = await Promise.all([
    d.repo.takenNames(candidates.map((c) => c.data.name)),
    d.repo.identity.takenEmails(candidates.map((c) => c.data.master_email)),
  ]);
  const seenNames = new Set<string>();
  const seenEmails = new Set<string>();
  const fresh: Candidate[] = [];
  for (const c of candidates) {
    const name = companyKey(c.data.name);
    const email = c.data.master_email.toLowerCase();
    const errors: RowFieldError[] = [];
    if (takenNames.has(name) || seenNames.has(name)) errors.push({ field: 'name', message: M.nameTaken });
    if (takenEmails.has(email) || seenEmails.has(email)) errors.push({ field: 'master_email', message: M.emailTaken });
    seenNames.add(name);
    seenEmails.add(email);
    if (errors.length) results.push({ row: c.row, status: 'exist', errors });
    else fresh.push(c);
  }

  for (const batch of chunks(fresh, BULK_BATCH_SIZE)) {
    const { links, companyNames } = await d.repo.transaction(async (tx) => {
      const companies = await tx.insertMany(batch.map((c) => companyValues(c.data) as CustomerValues));
      const companyByName = new Map(companies.map((c) => [companyKey(c.name), c.id]));
      const masters = await tx.identity.insertMany(
        batch.flatMap((c) => {
          const customerId = companyByName.get(companyKey(c.data.name));
          const email = c.data.master_email;
          return customerId === undefined
            ? []
            : [{ username: email, email, account_type_id: 200, status: 'created', disabled: true, customer_id: customerId }];
        }),
      );
      // A company whose master could not be created (its e-mail was taken meanwhile) is not kept.
      const withMaster = new Set(masters.map((m) => m.customer_id));
      await tx.removeMany(companies.filter((c) => !withMaster.has(c.id)).map((c) => c.id));
      const links = masters.map((m) => ({ email: m.email, ...d.accounts.tokenFor(m.id, 'activate') }));
      await tx.identity.insertTokens(links.map((l) => l.row));
      await tx.setMasters(masters.map((m) => ({ customerId: m.customer_id!, accountId: m.id })));
      // the activation mails are queued in this transaction: a crash leaves either the masters with their mails or neither
      for (const l of links) await d.mailer.send(accountMails.activation(l.email, l.link), { db: tx.jobDb });
      return { links, companyNames: new Set(companyByName.keys()) };
    });
    const createdEmails = new Set(links.map((l) => l.email.toLowerCase()));
    for (const c of batch) {
      if (createdEmails.has(c.data.master_email.toLowerCase())) results.push({ row: c.row, status: 'created', errors: [] });
      else if (!companyNames.has(companyKey(c.data.name)))
        results.push({ row: c.row, status: 'exist', errors: [{ field: 'name', message: M.nameTaken }] });
      else results.push({ row: c.row, status: 'exist', errors: [{ field: 'master_email', message: M.emailTaken }] });
    }
  }

  results.sort((a, b) => a.row - b.row);
  return { data: results };
}
