import { describe, expect, it } from 'vitest';
import { DEFAULT_LOGIN_THROTTLE as P, failureDelayMs, loginWaitMs } from './throttle.ts';

const none = { count: 0, last: null };
const now = 1_000_000_000;

describe('sign-in throttling', () => {
  it('lets the first failures through, then doubles the delay up to the cap', () => {
    expect(failureDelayMs(4, 5, 60_000)).toBe(0);
    expect(failureDelayMs(5, 5, 60_000)).toBe(1000);
    expect(failureDelayMs(6, 5, 60_000)).toBe(2000);
    expect(failureDelayMs(9, 5, 60_000)).toBe(16_000);
    expect(failureDelayMs(40, 5, 60_000)).toBe(60_000);
  });

  it('makes the hammering address wait, however right its next password', () => {
    const wait = loginWaitMs(
      { accountAddress: { count: 8, last: now - 1000 }, address: { count: 8, last: now - 1000 }, account: { count: 8, last: now } },
      now,
    );
    expect(wait).toBe(7000);
  });

  it('does not make the owner wait from another address while the account is hammered below the ceiling', () => {
    expect(loginWaitMs({ accountAddress: none, address: none, account: { count: P.accountCeiling - 1, last: now } }, now)).toBe(0);
  });

  it('locks the account for everyone past the high ceiling, until the window moves on', () => {
    const wait = loginWaitMs({ accountAddress: none, address: none, account: { count: P.accountCeiling, last: now - 60_000 } }, now);
    expect(wait).toBe(P.windowMs - 60_000);
  });

  it('slows down an address that tries many accounts', () => {
    expect(loginWaitMs({ accountAddress: none, address: { count: P.freePerAddress + 2, last: now }, account: none }, now)).toBe(4000);
  });
});
