import { ACCOUNT_TYPE_LIST, FUNCTIONALITY_LIST, defaultPermissions } from '@gsn/domain';
import { isNull, sql } from 'drizzle-orm';
import type { Db } from '../connect.ts';
import * as t from '../schema.ts';
import type { NotificationTypeSeed } from '../../lib/registries.ts';
import { CONFIGURATION_SEEDS } from './domain-data.ts';
import { buildReferenceData } from './reference/index.ts';

async function insertChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

export interface SeedOptions {
  /**
   * The starting value of `mfa_required_for_staff` (MFA_REQUIRED_FOR_STAFF, default true): written when the setting
   * is created, never over an administrator's choice.
   */
  mfaRequiredForStaff?: boolean;
}

/** Seeds reference data and domain tables. Idempotent: existing rows are left as they are. */
export async function seed(db: Db, notificationTypes: NotificationTypeSeed[], opts: SeedOptions = {}): Promise<void> {
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(t.countries);
  if (n === 0) {
    const ref = await buildReferenceData();
    await insertChunks(ref.countries, 500, (c) => db.insert(t.countries).values(c).onConflictDoNothing());
    await insertChunks(ref.currencies, 500, (c) => db.insert(t.currencies).values(c).onConflictDoNothing());
    await insertChunks(ref.jurisdictions, 500, (c) => db.insert(t.jurisdictions).values(c).onConflictDoNothing());
    await insertChunks(ref.cities, 2000, (c) => db.insert(t.cities).values(c).onConflictDoNothing());
  }
  await db
    .insert(t.accountTypes)
    .values(ACCOUNT_TYPE_LIST.map((a) => ({ id: a.id, account_type: a.account_type, description: a.description })))
    .onConflictDoNothing();
  const added = await db
    .insert(t.functionalities)
    .values(FUNCTIONALITY_LIST.map((f) => ({ ...f, customercrud: [...f.customercrud], providercrud: [...f.providercrud] })))
    .onConflictDoNothing()
    .returning({ id: t.functionalities.id });
  const [{ p } = { p: 0 }] = await db.select({ p: sql<number>`count(*)::int` }).from(t.permissions);
  if (p === 0) await db.insert(t.permissions).values(defaultPermissions()).onConflictDoNothing();
  else if (added.length) {
    // a built-in functionality added by an upgrade (e.g. webhooks, 1040) gets its default rows once, when it arrives
    const ids = new Set(added.map((a) => a.id));
    const rows = defaultPermissions().filter((r) => ids.has(r.functionality_id));
    if (rows.length) await db.insert(t.permissions).values(rows).onConflictDoNothing();
  }
  await reconcileNotificationTypes(db, notificationTypes);
  const mfaForStaff = String(opts.mfaRequiredForStaff ?? true);
  await db
    .insert(t.configuration)
    .values(CONFIGURATION_SEEDS.map((c) => (c.field === 'mfa_required_for_staff' ? { ...c, value: mfaForStaff } : c)))
    .onConflictDoNothing();
}

/** A notification type's stable key: what the notifier looks a type up by. */
const typeKey = (r: { functionality_id: number; category: string; sub_category: string; action: string }) =>
  `${r.functionality_id}/${r.category}/${r.sub_category}/${r.action}`;

/**
 * Every start (an upgrade included) adds the built-in notification types the database lacks — the ones a new version
 * brings, or one an administrator deleted — with their defaults; a type that exists keeps what an administrator set
 * (receivers, e-mail). Without this a type added after a carrier's first start would never be sent there.
 */
export async function reconcileNotificationTypes(db: Db, builtIn: NotificationTypeSeed[]): Promise<number> {
  const nt = t.notificationTypes;
  const existing = await db
    .select({ functionality_id: nt.functionality_id, category: nt.category, sub_category: nt.sub_category, action: nt.action })
    .from(nt)
    .where(isNull(nt.customer_id));
  const have = new Set(existing.map(typeKey));
  const missing = builtIn.filter((s) => !have.has(typeKey(s)));
  if (missing.length) await db.insert(nt).values(missing);
  return missing.length;
}
