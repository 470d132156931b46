import { LRUCache } from 'lru-cache';

/**
 * How long a read cached by this instance answers again without going to the database (docs/security.md, Sessions):
 * a page's burst of calls costs one read. This instance forgets every copy at once when it serves any write; a change
 * made by another instance is seen here within this bound.
 */
export const READ_CACHE_MS = 2000;

/** A cache of reads of the database, forgotten whole or in part when something this instance serves may change them. */
export interface ReadCache<K, V> {
  /** The value read less than READ_CACHE_MS ago, else `load`'s, kept unless a forget happened while it was read. */
  get(key: K, load: () => Promise<V | undefined>): Promise<V | undefined>;
  /** Forgets the entries `which` picks, or all of them. */
  forget(which?: (value: V) => boolean): void;
}

export interface ReadCaches {
  create<K extends NonNullable<unknown>, V extends NonNullable<unknown>>(max: number): ReadCache<K, V>;
  /** Every cache forgets everything: called as each write's answer goes out (plugins/access.ts). */
  forgetAll(): void;
}

/**
 * The instance's read caches. `clock` (milliseconds, monotonic) is `performance` unless a test drives it. A read that
 * began before a forget is not kept, since it may predate the change that caused the forget; the bound runs from
 * before the read, so a copy is never older than READ_CACHE_MS.
 */
export function readCaches(clock: { now(): number } = performance, ttlMs = READ_CACHE_MS): ReadCaches {
  const forgets = new Set<() => void>();
  return {
    create<K extends NonNullable<unknown>, V extends NonNullable<unknown>>(max: number): ReadCache<K, V> {
      const cache = new LRUCache<K, V>({ max, ttl: ttlMs, ttlResolution: 0, perf: clock });
      let generation = 0;
      const forget = (which?: (value: V) => boolean) => {
        generation++;
        if (!which) return cache.clear();
        for (const [key, value] of cache.entries()) if (which(value)) cache.delete(key);
      };
      forgets.add(forget);
      return {
        async get(key, load) {
          const cached = cache.get(key);
          if (cached !== undefined) return cached;
          const readFrom = generation;
          const start = clock.now();
          const value = await load();
          if (value !== undefined && readFrom === generation) cache.set(key, value, { start });
          return value;
        },
        forget,
      };
    },
    forgetAll() {
      for (const forget of forgets) forget();
    },
  };
}
