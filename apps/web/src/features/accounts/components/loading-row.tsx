import { Center, Loader, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The only row of a table whose first page is still loading. */
export function LoadingRow({ colSpan }: { colSpan: number }) {
  const { t } = useTranslation();
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan}>
        <Center py="md" role="status">
          <Loader size="sm" aria-label={t('common.loading')} />
        </Center>
      </Table.Td>
    </Table.Tr>
  );
}
