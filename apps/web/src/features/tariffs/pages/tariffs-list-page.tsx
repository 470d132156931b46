import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Group, Paper, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CURRENCY_CODES, FUNCTIONALITIES } from '@gsn/domain';
import { useDeleteTarget } from '../../../components/company-list-page';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { PagedList } from '../../../components/list-pagination';
import { tariffListParams, tariffListQuery } from '../api/tariff-list';
import { type TariffFilters, useDeleteTariff, useTariff } from '../api/use-tariffs';
import { ProductFilterFields, productLabel } from '../../products';
import { TariffsTable } from '../components/tariffs-table';
import { showTariffError, tariffMessage } from '../lib/messages';
import { TARIFFS_PATH, tariffAddPath } from '../lib/paths';
import { useViewer } from '../../../lib/viewer';
import { useListParams } from '../../../lib/list-view';

/** The routed tariff of /delete/{id} as a delete target. */
function useTariffTarget(id: number | null) {
  const tariff = useTariff(id).data;
  // one object per loaded tariff: the delete target follows it in an effect
  const data = useMemo(() => (tariff ? { id: tariff.id, name: productLabel(tariff) } : undefined), [tariff]);
  return { data };
}

/**
 * /portal/management/tariff (and /delete/{id}, the same list with the confirmation open): the standard tariffs,
 * filtered by service type, jurisdiction and currency, 10 a page; add, edit and delete by their permission on 230.
 */
export function TariffsListPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const view = useListParams(tariffListParams);
  const { filters } = view;
  const list = useQuery(tariffListQuery(view));
  const { target, setTarget, close } = useDeleteTarget(useTariffTarget, TARIFFS_PATH);
  const remove = useDeleteTariff();
  const may = (action: 'write' | 'edit' | 'delete') => viewer.can(FUNCTIONALITIES.tariff, action);
  const apply = (patch: Partial<TariffFilters>) => view.setFilters({ ...filters, ...patch });

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {t('tariffs.title')}
        </Title>
        {may('write') && (
          <Button component={Link} to={tariffAddPath()} leftSection={<IconPlus size={16} aria-hidden />}>
            {t('tariffs.add.button')}
          </Button>
        )}
      </Group>
      <Paper withBorder p="md" role="search" aria-label={t('tariffs.filters.label')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <ProductFilterFields value={filters} onChange={apply} />
          <Select
            label={t('tariffs.fields.currency')}
            placeholder={t('products.filters.any')}
            data={[...CURRENCY_CODES]}
            clearable
            value={filters.currency}
            onChange={(currency) => apply({ currency })}
          />
        </SimpleGrid>
      </Paper>
      <PagedList list={list} view={view} label={t('tariffs.list.pagination')}>
        <TariffsTable
          rows={list.data?.data ?? []}
          loading={list.isPending}
          actions={{
            canEdit: may('edit'),
            canDelete: may('delete'),
            onDelete: (row) => setTarget({ id: row.id, name: productLabel(row) }),
          }}
        />
      </PagedList>
      <ConfirmDeleteModal
        ns="tariffs"
        target={target}
        onClose={close}
        remove={remove}
        message={tariffMessage}
        showError={(e) => showTariffError(e)}
        note={t('tariffs.delete.orders')}
      />
    </Stack>
  );
}
