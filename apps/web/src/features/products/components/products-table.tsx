import { Group, Table } from '@mantine/core';
import { IconArchive, IconCircleCheck, IconCurrencyDollar, IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DeleteAction, EditAction, ListTable, RowAction } from '../../../components/list-table';
import { StatusBadge } from '../../../components/status-badge';
import { tariffAddPath, tariffEditPath } from '../../tariffs';
import type { ProductListRow } from '../api/use-products';
import { PRODUCTS_PATH, productShowPath } from '../lib/paths';
import { productLabel } from '../lib/product-label';
import { useCountryName } from '../../reference';

const COLUMNS = ['jurisdiction', 'service_type', 'number_type', 'vendor', 'vendor_plan', 'vendor_option', 'cities', 'expired'] as const;
/** The list's sort field of each column (PRODUCT_ORDER_FIELDS); cities and expired are not sortable. */
const SORTS: Partial<Record<(typeof COLUMNS)[number], string>> = {
  jurisdiction: 'jurisdiction',
  service_type: 'service_type',
  number_type: 'number_type',
  vendor: 'vendor',
  vendor_plan: 'vendor_plan',
  vendor_option: 'vendor_option',
};
/** Cities shown by name in a row; more are counted. */
const CITY_NAMES = 3;

export interface ProductActions {
  canEdit: boolean;
  canDelete: boolean;
  /** Tariff links: add (230 write) when the product has none, edit (230 edit) when it has one. */
  canAddTariff: boolean;
  canEditTariff: boolean;
  onDelete: (row: ProductListRow) => void;
}

function CitiesCell({ cities }: { cities: ProductListRow['cities'] }) {
  const { t } = useTranslation();
  if (!cities?.length) return <>{t('products.list.allCities')}</>;
  const names = cities.slice(0, CITY_NAMES).map((c) => c.city);
  const more = cities.length - names.length;
  return <>{more > 0 ? t('products.list.citiesMore', { names: names.join(', '), n: more }) : names.join(', ')}</>;
}

/** Spec 2 §2 Service number type list (staff): jurisdiction, service type, number type, vendor, plan, option, cities, expired. */
export function ProductsTable({ rows, loading, actions }: { rows: ProductListRow[]; loading: boolean; actions: ProductActions }) {
  const { t } = useTranslation();
  const country = useCountryName();
  return (
    <ListTable
      caption={t('products.list.caption')}
      hideCaption
      minWidth={960}
      columns={[...COLUMNS.map((c) => ({ label: t(`products.columns.${c}`), sort: SORTS[c] })), t('products.columns.actions')]}
      rows={rows}
      loading={loading}
    >
      {(row) => {
        const name = productLabel(row);
        return (
          <Table.Tr key={row.id} data-product-id={row.id}>
            <Table.Th scope="row" fw={500}>
              {country(row.jurisdiction)}
            </Table.Th>
            <Table.Td>{row.service_type}</Table.Td>
            <Table.Td>{row.number_type ? t(`products.numberTypes.${row.number_type}`) : ''}</Table.Td>
            <Table.Td>{row.vendor ?? ''}</Table.Td>
            <Table.Td>{row.vendor_plan ?? ''}</Table.Td>
            <Table.Td>{row.vendor_option}</Table.Td>
            <Table.Td>
              <CitiesCell cities={row.cities} />
            </Table.Td>
            <Table.Td>
              {row.expired ? (
                <StatusBadge label={t('products.list.expired')} color="gray" icon={IconArchive} status="expired" />
              ) : (
                <StatusBadge label={t('products.list.current')} color="green" icon={IconCircleCheck} status="current" />
              )}
            </Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <RowAction
                  label={t('products.actions.show')}
                  name={t('products.actions.showNamed', { name })}
                  icon={IconEye}
                  to={productShowPath(row.id)}
                />
                {actions.canEdit && <EditAction ns="products" name={name} to={`${PRODUCTS_PATH}/edit/${row.id}`} />}
                {row.tariff
                  ? actions.canEditTariff && (
                      <RowAction
                        label={t('products.actions.editTariff')}
                        name={t('products.actions.editTariffNamed', { name })}
                        icon={IconCurrencyDollar}
                        to={tariffEditPath(row.tariff.id)}
                        color="teal"
                      />
                    )
                  : actions.canAddTariff && (
                      <RowAction
                        label={t('products.actions.addTariff')}
                        name={t('products.actions.addTariffNamed', { name })}
                        icon={IconCurrencyDollar}
                        to={tariffAddPath(row.id)}
                        color="orange"
                      />
                    )}
                {actions.canDelete && <DeleteAction ns="products" name={name} onClick={() => actions.onDelete(row)} />}
              </Group>
            </Table.Td>
          </Table.Tr>
        );
      }}
    </ListTable>
  );
}
