import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { DEFAULT_LIMIT, idFilter, listQuery, MAX_DB_ID, MAX_PAGE, pageOffset, WHOLE_NUMBER_MESSAGE } from './pagination.ts';

describe('list query', () => {
  it('defaults to the first page of 10, and limit 0 means the default', () => {
    expect(listQuery().parse({})).toEqual({ page: 0, limit: DEFAULT_LIMIT });
    expect(listQuery().parse({ page: '3', limit: '0' })).toEqual({ page: 3, limit: DEFAULT_LIMIT });
    expect(pageOffset({ page: 3, limit: 25 })).toBe(75);
  });

  it('refuses negative, fractional and absurdly deep pages and limits over the maximum', () => {
    for (const page of ['-1', '1.5', String(MAX_PAGE + 1), '1e20']) expect(listQuery().safeParse({ page }).success).toBe(false);
    expect(listQuery().safeParse({ page: String(MAX_PAGE) }).success).toBe(true);
    expect(listQuery().safeParse({ limit: '101' }).success).toBe(false);
    expect(listQuery(1000).safeParse({ limit: '1000' }).success).toBe(true);
  });
});

describe('whole numbers of a query string', () => {
  const q = listQuery().extend({ order_id: idFilter() });
  const issues = (v: Record<string, unknown>) => q.safeParse(v).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

  it('reads digits only: another spelling of a number is refused, not read as a different one', () => {
    expect(q.parse({ order_id: ' 42 ', page: '2', limit: '25' })).toMatchObject({ order_id: 42, page: 2, limit: 25 });
    expect(q.parse({ order_id: '' }).order_id).toBeUndefined();
    expect(q.parse({ order_id: 7 }).order_id).toBe(7);
    for (const bad of ['abc', '1e3', '0x10', '7.0', '+7', '7 8', 'Infinity']) {
      expect(issues({ order_id: bad }), bad).toEqual([['order_id', WHOLE_NUMBER_MESSAGE]]);
      expect(issues({ page: bad }), bad).toEqual([['page', WHOLE_NUMBER_MESSAGE]]);
    }
    expect(q.safeParse({ order_id: '0' }).success).toBe(false);
    expect(q.safeParse({ order_id: String(MAX_DB_ID + 1) }).success).toBe(false);
    expect(q.safeParse({ limit: '1e2' }).success).toBe(false);
  });

  it('keeps the output a number for the services', () => {
    expectTypeOf<z.infer<typeof q>['order_id']>().toEqualTypeOf<number | undefined>();
  });
});
