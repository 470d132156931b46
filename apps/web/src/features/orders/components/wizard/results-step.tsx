import { Button, Group, Table, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { hasCities } from '@gsn/domain';
import { PagedList } from '../../../../components/list-pagination';
import { ListTable } from '../../../../components/list-table';
import { isLanguage } from '../../../../lib/i18n';
import { formatCharge, type ProductView } from '../../../coverage';
import { useOrderProducts } from '../../api/use-order-products';
import type { OrderSearch } from '../../lib/wizard-state';
import { useCountryName } from '../../../reference';

interface ResultsStepProps {
  query: OrderSearch;
  page: number;
  onPage: (page: number) => void;
  onSelect: (product: ProductView) => void;
  onBack: () => void;
}

/** Step 2, select product: the products found, 10 a page, a Select action per row. */
export function ResultsStep({ query, page, onPage, onSelect, onBack }: ResultsStepProps) {
  const { t, i18n } = useTranslation();
  const country = useCountryName();
  const list = useOrderProducts(query, page);
  const lang = isLanguage(i18n.language) ? i18n.language : undefined;
  const na = t('coverage.details.na');
  // staff see each product's vendor and option: two products alike in every other column are told apart by them
  const withVendor = (list.data?.data ?? []).some((p) => p.vendor_option !== undefined);
  return (
    <>
      <PagedList list={list} page={page} onChange={onPage} label={t('orders.add.resultsPagination')}>
        <ListTable
          caption={t('orders.add.resultsCaption')}
          minWidth={800}
          columns={[
            t('orders.fields.jurisdiction'),
            t('orders.fields.service_type'),
            t('orders.add.numberType'),
            t('orders.add.cities'),
            ...(withVendor ? [t('coverage.provider.vendor'), t('coverage.provider.option')] : []),
            { label: t('orders.fields.nrc'), align: 'right' },
            { label: t('orders.fields.mrc'), align: 'right' },
            t('orders.list.actions'),
          ]}
          rows={list.data?.data ?? []}
          loading={list.isPending}
        >
          {(p) => {
            const cities = p.cities ?? [];
            return (
              <Table.Tr key={p.id} data-product-id={p.id}>
                <Table.Th scope="row" fw={500}>
                  {country(p.jurisdiction)}
                </Table.Th>
                <Table.Td>{p.service_type}</Table.Td>
                <Table.Td>{p.number_type ?? na}</Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {!hasCities(p.service_type) ? na : cities.length ? cities.map((c) => c.city).join(', ') : t('coverage.list.allCities')}
                  </Text>
                </Table.Td>
                {withVendor && (
                  <>
                    <Table.Td>{p.vendor ?? na}</Table.Td>
                    <Table.Td>{p.vendor_option ?? na}</Table.Td>
                  </>
                )}
                <Table.Td ta="right">{formatCharge(p.tariff?.nrc, p.tariff?.currency, lang) ?? na}</Table.Td>
                <Table.Td ta="right">{formatCharge(p.tariff?.mrc, p.tariff?.currency, lang) ?? na}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    onClick={() => onSelect(p)}
                    aria-label={t('orders.add.selectNamed', {
                      name: [`${country(p.jurisdiction)} ${p.service_type}`, withVendor ? p.vendor_option : null, `#${p.id}`]
                        .filter(Boolean)
                        .join(' '),
                    })}
                  >
                    {t('orders.add.select')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          }}
        </ListTable>
      </PagedList>
      <Group mt="md">
        <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack}>
          {t('orders.add.back')}
        </Button>
      </Group>
    </>
  );
}
