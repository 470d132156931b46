import { describe, expect, it } from 'vitest';
import { rerateScopeEmpty, rerateWindow } from './rerate.ts';

describe('re-rating window', () => {
  it('covers the previous and the current month (UTC), across a year end', () => {
    expect(rerateWindow(new Date('2026-11-27T22:00:00Z'))).toEqual({
      from: new Date('2026-10-01T00:00:00Z'),
      to: new Date('2026-12-01T00:00:00Z'),
    });
    expect(rerateWindow(new Date('2026-01-01T00:00:00Z'))).toEqual({
      from: new Date('2025-12-01T00:00:00Z'),
      to: new Date('2026-02-01T00:00:00Z'),
    });
  });

  it('knows a scope that names nothing', () => {
    expect(rerateScopeEmpty({})).toBe(true);
    expect(rerateScopeEmpty({ numbers: [], tariffs: [] })).toBe(true);
    expect(rerateScopeEmpty({ orders: [3] })).toBe(false);
  });
});
