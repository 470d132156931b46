import { describe, expect, it } from 'vitest';
import { diffFields } from './changes.ts';

describe('diffFields', () => {
  it('reports only the listed fields that changed, with their values before and after', () => {
    const before = { read: true, write: false, edit: false, name: 'A', secret: 'x' };
    const after = { read: true, write: true, edit: false, name: 'B', secret: 'y' };
    expect(diffFields(before, after, ['read', 'write', 'edit', 'name'])).toEqual({
      write: { from: false, to: true },
      name: { from: 'A', to: 'B' },
    });
  });

  it('leaves out what a partial update did not touch, and compares dates, arrays and objects by value', () => {
    const at = new Date('2026-01-02T03:04:05Z');
    const before = { at, tags: ['a', 'b'], meta: { x: 1, y: 2 }, n: 1 as number | null };
    expect(diffFields(before, { at: new Date(at), tags: ['a', 'b'], meta: { y: 2, x: 1 } }, ['at', 'tags', 'meta', 'n'])).toEqual({});
    expect(diffFields(before, { tags: ['b'], n: null }, ['at', 'tags', 'n'])).toEqual({
      tags: { from: ['a', 'b'], to: ['b'] },
      n: { from: 1, to: null },
    });
    expect(diffFields({ at }, { at: new Date('2026-02-02T00:00:00Z') }, ['at'])).toEqual({
      at: { from: '2026-01-02T03:04:05.000Z', to: '2026-02-02T00:00:00.000Z' },
    });
  });

  it('reports a created record’s values as `to` and a removed one’s as `from`, empty fields left out', () => {
    expect(diffFields(null, { name: 'A', note: null, n: 0 }, ['name', 'note', 'n'])).toEqual({ name: { to: 'A' }, n: { to: 0 } });
    expect(diffFields({ name: 'A', note: undefined }, null, ['name', 'note'])).toEqual({ name: { from: 'A' } });
  });
});
