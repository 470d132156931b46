import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { pageOf, useListUrl, viewQuery } from './list-view';

const defaults = { sort: 'name', asc: true };

function setup(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
  return renderHook(
    () => ({
      list: useListUrl({
        read: (p) => p.get('q'),
        write: (q: string | null) => new URLSearchParams(q ? { q } : {}),
        sorts: ['name', 'website'],
        defaults,
      }),
      location: useLocation(),
    }),
    { wrapper },
  );
}

describe('the list-URL-state hook', () => {
  it('reads filters, a 1-based page, size and sort from the address', () => {
    const { result } = setup('/list?q=north&page=3&size=25&sort=website&dir=desc');
    expect(result.current.list.filters).toBe('north');
    expect(result.current.list.view).toEqual({ page: 3, size: 25, sort: 'website', asc: false });
  });

  it('shows page 1 for an old 0-based page=0 and for junk', () => {
    expect(pageOf(new URLSearchParams('page=0'))).toBe(1);
    expect(pageOf(new URLSearchParams('page=x'))).toBe(1);
    expect(pageOf(new URLSearchParams('page=-2'))).toBe(1);
    expect(setup('/list?page=0').result.current.list.view.page).toBe(1);
  });

  it('writes pages, sizes, sorts and new filters back, defaults left out', () => {
    const { result } = setup('/list?q=north');
    act(() => result.current.list.setPage(2));
    expect(result.current.location.search).toBe('?q=north&page=2');
    act(() => result.current.list.sortBy('website'));
    expect(result.current.location.search).toBe('?q=north&sort=website&dir=asc');
    act(() => result.current.list.setSize(50));
    expect(result.current.location.search).toBe('?q=north&size=50&sort=website&dir=asc');
    act(() => result.current.list.setPage(4));
    // a new search starts at page 1 and keeps the size and sort
    act(() => result.current.list.setFilters('south'));
    expect(result.current.location.search).toBe('?q=south&size=50&sort=website&dir=asc');
    act(() => result.current.list.setFilters(null));
    expect(result.current.location.search).toBe('?size=50&sort=website&dir=asc');
  });

  it('names the sort to the API only when it is not the default, unless always', () => {
    expect(viewQuery({ size: 10, ...defaults }, defaults)).toEqual({ limit: 10 });
    expect(viewQuery({ size: 25, sort: 'website', asc: false }, defaults)).toEqual({ limit: 25, orderby: 'website', asc: false });
    expect(viewQuery({ size: 10, ...defaults }, defaults, { always: true })).toEqual({ limit: 10, orderby: 'name', asc: true });
  });
});
