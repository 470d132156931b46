import { useListUrl } from '../../lib/list-view';
import { numberParam } from './paths';

/**
 * List state kept in the address (filters and the page), so that going back to a list after an edit shows the
 * same page; the address's page is 1-based like every list's (an old `page=0` shows the first page). Changing
 * a filter goes back to the first page. `page` here is 0-based, as the API and the tables count.
 */
export function useListSearch<K extends string>(filters: readonly K[]) {
  const list = useListUrl({
    read: (search) => Object.fromEntries(filters.map((k) => [k, numberParam(search.get(k))])) as Record<K, number | null>,
    write: (values: Record<K, number | null>) => {
      const next = new URLSearchParams();
      for (const k of filters) if (values[k] !== null) next.set(k, String(values[k]));
      return next;
    },
    replace: true,
  });

  const setFilter = (key: K, value: number | null) => list.setFilters({ ...list.filters, [key]: value });
  const setPage = (p: number) => list.setPage(p + 1);
  return { page: list.view.page - 1, filters: list.filters, setFilter, setPage };
}
