import { describe, expect, it } from 'vitest';
import type { SessionAccount, SessionRepository } from './session-repository.ts';
import { READ_CACHE_MS, readCaches } from '../lib/read-cache.ts';
import { sessionService } from './session-service.ts';

/** Sessions kept in memory as the database would; counts the reads, and can hold one back (a read in flight). */
function fakeRepo() {
  const rows = new Map<string, SessionAccount>();
  let gate: Promise<void> | undefined;
  let release = () => {};
  let started = () => {};
  const repo = {
    finds: 0,
    /** The next read takes its row at once but answers only when released; resolves once it has begun. */
    hold(): { begun: Promise<void>; release: () => void } {
      gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const begun = new Promise<void>((resolve) => {
        started = resolve;
      });
      return { begun, release: () => release() };
    },
    rows,
    async create(r: { id: string; account_id: number; expires_at: Date; absolute_expires_at: Date }) {
      rows.set(r.id, {
        session_id: r.id,
        expires_at: r.expires_at,
        absolute_expires_at: r.absolute_expires_at,
        revoked_at: null,
        authenticated_at: new Date(),
        account_id: r.account_id,
        account_type_id: 110,
        customer_id: null,
        email: `a${r.account_id}@gsn.test`,
        username: `a${r.account_id}`,
        status: 'active',
        disabled: false,
        mfa_has_factor: false,
        mfa_staff_required: false,
        mfa_company_required: false,
      });
    },
    async find(id: string) {
      repo.finds++;
      const row = rows.get(id);
      const copy = row && { ...row };
      const waitFor = gate;
      gate = undefined;
      started();
      if (waitFor) await waitFor;
      return copy;
    },
    async extend() {},
    async revoke(id: string) {
      const row = rows.get(id);
      if (row) row.revoked_at = new Date();
    },
    async revokeAll(accountId: number, keep?: string) {
      for (const row of rows.values()) if (row.account_id === accountId && row.session_id !== keep) row.revoked_at = new Date();
    },
    async markAuthenticated() {},
  };
  return repo;
}

function setUp() {
  const repo = fakeRepo();
  let now = 1_000;
  const clock = { now: () => now };
  const caches = readCaches(clock);
  const service = sessionService(
    repo as unknown as SessionRepository,
    { idleSeconds: 7200, absoluteSeconds: 43_200, secret: 's'.repeat(32) },
    caches,
  );
  const open = (accountId: number) => service.open({ id: accountId, account_type_id: 110, customer_id: null }, {});
  return { repo, service, caches, open, advance: (ms: number) => (now += ms) };
}

describe('the session cache (READ_CACHE_MS)', () => {
  it('reads a session once for a burst of calls, and again once the bound has passed', async () => {
    const { repo, service, open, advance } = setUp();
    const { token } = await open(1);
    expect((await service.resume(token))?.accountId).toBe(1);
    expect((await service.resume(token))?.accountId).toBe(1);
    expect(repo.finds).toBe(1);
    // another instance disables the account: seen here once the copy is older than the bound
    repo.rows.forEach((r) => {
      r.disabled = true;
    });
    advance(READ_CACHE_MS + 1);
    expect(await service.resume(token)).toBeUndefined();
    expect(repo.finds).toBe(2);
  });

  it('never caches a token that does not verify', async () => {
    const { repo, service, open } = setUp();
    const { token } = await open(1);
    expect(await service.resume(`${token.slice(0, -4)}AAAA`)).toBeUndefined();
    expect(repo.finds).toBe(0);
  });

  it('ends a session at once on this instance when it is revoked, and only that one', async () => {
    const { repo, service, open } = setUp();
    const a = await open(1);
    const b = await open(1);
    await service.resume(a.token);
    await service.resume(b.token);
    await service.revoke((await service.resume(a.token))!.sessionId);
    expect(await service.resume(a.token)).toBeUndefined();
    expect(await service.resume(b.token)).toBeDefined();
    expect(repo.finds).toBe(3);
  });

  it('ends every session of an account but the kept one, leaving other accounts cached', async () => {
    const { repo, service, open } = setUp();
    const keep = await open(1);
    const other = await open(1);
    const stranger = await open(2);
    for (const t of [keep, other, stranger]) await service.resume(t.token);
    await service.revokeAll(1, (await service.resume(keep.token))!.sessionId);
    expect(await service.resume(other.token)).toBeUndefined();
    expect(await service.resume(keep.token)).toBeDefined();
    expect(await service.resume(stranger.token)).toBeDefined();
    expect(repo.finds).toBe(4);
  });

  it('reads everything again after forgetAll (a write served here), and drops a read that was in flight', async () => {
    const { repo, service, caches, open } = setUp();
    const { token } = await open(1);
    await service.resume(token);
    caches.forgetAll();
    const read = repo.hold();
    const inFlight = service.resume(token);
    await read.begun;
    // the write commits and is announced while the read is on its way: its result must not be kept
    repo.rows.forEach((r) => {
      r.disabled = true;
    });
    caches.forgetAll();
    read.release();
    expect(await inFlight).toBeDefined();
    expect(await service.resume(token)).toBeUndefined();
    expect(repo.finds).toBe(3);
  });
});
