import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { pageCount, PAGE_SIZE } from '../lib/query';

interface ListPaginationProps {
  /** Total number of rows the server reports. */
  count: number;
  /** Current page, 1-based. */
  page: number;
  onChange: (page: number) => void;
  /** Accessible name of the pagination landmark. */
  label: string;
}

/** Spec 1 §9: 10 rows per page, one neighbour page on each side of the current one, and the total count. */
export function ListPagination({ count, page, onChange, label }: ListPaginationProps) {
  const { t } = useTranslation();
  const total = pageCount(count, PAGE_SIZE);
  return (
    <Group justify="space-between" wrap="wrap" mt="sm">
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="list-total">
        {t('accounts.pagination.total', { total: formatNumber(count) })}
      </Text>
      {total > 1 && (
        <nav aria-label={label}>
          <Pagination
            total={total}
            value={Math.min(page, total)}
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
