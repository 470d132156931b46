import { ActionIcon, Badge, Group, Table, Tooltip } from '@mantine/core';
import { IconCurrencyDollar, IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NoDataRow } from '../../../components/no-data';
import { LoadingRow } from '../../accounts/components/loading-row';
import { VISUALLY_HIDDEN } from '../../accounts/lib/visually-hidden';
import { tariffAddPath, tariffEditPath } from '../../tariffs/lib/paths';
import type { ProductListRow } from '../api/use-products';
import { PRODUCTS_PATH, productShowPath } from '../lib/paths';
import { productLabel } from '../lib/product-label';

const COLUMNS = ['jurisdiction', 'service_type', 'number_type', 'vendor', 'vendor_plan', 'vendor_option', 'cities', 'expired'] as const;
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
  const span = COLUMNS.length + 1;
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover withTableBorder>
        <Table.Caption style={VISUALLY_HIDDEN}>{t('products.list.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((c) => (
              <Table.Th key={c} scope="col">
                {t(`products.columns.${c}`)}
              </Table.Th>
            ))}
            <Table.Th scope="col">{t('products.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && loading ? (
            <LoadingRow colSpan={span} />
          ) : rows.length === 0 ? (
            <NoDataRow colSpan={span} />
          ) : (
            rows.map((row) => {
              const name = productLabel(row);
              return (
                <Table.Tr key={row.id} data-product-id={row.id}>
                  <Table.Th scope="row" fw={500}>
                    {row.jurisdiction}
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
                      <Badge color="gray" variant="light">
                        {t('products.list.expired')}
                      </Badge>
                    ) : (
                      <Badge color="green" variant="light">
                        {t('products.list.current')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Tooltip label={t('products.actions.show')} withinPortal>
                        <ActionIcon
                          component={Link}
                          to={productShowPath(row.id)}
                          variant="subtle"
                          aria-label={t('products.actions.showNamed', { name })}
                        >
                          <IconEye size={18} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                      {actions.canEdit && (
                        <Tooltip label={t('products.actions.edit')} withinPortal>
                          <ActionIcon
                            component={Link}
                            to={`${PRODUCTS_PATH}/edit/${row.id}`}
                            variant="subtle"
                            aria-label={t('products.actions.editNamed', { name })}
                          >
                            <IconPencil size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      )}
                      {row.tariff
                        ? actions.canEditTariff && (
                            <Tooltip label={t('products.actions.editTariff')} withinPortal>
                              <ActionIcon
                                component={Link}
                                to={tariffEditPath(row.tariff.id)}
                                variant="subtle"
                                color="teal"
                                aria-label={t('products.actions.editTariffNamed', { name })}
                              >
                                <IconCurrencyDollar size={18} aria-hidden />
                              </ActionIcon>
                            </Tooltip>
                          )
                        : actions.canAddTariff && (
                            <Tooltip label={t('products.actions.addTariff')} withinPortal>
                              <ActionIcon
                                component={Link}
                                to={tariffAddPath(row.id)}
                                variant="subtle"
                                color="orange"
                                aria-label={t('products.actions.addTariffNamed', { name })}
                              >
                                <IconCurrencyDollar size={18} aria-hidden />
                              </ActionIcon>
                            </Tooltip>
                          )}
                      {actions.canDelete && (
                        <Tooltip label={t('products.actions.delete')} withinPortal>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            onClick={() => actions.onDelete(row)}
                            aria-label={t('products.actions.deleteNamed', { name })}
                          >
                            <IconTrash size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
