import { useSearchParams } from 'react-router';
import { numberParam } from './paths';

/**
 * List state kept in the address (filters and the 0-based page), so that going back to a list after an edit
 * shows the same page. Changing a filter goes back to the first page.
 */
export function useListSearch<K extends string>(filters: readonly K[]) {
  const [search, setSearch] = useSearchParams();
  const page = numberParam(search.get('page')) ?? 0;
  const values = Object.fromEntries(filters.map((k) => [k, numberParam(search.get(k))])) as Record<K, number | null>;

  const setFilter = (key: K, value: number | null) => {
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === null) next.delete(key);
        else next.set(key, String(value));
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  };

  const setPage = (p: number) => {
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (p <= 0) next.delete('page');
        else next.set('page', String(p));
        return next;
      },
      { replace: true },
    );
  };

  return { page, filters: values, setFilter, setPage };
}
