import { describe, expect, it } from 'vitest';
import { addressKey, attackAlertDue, DEFAULT_LOGIN_THROTTLE as P, failureDelayMs, type SignInFailures, signInWaitMs } from './throttle.ts';

const none = { count: 0, last: null };
const now = 1_000_000_000;
const failures = (f: Partial<SignInFailures>): SignInFailures => ({ accountAddress: none, address: none, account: none, own: none, ...f });

describe('sign-in throttling', () => {
  it('lets the first failures through, then doubles the delay up to the cap', () => {
    expect(failureDelayMs(4, 5, 60_000)).toBe(0);
    expect(failureDelayMs(5, 5, 60_000)).toBe(1000);
    expect(failureDelayMs(6, 5, 60_000)).toBe(2000);
    expect(failureDelayMs(9, 5, 60_000)).toBe(16_000);
    expect(failureDelayMs(40, 5, 60_000)).toBe(60_000);
  });

  it('makes the hammering address wait, however right its next password', () => {
    const hammered = failures({ accountAddress: { count: 8, last: now - 1000 }, address: { count: 8, last: now - 1000 } });
    expect(signInWaitMs(hammered, 'stranger', now)).toBe(7000);
    // the address signed in before: its own failures still count
    expect(signInWaitMs(hammered, 'address', now)).toBe(7000);
  });

  it('slows a stranger by the account’s failures from everywhere, with growing delays capped at a minute', () => {
    const after = (count: number) => signInWaitMs(failures({ account: { count, last: now } }), 'stranger', now);
    expect(after(P.freePerAccount - 1)).toBe(0);
    expect([after(P.freePerAccount), after(P.freePerAccount + 1), after(P.freePerAccount + 3)]).toEqual([1000, 2000, 8000]);
    expect(after(105)).toBe(P.maxAccountDelayMs);
    expect(after(100_000)).toBe(60_000);
    // the delay runs from the last failure
    expect(signInWaitMs(failures({ account: { count: 105, last: now - 45_000 } }), 'stranger', now)).toBe(15_000);
  });

  it('never slows a known browser or a known address by other origins’ failures on the account', () => {
    const attacked = failures({
      account: { count: 10_000, last: now },
      address: { count: 3, last: now },
      accountAddress: { count: 2, last: now },
    });
    expect(signInWaitMs(attacked, 'device', now)).toBe(0);
    expect(signInWaitMs(attacked, 'address', now)).toBe(0);
    expect(signInWaitMs(attacked, 'session', now)).toBe(0);
    expect(signInWaitMs(attacked, 'stranger', now)).toBe(P.maxAccountDelayMs);
  });

  it('counts a known browser’s own failures, and nothing else, for it', () => {
    const own = failures({ own: { count: P.freePerDevice + 2, last: now }, address: { count: 500, last: now } });
    expect(signInWaitMs(own, 'device', now)).toBe(4000);
  });

  it('slows a signed-in session re-checking its password by its own failures and its address’s', () => {
    expect(signInWaitMs(failures({ own: { count: P.freePerDevice + 1, last: now } }), 'session', now)).toBe(2000);
    expect(signInWaitMs(failures({ accountAddress: { count: 6, last: now } }), 'session', now)).toBe(2000);
  });

  it('slows down an address that tries many accounts', () => {
    expect(signInWaitMs(failures({ address: { count: P.freePerAddress + 2, last: now } }), 'stranger', now)).toBe(4000);
  });

  it('tells the owner of an attack once the threshold is reached, at most once an hour', () => {
    expect(attackAlertDue(P.attackAlertAt - 1, null, now)).toBe(false);
    expect(attackAlertDue(P.attackAlertAt, null, now)).toBe(true);
    expect(attackAlertDue(500, now - 59 * 60_000, now)).toBe(false);
    expect(attackAlertDue(500, now - 60 * 60_000, now)).toBe(true);
  });
});

describe('addressKey', () => {
  it('keeps an IPv4 address and turns an IPv4-mapped IPv6 address into it', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:127.0.0.1')).toBe('127.0.0.1');
    expect(addressKey('0:0:0:0:0:ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('keys an IPv6 client by its /64, whatever the interface part or its spelling', () => {
    const key = '2001:db8:1:2::/64';
    expect(addressKey('2001:db8:1:2::1')).toBe(key);
    expect(addressKey('2001:0db8:0001:0002:ffff:eeee:dddd:cccc')).toBe(key);
    expect(addressKey('2001:DB8:1:2:aaaa::7')).toBe(key);
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('2001:db8:1:3::1')).not.toBe(key);
  });

  it('leaves anything that is not an address as it is', () => {
    expect(addressKey('unknown')).toBe('unknown');
    expect(addressKey('1:2:3')).toBe('1:2:3');
    expect(addressKey('2001:db8::1::2')).toBe('2001:db8::1::2');
  });
});
