import { describe, expect, it } from 'vitest';
import { apiKeyCreateSchema, apiKeyDisplayPrefix, apiKeyUseIsStale, isApiKeyToken } from './api-keys.ts';
import { canonicalJson, idempotencyFingerprintText, isValidIdempotencyKey } from './idempotency.ts';

const KEY = `gsn_${'A1b2C3d4-_'.repeat(4)}xyz`;

describe('API keys', () => {
  it('tells a key from a session token by its shape', () => {
    expect(KEY).toHaveLength(47);
    expect(isApiKeyToken(KEY)).toBe(true);
    expect(isApiKeyToken(`${KEY}x`)).toBe(false);
    expect(isApiKeyToken(KEY.replace('gsn_', 'gsx_'))).toBe(false);
    expect(isApiKeyToken(`${KEY.slice(0, -1)}=`)).toBe(false);
    expect(isApiKeyToken('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig')).toBe(false);
  });

  it('shows the prefix and the next eight characters', () => {
    expect(apiKeyDisplayPrefix(KEY)).toBe('gsn_A1b2C3d4');
  });

  it('writes the last use at most once a minute', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    expect(apiKeyUseIsStale(null, now)).toBe(true);
    expect(apiKeyUseIsStale(new Date('2026-11-24T11:59:30Z'), now)).toBe(false);
    expect(apiKeyUseIsStale(new Date('2026-11-24T11:59:00Z'), now)).toBe(true);
  });

  it('needs a name of at most 100 plain characters', () => {
    expect(apiKeyCreateSchema.parse({ name: '  billing  ' })).toEqual({ name: 'billing' });
    expect(apiKeyCreateSchema.safeParse({ name: '   ' }).success).toBe(false);
    expect(apiKeyCreateSchema.safeParse({ name: 'x'.repeat(101) }).success).toBe(false);
    expect(apiKeyCreateSchema.safeParse({ name: 'a\u0000b' }).success).toBe(false);
  });
});

describe('idempotency keys', () => {
  it('accepts 1 to 255 visible ASCII characters', () => {
    expect(isValidIdempotencyKey('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(true);
    expect(isValidIdempotencyKey('x'.repeat(255))).toBe(true);
    expect(isValidIdempotencyKey('x'.repeat(256))).toBe(false);
    expect(isValidIdempotencyKey('')).toBe(false);
    expect(isValidIdempotencyKey('has space')).toBe(false);
    expect(isValidIdempotencyKey('clé')).toBe(false);
  });

  it('reads bodies that differ only in key order as the same', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: null } })).toBe('{"a":{"c":null,"d":[1,{"x":1,"y":2}]},"b":1}');
    expect(canonicalJson({ a: 1, b: undefined })).toBe(canonicalJson({ a: 1 }));
    expect(canonicalJson({ a: 1 })).not.toBe(canonicalJson({ a: '1' }));
    expect(canonicalJson([undefined])).toBe('[null]');
    expect(canonicalJson('x')).toBe('"x"');
  });

  it('identifies a request by method, path (trailing slash aside), query and body', () => {
    const a = idempotencyFingerprintText('post', '/api/orders', { q: 1 });
    expect(idempotencyFingerprintText('POST', '/api/orders/', { q: 1 })).toBe(a);
    expect(idempotencyFingerprintText('POST', '/api/orders', { q: 2 })).not.toBe(a);
    expect(idempotencyFingerprintText('POST', '/api/carriers', { q: 1 })).not.toBe(a);
    expect(idempotencyFingerprintText('POST', '/api/orders?x=1', { q: 1 })).not.toBe(a);
    expect(idempotencyFingerprintText('POST', '/api/orders/?x=1', { q: 1 })).toBe(
      idempotencyFingerprintText('POST', '/api/orders?x=1', { q: 1 }),
    );
    expect(idempotencyFingerprintText('POST', '/', undefined)).toBe('POST /\n');
  });
});
