import type { ParserMap } from 'nuqs';
import { defineListParams, type ListFilters, type ListParams, type ListReader, useListParams } from '../../lib/list-view';

/** A whole administration list on one page of the address (`?page=`), the history entry replaced. */
export const adminPageParams = defineListParams({ filters: {}, replace: true });

/**
 * List state kept in the address (the list's parser map: its filters and the page), so that going back to a list
 * after an edit shows the same page; the address's page is 1-based like every list's (an old `page=0` shows the
 * first page). Changing a filter goes back to the first page. `page` here is 0-based, as the API and the tables count.
 */
export function useListSearch<F extends ParserMap>(list: ListParams<F>, reader?: ListReader) {
  // the reader says whether the staff-only filters are read (a customer's address never sets them)
  const state = useListParams(list, reader);
  const setFilter = <K extends keyof ListFilters<F>>(key: K, value: ListFilters<F>[K]) =>
    state.setFilters({ ...state.filters, [key]: value });
  const setPage = (p: number) => state.setPage(p + 1);
  return { page: state.view.page - 1, filters: state.filters, setFilter, setPage };
}
