import { describe, expect, it } from 'vitest';
import { READ_CACHE_MS, readCaches } from './read-cache.ts';

function setUp() {
  let now = 1_000;
  const caches = readCaches({ now: () => now });
  let reads = 0;
  const rows = new Map<number, { id: number; name: string }>([
    [1, { id: 1, name: 'one' }],
    [2, { id: 2, name: 'two' }],
  ]);
  const load = (id: number) => async () => {
    reads++;
    const row = rows.get(id);
    return row && { ...row };
  };
  return { caches, rows, load, reads: () => reads, advance: (ms: number) => (now += ms) };
}

describe('read caches', () => {
  it('reads once for a burst, again once the bound has passed', async () => {
    const { caches, rows, load, reads, advance } = setUp();
    const cache = caches.create<number, { id: number; name: string }>(10);
    expect((await cache.get(1, load(1)))?.name).toBe('one');
    expect((await cache.get(1, load(1)))?.name).toBe('one');
    expect(reads()).toBe(1);
    rows.set(1, { id: 1, name: 'changed elsewhere' });
    advance(READ_CACHE_MS - 1);
    expect((await cache.get(1, load(1)))?.name).toBe('one');
    advance(2);
    expect((await cache.get(1, load(1)))?.name).toBe('changed elsewhere');
    expect(reads()).toBe(2);
  });

  it('keeps no answer for a missing row', async () => {
    const { caches, load, reads } = setUp();
    const cache = caches.create<number, { id: number; name: string }>(10);
    expect(await cache.get(9, load(9))).toBeUndefined();
    expect(await cache.get(9, load(9))).toBeUndefined();
    expect(reads()).toBe(2);
  });

  it('forgets what a predicate picks, and everything in every cache on forgetAll', async () => {
    const { caches, load, reads } = setUp();
    const a = caches.create<number, { id: number; name: string }>(10);
    const b = caches.create<number, { id: number; name: string }>(10);
    await a.get(1, load(1));
    await a.get(2, load(2));
    await b.get(1, load(1));
    a.forget((row) => row.id === 1);
    await a.get(1, load(1));
    await a.get(2, load(2));
    expect(reads()).toBe(4);
    caches.forgetAll();
    await a.get(2, load(2));
    await b.get(1, load(1));
    expect(reads()).toBe(6);
  });

  it('does not keep a read that was in flight when a forget happened', async () => {
    const { caches, rows, reads } = setUp();
    const cache = caches.create<number, { id: number; name: string }>(10);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const inFlight = cache.get(1, async () => {
      await held;
      return { id: 1, name: 'before the write' };
    });
    // the write commits and its answer goes out while the read is on its way
    rows.set(1, { id: 1, name: 'after the write' });
    caches.forgetAll();
    release();
    expect((await inFlight)?.name).toBe('before the write');
    expect((await cache.get(1, async () => rows.get(1)))?.name).toBe('after the write');
    expect(reads()).toBe(0);
  });

  it('holds at most its number of entries', async () => {
    const { caches, load, reads } = setUp();
    const cache = caches.create<number, { id: number; name: string }>(1);
    await cache.get(1, load(1));
    await cache.get(2, load(2));
    await cache.get(1, load(1));
    expect(reads()).toBe(3);
  });
});
