import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Spec 1 §8: empty lists show a no-data-found label. */
export function NoData() {
  const { t } = useTranslation();
  return (
    <Text c="dimmed" ta="center" py="md">
      {t('common.noData')}
    </Text>
  );
}

/** The no-data row of an empty table. */
export function NoDataRow({ colSpan }: { colSpan: number }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan}>
        <NoData />
      </Table.Td>
    </Table.Tr>
  );
}
