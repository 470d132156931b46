// `npm run test:start-race` (README, PostgreSQL and several instances): two instances started at the same instant on a
// fresh PostgreSQL database, START_RACE_ROUNDS rounds (10 by default). Only one of the two has ADMIN_EMAIL /
// ADMIN_PASSWORD (which one alternates). Each round passes when both come up, the configured administrator is the only
// one and signs in on both, the seeds exist once, and both stop cleanly on SIGTERM.
import { ADMIN, BASE_PORT, freshDatabase, log, query, signIn, startInstance, stop, Tally, tempDir, waitReady } from './lib.ts';
import fs from 'node:fs/promises';

const rounds = Number(process.env.START_RACE_ROUNDS || 10);
const tally = new Tally();
const started = performance.now();

for (let round = 1; round <= rounds; round++) {
  const db = await freshDatabase('race');
  const dirs = [await tempDir('gsn-race-a-'), await tempDir('gsn-race-b-')];
  const withAdmin = round % 2; // which of the two has ADMIN_EMAIL
  const env = (i: number) => ({
    DATABASE_URL: db.url,
    DATA_DIR: dirs[i]!,
    ...(i === withAdmin ? { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } : {}),
  });
  // spawned back to back: the same instant as far as the database can tell
  const instances = [0, 1].map((i) => startInstance(`round ${round} instance ${'ab'[i]}`, BASE_PORT + 4 + i, env(i)));
  const t0 = performance.now();
  try {
    const ready = await Promise.allSettled(instances.map((i) => waitReady(i, 90_000)));
    const failures = ready.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
    tally.check(failures.length === 0, `round ${round}: both instances up (${Math.round(performance.now() - t0)} ms)`, failures.join('\n'));
    if (failures.length === 0) {
      const admins = await query<{ email: string }>(db.url, 'select email from accounts where account_type_id = 100 order by id');
      tally.check(
        admins.length === 1 && admins[0]?.email === ADMIN.email,
        `round ${round}: one administrator, the configured one (set on instance ${'ab'[withAdmin]} only)`,
        JSON.stringify(admins),
      );
      const signedIn = await Promise.allSettled(instances.map((i) => signIn(i.base, ADMIN.email, ADMIN.password)));
      tally.check(
        signedIn.every((s) => s.status === 'fulfilled'),
        `round ${round}: the administrator signs in on both`,
        signedIn.map((s) => (s.status === 'rejected' ? String(s.reason) : 'ok')).join('; '),
      );
      const dup = await query(
        db.url,
        `select 'notification_types' as t from notification_types group by category, sub_category, action having count(*) > 1
         union all select 'permissions' from permissions group by account_type_id, functionality_id, customer_id having count(*) > 1`,
      );
      tally.check(dup.length === 0, `round ${round}: seeds exist once`, JSON.stringify(dup));
    }
  } finally {
    const codes = await Promise.all(instances.map((i) => stop(i)));
    tally.check(
      codes.every((c) => c === 0),
      `round ${round}: both stop on SIGTERM with code 0`,
      `${codes}`,
    );
    await db.drop();
    for (const d of dirs) await fs.rm(d, { recursive: true, force: true });
  }
}
log(`${rounds} rounds in ${Math.round((performance.now() - started) / 1000)} s`);
tally.close();
