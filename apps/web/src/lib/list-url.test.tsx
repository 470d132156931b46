import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { defineListParams, parseAsFilled, parseAsId, toggleSort, useListParams, viewQuery } from './list-view';
import { orderedSearch, UrlStateAdapter } from './url-state';

const defaults = { sort: 'name', asc: true };
const companies = defineListParams({
  filters: { search: parseAsFilled, customer_id: parseAsId },
  urlKeys: { search: 'q', customer_id: 'customer' },
  sorts: ['name', 'website'],
  defaults,
  staffOnly: ['customer_id'],
});

function setup(url: string, staff = true) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/start', url]} initialIndex={1}>
      <UrlStateAdapter>{children}</UrlStateAdapter>
    </MemoryRouter>
  );
  return renderHook(() => ({ list: useListParams(companies, { staff }), location: useLocation(), navigate: useNavigate() }), { wrapper });
}

describe('a list’s parser map in the address (nuqs)', () => {
  it('reads filters (by their address names), a 1-based page, size and sort', () => {
    const { result } = setup('/list?q=north&customer=7&page=3&size=25&sort=website&dir=desc');
    expect(result.current.list.filters).toEqual({ search: 'north', customer_id: 7 });
    expect(result.current.list.view).toEqual({ page: 3, size: 25, sort: 'website', asc: false });
  });

  it('falls back to the defaults: page 1 for an old 0-based page=0 and junk, sizes and sorts not offered', () => {
    const read = (search: string) => companies.read(search, { staff: true }).view;
    expect(read('')).toEqual({ page: 1, size: 10, sort: 'name', asc: true });
    expect(read('page=0').page).toBe(1);
    expect(read('page=x').page).toBe(1);
    expect(read('page=-2').page).toBe(1);
    expect(read('size=1000&sort=password&dir=desc')).toEqual({ page: 1, size: 10, sort: 'name', asc: true });
    // a direction counts only with a column the list sorts by
    expect(read('dir=desc').asc).toBe(true);
    expect(read('sort=website').asc).toBe(true);
    expect(setup('/list?page=0').result.current.list.view.page).toBe(1);
  });

  it('leaves out the filters only staff may set for anyone else', () => {
    expect(companies.read('q=x&customer=7', { staff: false }).filters).toEqual({ search: 'x', customer_id: null });
    expect(setup('/list?customer=7', false).result.current.list.filters.customer_id).toBeNull();
  });

  it('writes pages, sizes, sorts and new filters back in the map’s order, defaults left out', async () => {
    const { result } = setup('/list?q=north');
    const at = (search: string) => waitFor(() => expect(result.current.location.search).toBe(search));
    act(() => result.current.list.setPage(2));
    await at('?q=north&page=2');
    act(() => result.current.list.sortBy('website'));
    await at('?q=north&sort=website&dir=asc');
    act(() => result.current.list.setSize(50));
    await at('?q=north&size=50&sort=website&dir=asc');
    act(() => result.current.list.setPage(4));
    await at('?q=north&page=4&size=50&sort=website&dir=asc');
    // a new search starts at page 1 and keeps the size and sort
    act(() => result.current.list.setFilters({ search: 'south', customer_id: 3 }));
    await at('?q=south&customer=3&size=50&sort=website&dir=asc');
    act(() => result.current.list.setFilters({ search: null, customer_id: null }));
    await at('?size=50&sort=website&dir=asc');
    // back to the default sort: neither sort nor dir
    act(() => result.current.list.sortBy('name'));
    await at('?size=50');
  });

  it('adds a history entry per change, and Back shows the list as it was', async () => {
    const { result } = setup('/list?q=north');
    act(() => result.current.list.setPage(2));
    await waitFor(() => expect(result.current.location.search).toBe('?q=north&page=2'));
    act(() => void result.current.navigate(-1));
    await waitFor(() => expect(result.current.list.view.page).toBe(1));
    expect(result.current.location.search).toBe('?q=north');
  });

  it('keeps the other parameters of the address, before the list’s own', () => {
    expect(orderedSearch(new URLSearchParams('page=2&view=table&q=a'), ['q', 'page']).toString()).toBe('view=table&q=a&page=2');
  });

  it('flips the direction of the sorted column, sorts another ascending, back to page 1', () => {
    const v = { page: 3, size: 10, sort: 'id', asc: true };
    expect(toggleSort(v, 'id')).toEqual({ page: 1, size: 10, sort: 'id', asc: false });
    expect(toggleSort(v, 'status')).toEqual({ page: 1, size: 10, sort: 'status', asc: true });
  });

  it('names the sort to the API only when it is not the default, unless always', () => {
    expect(viewQuery({ size: 10, ...defaults }, defaults)).toEqual({ limit: 10 });
    expect(viewQuery({ size: 25, sort: 'website', asc: false }, defaults)).toEqual({ limit: 25, orderby: 'website', asc: false });
    expect(viewQuery({ size: 10, ...defaults }, defaults, { always: true })).toEqual({ limit: 10, orderby: 'name', asc: true });
  });
});
