import { describe, expect, it } from 'vitest';
import { readListView, toggleSort, writeListView } from './list-view';

const defaults = { sort: 'updatedAt', asc: false };
const sorts = ['updatedAt', 'id', 'status'];

describe('list view in the address', () => {
  it('reads page, size, sort and direction, falling back to the defaults', () => {
    expect(readListView(new URLSearchParams(''), sorts, defaults)).toEqual({ page: 1, size: 10, sort: 'updatedAt', asc: false });
    expect(readListView(new URLSearchParams('page=3&size=50&sort=id&dir=asc'), sorts, defaults)).toEqual({
      page: 3,
      size: 50,
      sort: 'id',
      asc: true,
    });
    // a size not offered, a column not sortable
    expect(readListView(new URLSearchParams('size=1000&sort=password&dir=asc'), sorts, defaults)).toEqual({
      page: 1,
      size: 10,
      sort: 'updatedAt',
      asc: false,
    });
  });

  it('writes only what differs from the defaults and keeps the other parameters', () => {
    const p = writeListView(new URLSearchParams('status=accepted&page=4'), { page: 1, size: 25, sort: 'status', asc: true }, defaults);
    expect(p.toString()).toBe('status=accepted&size=25&sort=status&dir=asc');
    expect(writeListView(new URLSearchParams('size=25'), { page: 2, size: 10, sort: 'updatedAt', asc: false }, defaults).toString()).toBe(
      'page=2',
    );
  });

  it('flips the direction of the sorted column, sorts another ascending, back to page 1', () => {
    const v = { page: 3, size: 10, sort: 'id', asc: true };
    expect(toggleSort(v, 'id')).toEqual({ page: 1, size: 10, sort: 'id', asc: false });
    expect(toggleSort(v, 'status')).toEqual({ page: 1, size: 10, sort: 'status', asc: true });
  });
});
