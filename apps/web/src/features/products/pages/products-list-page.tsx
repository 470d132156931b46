import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconPlus, IconTableImport } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FUNCTIONALITIES } from '@gsn/domain';
import { useDeleteTarget } from '../../../components/company-list-page';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { PagedList } from '../../../components/list-pagination';
import { productListParams, productListQuery } from '../api/product-list';
import { type ProductFilters, useDeleteProduct, useProduct } from '../api/use-products';
import { ProductFilterFields } from '../components/product-filter-fields';
import { ProductsTable } from '../components/products-table';
import { productMessage, showProductError } from '../lib/messages';
import { PRODUCTS_PATH } from '../lib/paths';
import { productLabel } from '../lib/product-label';
import { useViewer } from '../../../lib/viewer';
import { useListParams } from '../../../lib/list-view';

/** The routed product of /delete/{id} as a delete target. */
function useProductTarget(id: number | null) {
  const product = useProduct(id).data;
  // one object per loaded product: the delete target follows it in an effect
  const data = useMemo(() => (product ? { id: product.id, name: productLabel(product) } : undefined), [product]);
  return { data };
}

/**
 * /portal/management/service_number_types (and /delete/{id}, the same list with the confirmation open): the
 * staff list of products, expired ones included unless left out, 10 a page; add, bulk add, edit and delete by
 * their permission on 210, the tariff links by theirs on 230.
 */
export function ProductsListPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const view = useListParams(productListParams);
  const { filters } = view;
  const list = useQuery(productListQuery(view));
  const { target, setTarget, close } = useDeleteTarget(useProductTarget, PRODUCTS_PATH);
  const remove = useDeleteProduct();

  const may = (action: 'write' | 'edit' | 'delete') => viewer.can(FUNCTIONALITIES.service_number_type, action);
  const apply = (patch: Partial<ProductFilters>) => view.setFilters({ ...filters, ...patch });

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {t('products.title')}
        </Title>
        {may('write') && (
          <Group gap="xs">
            <Button component={Link} to={`${PRODUCTS_PATH}/bulk`} variant="light" leftSection={<IconTableImport size={16} aria-hidden />}>
              {t('products.bulk.button')}
            </Button>
            <Button component={Link} to={`${PRODUCTS_PATH}/add`} leftSection={<IconPlus size={16} aria-hidden />}>
              {t('products.add.button')}
            </Button>
          </Group>
        )}
      </Group>
      <Paper withBorder p="md" role="search" aria-label={t('products.filters.label')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} style={{ alignItems: 'end' }}>
          <ProductFilterFields value={filters} onChange={apply} />
          <Checkbox
            mb={8}
            label={t('products.filters.includeExpired')}
            checked={filters.includeExpired}
            onChange={(e) => apply({ includeExpired: e.currentTarget.checked })}
          />
        </SimpleGrid>
      </Paper>
      <PagedList list={list} view={view} label={t('products.list.pagination')}>
        <ProductsTable
          rows={list.data?.data ?? []}
          loading={list.isPending}
          actions={{
            canEdit: may('edit'),
            canDelete: may('delete'),
            canAddTariff: viewer.can(FUNCTIONALITIES.tariff, 'write'),
            canEditTariff: viewer.can(FUNCTIONALITIES.tariff, 'edit'),
            onDelete: (row) => setTarget({ id: row.id, name: productLabel(row) }),
          }}
        />
      </PagedList>
      <ConfirmDeleteModal
        ns="products"
        target={target}
        onClose={close}
        remove={remove}
        message={productMessage}
        showError={(e) => showProductError(e)}
        note={t('products.delete.orders')}
      />
    </Stack>
  );
}
