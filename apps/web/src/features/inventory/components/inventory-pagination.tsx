import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { PAGE_SIZE, pageCount } from '../../accounts/lib/query';

interface InventoryPaginationProps {
  count: number;
  /** The count is a lower bound (the server stopped counting): shown as "10,000+". */
  capped: boolean;
  page: number;
  onChange: (page: number) => void;
  label: string;
}

/** 10 a page, one neighbour page each side; the total, or "N+" when the server capped the count. */
export function InventoryPagination({ count, capped, page, onChange, label }: InventoryPaginationProps) {
  const { t } = useTranslation();
  // a capped count has at least one more page than it shows
  const total = pageCount(count, PAGE_SIZE) + (capped ? 1 : 0);
  return (
    <Group justify="space-between" wrap="wrap" mt="sm">
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="list-total">
        {capped
          ? t('inventory.list.totalCapped', { total: formatNumber(count) })
          : t('inventory.list.total', { total: formatNumber(count) })}
      </Text>
      {total > 1 && (
        <nav aria-label={label}>
          <Pagination
            total={Math.max(total, page)}
            value={page}
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
