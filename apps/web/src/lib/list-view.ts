import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The page sizes a list offers; 10 stays the default (spec 1 §9). */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** A list's paging and sorting as the address keeps them: `page`, `size`, `sort` and `dir` (asc|desc). */
export interface ListView {
  /** 1-based. */
  page: number;
  size: number;
  /** The sort column; the list's default when the address names none (or one it does not offer). */
  sort: string;
  asc: boolean;
}

export interface ListViewDefaults {
  sort: string;
  asc: boolean;
}

/** Reads the view from the address: unknown sorts and sizes fall back to the defaults. */
export function readListView(params: URLSearchParams, sorts: readonly string[], defaults: ListViewDefaults): ListView {
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const size = Number(params.get('size'));
  const sort = params.get('sort');
  const known = sort !== null && sorts.includes(sort);
  const dir = params.get('dir');
  return {
    page,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    sort: known ? sort : defaults.sort,
    asc: known && (dir === 'asc' || dir === 'desc') ? dir === 'asc' : defaults.asc,
  };
}

/** The address's parameters with the view written over them (defaults left out); the other parameters stay. */
export function writeListView(params: URLSearchParams, view: ListView, defaults: ListViewDefaults): URLSearchParams {
  const p = new URLSearchParams(params);
  for (const k of ['page', 'size', 'sort', 'dir']) p.delete(k);
  if (view.page > 1) p.set('page', String(view.page));
  if (view.size !== DEFAULT_PAGE_SIZE) p.set('size', String(view.size));
  if (view.sort !== defaults.sort || view.asc !== defaults.asc) {
    p.set('sort', view.sort);
    p.set('dir', view.asc ? 'asc' : 'desc');
  }
  return p;
}

/** The next view when a column heading is clicked: the same column flips its direction, another starts ascending. */
export function toggleSort(view: ListView, field: string): ListView {
  return { ...view, page: 1, sort: field, asc: view.sort === field ? !view.asc : true };
}

export interface ListViewControl {
  view: ListView;
  setPage: (page: number) => void;
  setSize: (size: number) => void;
  sortBy: (field: string) => void;
  /** Keeps the size and sort of the view over new parameters (e.g. a new search, which starts at page 1). */
  keep: (params: URLSearchParams) => URLSearchParams;
}

/** The view of a list kept in the address, and its setters (each a new history entry). */
export function useListView(sorts: readonly string[], defaults: ListViewDefaults): ListViewControl {
  const [params, setParams] = useSearchParams();
  const key = sorts.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the sorts are compared by value
  const view = useMemo(() => readListView(params, sorts, defaults), [params, key, defaults.sort, defaults.asc]);
  const go = useCallback((next: ListView) => setParams(writeListView(params, next, defaults)), [params, setParams, defaults]);
  return {
    view,
    setPage: (page) => go({ ...view, page }),
    setSize: (size) => go({ ...view, size, page: 1 }),
    sortBy: (field) => go(toggleSort(view, field)),
    keep: (next) => writeListView(next, { ...view, page: Math.max(1, Number(next.get('page') ?? '1') || 1) }, defaults),
  };
}
