import type { ReactNode } from 'react';
import { Box, Group, LoadingOverlay, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pageCount, PAGE_SIZE } from '../features/accounts/lib/query';
import { formatNumber } from '../lib/format';

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
}

/** Spec 1 §9: 10 rows per page, one neighbour page on each side of the current one, and the total count. */
export function ListPagination({ count, capped = false, totalText, page, onChange, label }: ListPaginationProps) {
  const { t } = useTranslation();
  const total = pageCount(count, PAGE_SIZE) + (capped ? 1 : 0);
  // past a capped count the page asked for stays reachable
  const last = capped ? Math.max(total, page) : total;
  return (
    <Group justify="space-between" wrap="wrap" mt="sm">
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="list-total">
        {totalText ?? t('accounts.pagination.total', { total: formatNumber(count) })}
      </Text>
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

interface PagedListProps extends Omit<ListPaginationProps, 'count'> {
  list: { data?: { count: number }; isFetching: boolean; isPlaceholderData: boolean };
  /** The table. */
  children: ReactNode;
}

/** A paged list: the table, dimmed while the next page loads over the previous one, then its pagination. */
export function PagedList({ list, children, ...pagination }: PagedListProps) {
  return (
    <>
      <Box pos="relative" aria-busy={list.isFetching}>
        <LoadingOverlay visible={list.isFetching && list.isPlaceholderData} />
        {children}
      </Box>
      <ListPagination count={list.data?.count ?? 0} {...pagination} />
    </>
  );
}
