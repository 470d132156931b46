import { useMemo } from 'react';
import {
  createLoader,
  createParser,
  type inferParserType,
  type ParserMap,
  parseAsNumberLiteral,
  parseAsStringLiteral,
  type UrlKeys,
  useQueryStates,
} from 'nuqs';

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

/** A list without column sort: only the page and the page size are kept. */
export const NO_SORT: ListViewDefaults = { sort: '', asc: true };

// --- parsers of the address's values (nuqs): each list's parser map is made of these -------------------------------

/** `page`, 1-based: the old 0-based admin addresses' `page=0`, a negative page and junk read as page 1. */
export const parseAsPage = createParser({
  parse: (v) => Math.max(1, Number.parseInt(v, 10) || 1),
  serialize: String,
}).withDefault(1);

/** `size`: one of the sizes offered, else the default. */
export const parseAsPageSize = parseAsNumberLiteral(PAGE_SIZES).withDefault(DEFAULT_PAGE_SIZE);

/** Any non-empty value, as written. */
export const parseAsFilled = createParser({ parse: (v) => v || null, serialize: (v: string) => v });

/** A value without its surrounding spaces; blank is no value. */
export const parseAsTrimmed = createParser({ parse: (v) => v.trim() || null, serialize: (v: string) => v });

/** One of `values`, else none (typed as a plain string, as the filters and the API name them). */
export const parseAsOneOf = (values: readonly string[]) => parseAsStringLiteral<string>(values);

/** A whole number from 0 (an id of the administration lists' filters). */
export const parseAsCount = createParser({ parse: (v) => (/^\d+$/.test(v) ? Number(v) : null), serialize: String });

/** An id: a whole number from 1. */
export const parseAsId = createParser({ parse: (v) => (/^\d+$/.test(v) && Number(v) > 0 ? Number(v) : null), serialize: String });

/** Digits, kept as written (a number the API takes as text, e.g. an order id). */
export const parseAsDigits = createParser({ parse: (v) => (/^\d+$/.test(v) ? v : null), serialize: (v: string) => v });

// --- a list's parser map -------------------------------------------------------------------------------------------

const DIRECTIONS = ['asc', 'desc'] as const;

/** The view's parsers, after the filters in every list's map: `page`, `size`, `sort` (one of `sorts`) and `dir`. */
function viewParsers(sorts: readonly string[]) {
  return { page: parseAsPage, size: parseAsPageSize, sort: parseAsOneOf(sorts), dir: parseAsStringLiteral(DIRECTIONS) };
}
type ViewParsers = ReturnType<typeof viewParsers>;

/** A list's filters as its parsers read them. */
export type ListFilters<F extends ParserMap> = inferParserType<F>;

/** Who reads the list: filters only staff may set are left out for anyone else (as the server does). */
export interface ListReader {
  staff: boolean;
}

/** What a list's address says: its filters and its view. */
export interface ListValues<F extends ParserMap> {
  filters: ListFilters<F>;
  view: ListView;
}

export interface ListParamsConfig<F extends ParserMap> {
  /** The list's filters, in the order the address writes them. */
  filters: F;
  /** Address names that differ from the filters' (`{ search: 'q' }`). */
  urlKeys?: UrlKeys<F>;
  /** The columns the list sorts by (none: no column sort). */
  sorts?: readonly string[];
  /** The sort when the address names none. */
  defaults?: ListViewDefaults;
  /** Filters only staff may set. */
  staffOnly?: readonly (keyof F & string)[];
  /** Replace the history entry instead of adding one. */
  replace?: boolean;
}

/** One list's parser map (its filters, then `page`, `size`, `sort`, `dir`) and how to read it. */
export interface ListParams<F extends ParserMap> {
  parsers: F & ViewParsers;
  urlKeys: UrlKeys<F & ViewParsers>;
  filterKeys: readonly (keyof F & string)[];
  defaults: ListViewDefaults;
  replace: boolean;
  /** The list as an address shows it, read exactly as the page's hook reads it (a route's prefetch uses it). */
  read: (search: URLSearchParams | string, reader?: ListReader) => ListValues<F>;
  /** Parsed values → filters and view. */
  split: (values: inferParserType<F & ViewParsers>, reader?: ListReader) => ListValues<F>;
}

/** The filters and view of a list defined by `defineListParams`. */
export type ListValuesOf<L> = L extends ListParams<infer F> ? ListValues<F> : never;

const VISITOR: ListReader = { staff: false };

/**
 * A list's address as one parser map (nuqs): `defineListParams({ filters: { status: parseAsOneOf(…), … }, sorts,
 * defaults })`. The page reads and writes it with `useListParams`, a route's prefetch reads it with `read`.
 */
export function defineListParams<F extends ParserMap>(config: ListParamsConfig<F>): ListParams<F> {
  const { filters, urlKeys = {}, sorts = [], defaults = NO_SORT, staffOnly = [], replace = false } = config;
  const parsers = { ...filters, ...viewParsers(sorts) } as F & ViewParsers;
  const filterKeys = Object.keys(filters) as (keyof F & string)[];
  const load = createLoader(parsers, { urlKeys: urlKeys as UrlKeys<F & ViewParsers> });
  const split = (values: inferParserType<F & ViewParsers>, reader: ListReader = VISITOR): ListValues<F> => {
    const v = values as Record<string, unknown> & { page: number; size: number; sort: string | null; dir: 'asc' | 'desc' | null };
    const own: Record<string, unknown> = {};
    for (const k of filterKeys) own[k] = !reader.staff && staffOnly.includes(k) ? null : (v[k] ?? null);
    // the direction counts only with a sort column the list offers
    const known = v.sort !== null;
    return {
      filters: own as ListFilters<F>,
      view: {
        page: v.page,
        size: v.size,
        sort: known ? (v.sort as string) : defaults.sort,
        asc: known && v.dir !== null ? v.dir === 'asc' : defaults.asc,
      },
    };
  };
  return {
    parsers,
    urlKeys: urlKeys as UrlKeys<F & ViewParsers>,
    filterKeys,
    defaults,
    replace,
    split,
    read: (search, reader) => split(load(search), reader),
  };
}

/**
 * A list searched by one text box (`q` in the address) and sorted by its columns — the carriers', the vendors' — as
 * its parser map and its query for what the address says: `query(search, page (0-based, as the API counts), view)`,
 * the feature's list query, which the page and the route's prefetch ask alike.
 */
export function defineSearchList<Q>(config: {
  sorts: readonly string[];
  defaults: ListViewDefaults;
  query: (search: string | null, page: number, view: ListView) => Q;
}) {
  const params = defineListParams({
    filters: { search: parseAsFilled },
    urlKeys: { search: 'q' },
    sorts: config.sorts,
    defaults: config.defaults,
  });
  const query = ({ filters, view }: ListValuesOf<typeof params>) => config.query(filters.search, view.page - 1, view);
  return { params, query };
}

/** The next view when a column heading is clicked: the same column flips its direction, another starts ascending. */
export function toggleSort(view: ListView, field: string): ListView {
  return { ...view, page: 1, sort: field, asc: view.sort === field ? !view.asc : true };
}

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
}

export interface ListParamsState<F extends ParserMap> extends ListViewControl {
  filters: ListFilters<F>;
  /** New filters: back to page 1, the size and sort kept. */
  setFilters: (filters: ListFilters<F>) => void;
}

/**
 * The one list-URL-state hook (nuqs `useQueryStates` over the list's parser map): its filters, page (1-based), page
 * size and sort, read from the address and written back to it (defaults left out, a new history entry unless the
 * list replaces), so that going back to a list shows it as it was.
 */
export function useListParams<F extends ParserMap>(list: ListParams<F>, reader: ListReader = VISITOR): ListParamsState<F> {
  const [values, setValues] = useQueryStates(list.parsers, {
    urlKeys: list.urlKeys,
    history: list.replace ? 'replace' : 'push',
  });
  const staff = reader.staff;
  const { filters, view } = useMemo(() => list.split(values as inferParserType<F & ViewParsers>, { staff }), [list, values, staff]);
  const { defaults } = list;
  /** The view's address values: the sort and its direction together, and only when not the default. */
  const viewValues = (v: ListView) => {
    const sorted = v.sort !== defaults.sort || v.asc !== defaults.asc;
    return { page: v.page, size: v.size, sort: sorted ? v.sort : null, dir: sorted ? (v.asc ? 'asc' : 'desc') : null };
  };
  // biome-ignore lint/suspicious/noExplicitAny: the map's value types are the list's own (its filters) and the view's
  const write = (next: Record<string, any>) => void setValues(next as Parameters<typeof setValues>[0]);
  return {
    filters,
    view,
    setPage: (page) => write(viewValues({ ...view, page })),
    setSize: (size) => write(viewValues({ ...view, size, page: 1 })),
    sortBy: (field) => write(viewValues(toggleSort(view, field))),
    setFilters: (next) => {
      const given = next as Record<string, unknown>;
      write({ ...Object.fromEntries(list.filterKeys.map((k) => [k, given[k] ?? null])), ...viewValues({ ...view, page: 1 }) });
    },
  };
}
