import { describe, expect, it } from 'vitest';
import { auditBounds, auditEventsQuery, decodeAuditCursor, encodeAuditCursor } from './schemas.ts';

describe('audit list query', () => {
  it('pages 50 events by default, 1 to 200 on request', () => {
    expect(auditEventsQuery.parse({}).limit).toBe(50);
    expect(auditEventsQuery.parse({ limit: '200' }).limit).toBe(200);
    expect(auditEventsQuery.safeParse({ limit: '0' }).success).toBe(false);
    expect(auditEventsQuery.safeParse({ limit: '201' }).success).toBe(false);
  });

  it('takes an exact action or the beginning of one ending with a dot, nothing else', () => {
    expect(auditEventsQuery.parse({ action: 'permissions.update' }).action).toBe('permissions.update');
    expect(auditEventsQuery.parse({ action: 'permissions.' }).action).toBe('permissions.');
    expect(auditEventsQuery.parse({ action: '' }).action).toBeNull();
    for (const bad of ['%', 'permissions.%', 'Permissions', '.x', 'a..b']) {
      expect(auditEventsQuery.safeParse({ action: bad }).success, bad).toBe(false);
    }
  });

  it('reads days as whole UTC days and refuses a range that ends before it starts', () => {
    expect(auditBounds({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
      from: '2026-03-01T00:00:00.000000Z',
      to: '2026-03-31T23:59:59.999999Z',
    });
    expect(auditBounds({ from: '2026-03-01T10:00:00.000001+02:00' }).from).toBe('2026-03-01T10:00:00.000001+02:00');
    expect(auditEventsQuery.safeParse({ from: '2026-03-01T10:00:00+02:00', to: '2026-03-01T09:00:00Z' }).success).toBe(true);
    expect(auditEventsQuery.safeParse({ from: '2026-03-01T10:00:00+02:00', to: '2026-03-01T07:00:00Z' }).success).toBe(false);
    expect(auditEventsQuery.safeParse({ from: '2026-02-30' }).success).toBe(false);
    const reversed = auditEventsQuery.safeParse({ from: '2026-03-02', to: '2026-03-01' });
    expect(reversed.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['from', 'to']);
    expect(auditEventsQuery.safeParse({ from: '2026-03-01', to: '2026-03-01' }).success).toBe(true);
  });

  it('gives back the position of a cursor it made, to the microsecond, and refuses any other', () => {
    const c = { at: '2026-03-01T10:00:00.123456Z', id: 42 };
    const s = encodeAuditCursor(c);
    expect(s).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeAuditCursor(s)).toEqual(c);
    expect(auditEventsQuery.parse({ cursor: s }).cursor).toEqual(c);
    for (const bad of ['x', encodeAuditCursor({ at: 'yesterday', id: 1 }), encodeAuditCursor({ at: c.at, id: -1 }), 'e30']) {
      expect(decodeAuditCursor(bad), bad).toBeNull();
      expect(auditEventsQuery.safeParse({ cursor: bad }).success).toBe(false);
    }
  });
});
