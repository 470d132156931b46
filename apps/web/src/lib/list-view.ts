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

/** The 1-based page of the address (`page=0` of the old 0-based admin addresses, and any junk, is page 1). */
export const pageOf = (params: URLSearchParams) => Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

/** Reads the view from the address: unknown sorts and sizes fall back to the defaults. */
export function readListView(params: URLSearchParams, sorts: readonly string[], defaults: ListViewDefaults): ListView {
  const page = pageOf(params);
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

/** A list without column sort: only the page and the page size are kept. */
export const NO_SORT: ListViewDefaults = { sort: '', asc: true };

/**
 * The API parameters of a view: the page size (`limit`) always, the sort only when it is not the list's default
 * (the servers sort by the same default when none is named), or `always` when the list names it each time.
 */
export function viewQuery(
  view: Pick<ListView, 'size' | 'sort' | 'asc'>,
  defaults: ListViewDefaults,
  opts: { always?: boolean } = {},
): { limit: number; orderby?: string; asc?: boolean } {
  const sorted = opts.always === true || view.sort !== defaults.sort || view.asc !== defaults.asc;
  return { limit: view.size, ...(sorted && view.sort ? { orderby: view.sort, asc: view.asc } : {}) };
}

export interface ListViewControl {
  view: ListView;
  setPage: (page: number) => void;
  setSize: (size: number) => void;
  sortBy: (field: string) => void;
  /** Keeps the size and sort of the view over new parameters (e.g. a new search, which starts at page 1). */
  keep: (params: URLSearchParams) => URLSearchParams;
}

export interface ListUrlOptions<F> {
  /** The filters from the address. */
  read: (params: URLSearchParams) => F;
  /** The filters as address parameters (set values only). */
  write: (filters: F) => URLSearchParams;
  /** The columns the list sorts by (none: no column sort). */
  sorts?: readonly string[];
  defaults?: ListViewDefaults;
  /** Replace the history entry instead of adding one. */
  replace?: boolean;
}

export interface ListUrlState<F> extends ListViewControl {
  filters: F;
  /** New filters: back to page 1, the size and sort kept. */
  setFilters: (filters: F) => void;
}

/**
 * The one list-URL-state hook: a list's filters, page (1-based), page size and sort, read from the address and
 * written back to it (defaults left out), so that going back to a list shows it as it was.
 */
export function useListUrl<F>(opts: ListUrlOptions<F>): ListUrlState<F> {
  const { read, write, sorts = [], defaults = NO_SORT, replace = false } = opts;
  const [params, setParams] = useSearchParams();
  const control = useListView(sorts, defaults, { replace });
  // biome-ignore lint/correctness/useExhaustiveDependencies: read is a pure function of the address
  const filters = useMemo(() => read(params), [params]);
  return {
    ...control,
    filters,
    setFilters: (next) => setParams(control.keep(write(next)), { replace }),
  };
}

/** The view of a list kept in the address, and its setters (each a new history entry unless `replace`). */
export function useListView(sorts: readonly string[], defaults: ListViewDefaults, opts: { replace?: boolean } = {}): ListViewControl {
  const [params, setParams] = useSearchParams();
  const key = sorts.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the sorts are compared by value
  const view = useMemo(() => readListView(params, sorts, defaults), [params, key, defaults.sort, defaults.asc]);
  const go = useCallback(
    (next: ListView) => setParams(writeListView(params, next, defaults), { replace: opts.replace === true }),
    [params, setParams, defaults, opts.replace],
  );
  return {
    view,
    setPage: (page) => go({ ...view, page }),
    setSize: (size) => go({ ...view, size, page: 1 }),
    sortBy: (field) => go(toggleSort(view, field)),
    keep: (next) => writeListView(next, { ...view, page: pageOf(next) }, defaults),
  };
}
