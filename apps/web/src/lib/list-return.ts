import { useLocation } from 'react-router';

/** The router state a list's Edit link carries: the list's query string (its filters, page and order). */
export interface ListReturnState {
  listSearch?: string;
}

/**
 * Where a form opened from a list returns to (saved or left): the list as it was filtered when the form was opened,
 * else the list's plain path.
 */
export function useListReturn(path: string): string {
  const search = (useLocation().state as ListReturnState | null)?.listSearch;
  return search?.startsWith('?') ? `${path}${search}` : path;
}
