import { describe, expect, it } from 'vitest';
import { defaultPermissions, effectivePermissions } from '../permissions/rules.ts';
import { API_KEY_ADDRESS_MESSAGES, parseAllowedRange, splitRange } from './api-key-addresses.ts';
import {
  API_KEY_SCOPES,
  accountMayGrant,
  apiKeyResourceOf,
  grantableScopes,
  isApiKeyScope,
  normalizeScopes,
  scopeAllows,
  scopeLevelOfMethod,
} from './api-key-scopes.ts';
import { API_KEY_MESSAGES, apiKeyCreateSchema, apiKeyExpiry, apiKeyUpdateSchema } from './api-keys.ts';

const perms = (type: number) => effectivePermissions(defaultPermissions(), type, type >= 200 ? 7 : null);

describe('API key scopes', () => {
  it('names one resource per functionality, read and write (the audit trail read only)', () => {
    expect(API_KEY_SCOPES).toContain('orders:read');
    expect(API_KEY_SCOPES).toContain('orders:write');
    expect(API_KEY_SCOPES).not.toContain('audit:write');
    expect(apiKeyResourceOf(200)).toBe('orders');
    expect(apiKeyResourceOf(210)).toBe('products');
    expect(apiKeyResourceOf(4242)).toBeUndefined();
    expect(isApiKeyScope('orders:admin')).toBe(false);
    expect(normalizeScopes(['reports:read', 'orders:write', 'orders:read', 'orders:write'])).toEqual([
      'orders:read',
      'orders:write',
      'reports:read',
    ]);
  });

  it('reads with GET and HEAD, writes with every other method', () => {
    expect(['GET', 'HEAD'].map(scopeLevelOfMethod)).toEqual(['read', 'read']);
    expect(['POST', 'PUT', 'PATCH', 'DELETE'].map(scopeLevelOfMethod)).toEqual(['write', 'write', 'write', 'write']);
  });

  it('lets a full-access key do anything; a scoped key its resources, write including read', () => {
    expect(scopeAllows(null, { resource: 'vendors', level: 'write' })).toBe(true);
    expect(scopeAllows(null, { resource: undefined, level: 'write' })).toBe(true);
    const readOnly = ['orders:read'];
    expect(scopeAllows(readOnly, { resource: 'orders', level: 'read' })).toBe(true);
    expect(scopeAllows(readOnly, { resource: 'orders', level: 'write' })).toBe(false);
    expect(scopeAllows(readOnly, { resource: 'vendors', level: 'read' })).toBe(false);
    expect(scopeAllows(['orders:write'], { resource: 'orders', level: 'read' })).toBe(true);
    // no resource: reading a route open to every account only; never a change
    expect(scopeAllows(readOnly, { resource: undefined, level: 'read', openToScopedReads: true })).toBe(true);
    expect(scopeAllows(readOnly, { resource: undefined, level: 'read' })).toBe(false);
    expect(scopeAllows(['orders:write'], { resource: undefined, level: 'write', openToScopedReads: true })).toBe(false);
  });

  it('grants only what the account holds', () => {
    const master = perms(200);
    expect(accountMayGrant(master, 'orders:write')).toBe(true);
    expect(accountMayGrant(master, 'vendors:read')).toBe(false);
    expect(accountMayGrant(master, 'reports:write')).toBe(true); // saved report definitions need reading reports only
    const viewer = perms(240); // orders read and list only
    expect(accountMayGrant(viewer, 'orders:read')).toBe(true);
    expect(accountMayGrant(viewer, 'orders:write')).toBe(false);
    expect(grantableScopes(perms(100))).toEqual(API_KEY_SCOPES);
    expect(grantableScopes(perms(500))).toEqual(['products:read']);
  });
});

describe('API key allowed addresses', () => {
  it('takes IPv4 and IPv6 addresses and ranges, in canonical form', () => {
    expect(parseAllowedRange(' 203.0.113.0/24 ')).toEqual({ range: '203.0.113.0/24' });
    expect(parseAllowedRange('198.51.100.7')).toEqual({ range: '198.51.100.7/32' });
    expect(parseAllowedRange('0.0.0.0/0')).toEqual({ range: '0.0.0.0/0' });
    expect(parseAllowedRange('2001:DB8:0:0::/32')).toEqual({ range: '2001:db8::/32' });
    expect(parseAllowedRange('::1')).toEqual({ range: '::1/128' });
  });

  it('refuses what is not a range, with a clear message', () => {
    for (const bad of [
      '',
      'example.com',
      '203.0.113',
      '127.1',
      '0x7f.0.0.1',
      '256.0.0.1/8',
      '203.0.113.0/33',
      '203.0.113.0/',
      '2001:db8::/129',
      'fe80::1%eth0',
      '1.2.3.4/8/8',
      '1.2.3.4/-1',
    ]) {
      expect(parseAllowedRange(bad), bad).toEqual({ error: API_KEY_ADDRESS_MESSAGES.invalid });
    }
    expect(parseAllowedRange('203.0.113.7/24')).toEqual({ error: API_KEY_ADDRESS_MESSAGES.hostBits });
    expect(parseAllowedRange('2001:db8::1/32')).toEqual({ error: API_KEY_ADDRESS_MESSAGES.hostBits });
  });

  it('splits a canonical range for an address matcher', () => {
    expect(splitRange('2001:db8::/32')).toEqual({ address: '2001:db8::', prefix: 32, family: 'ipv6' });
    expect(splitRange('10.0.0.0/8')).toEqual({ address: '10.0.0.0', prefix: 8, family: 'ipv4' });
  });
});

describe('API key bodies', () => {
  it('refuses unknown fields, both lifetimes at once, and dedupes lists', () => {
    expect(apiKeyCreateSchema.safeParse({ name: 'k', scope: ['orders:read'] }).error?.issues[0]?.code).toBe('unrecognized_keys');
    expect(apiKeyUpdateSchema.safeParse({ name: 'k', expires_in_days: 3 }).success).toBe(false);
    const both = apiKeyCreateSchema.safeParse({ name: 'k', expires_in_days: 3, expires_at: '2030-01-01T00:00:00Z' });
    expect(both.error?.issues[0]).toMatchObject({ path: ['expires_at'], message: API_KEY_MESSAGES.expiryTwice });
    expect(apiKeyCreateSchema.parse({ name: 'k', allowed_ips: ['10.0.0.0/8', '10.0.0.0/8'], scopes: null })).toEqual({
      name: 'k',
      allowed_ips: ['10.0.0.0/8'],
      scopes: null,
    });
  });

  it('expires at the chosen moment (future, within a year) or after the chosen days', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    expect(apiKeyExpiry({}, now)).toEqual(new Date('2027-02-22T12:00:00Z'));
    expect(apiKeyExpiry({ expires_in_days: 1 }, now)).toEqual(new Date('2026-11-25T12:00:00Z'));
    expect(apiKeyExpiry({ expires_at: '2027-11-24T12:00:00Z' }, now)).toEqual(new Date('2027-11-24T12:00:00Z'));
    expect(apiKeyExpiry({ expires_at: '2027-11-24T12:00:01Z' }, now)).toEqual({ error: API_KEY_MESSAGES.expiresAt });
    expect(apiKeyExpiry({ expires_at: '2026-11-24T12:00:00Z' }, now)).toEqual({ error: API_KEY_MESSAGES.expiresAt });
  });
});
