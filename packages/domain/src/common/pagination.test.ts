import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMIT, listQuery, MAX_PAGE, pageOffset } from './pagination.ts';

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
