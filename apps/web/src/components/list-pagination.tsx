import { createContext, type ReactNode, useContext } from 'react';
import { Box, Group, LoadingOverlay, NativeSelect, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pageCount, PAGE_SIZE } from '../lib/query';
import { formatNumber } from '../lib/format';
import { type ListViewControl, PAGE_SIZES } from '../lib/list-view';

/** What a paged list tells its table: whether the first page is loading or failed, and the sort (when offered). */
export interface ListState {
  loading: boolean;
  failed: boolean;
  sort?: { field: string; asc: boolean; onSort: (field: string) => void };
}

export const ListStateContext = createContext<ListState | null>(null);
export const useListState = () => useContext(ListStateContext);

interface ListPaginationProps {
  /** Total number of rows the server reports. */
  count: number;
  /** The count is a lower bound (the server stopped counting): there is at least one more page. */
  capped?: boolean;
  /** The total shown instead of "Results: N". */
  totalText?: string;
  /** Current page, 1-based. */
  page: number;
  onChange: (page: number) => void;
  /** Accessible name of the pagination landmark. */
  label: string;
  /** Rows per page (10 by default); with onSizeChange the user picks 10, 25, 50 or 100. */
  size?: number;
  onSizeChange?: (size: number) => void;
  /** The count is not known yet (first page loading or failed): no total is shown. */
  unknown?: boolean;
}

/** Spec 1 §9: 10 rows per page, one neighbour page on each side of the current one, and the total count. */
export function ListPagination({
  count,
  capped = false,
  totalText,
  page,
  onChange,
  label,
  size = PAGE_SIZE,
  onSizeChange,
  unknown = false,
}: ListPaginationProps) {
  const { t } = useTranslation();
  const total = pageCount(count, size) + (capped ? 1 : 0);
  // past a capped count the page asked for stays reachable
  const last = capped ? Math.max(total, page) : total;
  return (
    <Group justify="space-between" wrap="wrap" mt="sm">
      <Group gap="md">
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="list-total">
          {unknown ? '' : (totalText ?? t('accounts.pagination.total', { total: formatNumber(count) }))}
        </Text>
        {onSizeChange && (
          <NativeSelect
            size="xs"
            label={t('common.pageSize')}
            data={PAGE_SIZES.map(String)}
            value={String(size)}
            onChange={(e) => onSizeChange(Number(e.currentTarget.value))}
            data-testid="page-size"
            classNames={{ root: 'page-size' }}
          />
        )}
      </Group>
      {total > 1 && (
        <nav aria-label={label}>
          <Pagination
            total={last}
            value={Math.min(page, last)}
            onChange={onChange}
            siblings={1}
            boundaries={1}
            getItemProps={(p) => ({
              'aria-label': t('accounts.pagination.page', { page: p }),
              'aria-current': p === page ? 'page' : undefined,
            })}
            getControlProps={(control) => ({ 'aria-label': t(`accounts.pagination.${control}`) })}
          />
        </nav>
      )}
    </Group>
  );
}

interface PagedListProps extends Omit<ListPaginationProps, 'count' | 'page' | 'onChange'> {
  list: { data?: { count: number }; isFetching: boolean; isPlaceholderData: boolean; isPending?: boolean; isError?: boolean };
  /** The table. */
  children: ReactNode;
  page?: number;
  onChange?: (page: number) => void;
  /** The list's view in the address (page, size, sort): the table sorts by its sortable columns, the size is chosen. */
  view?: ListViewControl;
  /** With a view: offer the 10/25/50/100 choice (default true). */
  sizeChoice?: boolean;
}

/**
 * A paged list: the table, dimmed while the next page loads over the previous one, then its pagination. While the
 * first page loads the table shows a loader (no "Results: 0"); when it failed, the table says so (no "No data found"
 * under the error toast).
 */
export function PagedList({ list, children, view, sizeChoice = true, page, onChange, ...pagination }: PagedListProps) {
  const failed = !!list.isError && !list.data;
  const loading = !list.data && !failed && (list.isPending ?? list.isFetching);
  const state: ListState = {
    loading,
    failed,
    ...(view ? { sort: { field: view.view.sort, asc: view.view.asc, onSort: view.sortBy } } : {}),
  };
  return (
    <ListStateContext.Provider value={state}>
      <Box pos="relative" aria-busy={list.isFetching}>
        <LoadingOverlay visible={list.isFetching && list.isPlaceholderData} />
        {children}
      </Box>
      <ListPagination
        count={list.data?.count ?? 0}
        unknown={loading || failed}
        page={view ? view.view.page : (page ?? 1)}
        onChange={view ? view.setPage : (onChange ?? (() => {}))}
        {...(view ? { size: view.view.size, ...(sizeChoice ? { onSizeChange: view.setSize } : {}) } : {})}
        {...pagination}
      />
    </ListStateContext.Provider>
  );
}
