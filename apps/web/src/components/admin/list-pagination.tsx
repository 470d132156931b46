import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from './types';

/** Spec 1 §9: 10 rows per page, one neighbour page shown on each side. `page` is 0-based. */
export function ListPagination({ count, page, onChange }: { count: number; page: number; onChange: (page: number) => void }) {
  const { t } = useTranslation();
  const total = Math.max(1, Math.ceil(count / PAGE_SIZE));
  return (
    <Group justify="space-between" wrap="wrap">
      <Text size="sm" c="dimmed">
        {t('admin.common.total', { n: count })}
      </Text>
      <Pagination
        total={total}
        value={Math.min(page + 1, total)}
        onChange={(p) => onChange(p - 1)}
        siblings={1}
        hideWithOnePage
        getControlProps={(control) => ({ 'aria-label': t(`admin.common.pagination.${control}`) })}
      />
    </Group>
  );
}

/** The rows of a 0-based page of a list the server answers whole. */
export function pageSlice<T>(rows: readonly T[], page: number): T[] {
  return rows.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
}
