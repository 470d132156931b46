import { Button, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconEye } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hasCities } from '@gsn/domain';
import { PagedList } from '../../../components/list-pagination';
import { ListTable } from '../../../components/list-table';
import { isLanguage } from '../../../lib/i18n';
import { coverageListParams, coverageListQuery } from '../api/coverage-list';
import type { CoverageSource, ProductView } from '../api/use-coverage-products';
import { formatCharge } from '../lib/product-format';
import { CoverageSearch } from './coverage-search';
import { useListParams } from '../../../lib/list-view';
import { useCountryName } from '../../reference';

/** Cities shown in a row before "+N more". */
const CITIES_SHOWN = 3;

function CitiesCell({ product }: { product: ProductView }) {
  const { t } = useTranslation();
  if (!hasCities(product.service_type)) {
    return (
      <Text size="sm" c="dimmed">
        {t('coverage.details.na')}
      </Text>
    );
  }
  const cities = product.cities ?? [];
  if (cities.length === 0) return <Text size="sm">{t('coverage.list.allCities')}</Text>;
  const shown = cities.slice(0, CITIES_SHOWN).map((c) => c.city);
  const more = cities.length - shown.length;
  return (
    <Text size="sm">
      {shown.join(', ')}
      {more > 0 ? ` ${t('coverage.list.moreCities', { n: more })}` : ''}
    </Text>
  );
}

interface CoverageListProps {
  source: CoverageSource;
  /** The detail screen of a product. */
  detailPath: (id: number) => string;
  /** NRC and MRC columns (customers, and registered users on the public coverage: list prices; visitors none). */
  showPrices: boolean;
}

/**
 * The service coverage list (customer portal and visitor area): search by service type and jurisdiction,
 * current products only, 10 a page, a Show action per row. Filters and page live in the address.
 */
export function CoverageList({ source, detailPath, showPrices }: CoverageListProps) {
  const { t, i18n } = useTranslation();
  const country = useCountryName();
  const location = useLocation();
  const view = useListParams(coverageListParams);
  const { filters } = view;
  const list = useQuery(coverageListQuery(source, view));
  const rows = list.data?.data ?? [];
  const lang = isLanguage(i18n.language) ? i18n.language : undefined;
  const columns = ['jurisdiction', 'serviceType', 'numberType', 'cities', ...(showPrices ? ['nrc', 'mrc'] : []), 'action'];
  const na = t('coverage.details.na');
  const price = (p: ProductView, f: 'nrc' | 'mrc') => (p.tariff ? (formatCharge(p.tariff[f], p.tariff.currency, lang) ?? na) : na);
  const from = `${location.pathname}${location.search}`;

  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          {t('coverage.title')}
        </Title>
        <Text c="dimmed">{t('coverage.intro')}</Text>
      </div>
      <CoverageSearch value={filters} onSearch={view.setFilters} />
      <PagedList list={list} view={view} label={t('coverage.list.pagination')}>
        <ListTable
          caption={t('coverage.note')}
          captionSide="bottom"
          aria-label={t('coverage.list.label')}
          minWidth={showPrices ? 860 : 680}
          columns={columns.map((c) =>
            c === 'nrc' || c === 'mrc' ? { label: t(`coverage.columns.${c}`), align: 'right' } : t(`coverage.columns.${c}`),
          )}
          rows={rows}
          loading={list.isPending}
          loadingAsText
        >
          {(p) => {
            const name = [p.service_type, p.number_type, p.jurisdiction].filter(Boolean).join(' ');
            return (
              <Table.Tr key={p.id} data-product-id={p.id}>
                <Table.Th scope="row" fw={500}>
                  {country(p.jurisdiction)}
                </Table.Th>
                <Table.Td>{p.service_type}</Table.Td>
                <Table.Td>
                  {p.number_type || (
                    <Text size="sm" c="dimmed">
                      {na}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <CitiesCell product={p} />
                </Table.Td>
                {showPrices ? (
                  <>
                    <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {price(p, 'nrc')}
                    </Table.Td>
                    <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {price(p, 'mrc')}
                    </Table.Td>
                  </>
                ) : null}
                <Table.Td>
                  <Button
                    component={Link}
                    to={detailPath(p.id)}
                    state={{ from }}
                    size="xs"
                    variant="light"
                    leftSection={<IconEye size={14} aria-hidden />}
                    aria-label={t('coverage.list.showNamed', { name })}
                  >
                    {t('coverage.list.show')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          }}
        </ListTable>
      </PagedList>
    </Stack>
  );
}
