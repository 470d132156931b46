import { useMemo } from 'react';
import { Button, Group, Paper, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CURRENCY_CODES, FUNCTIONALITIES, SERVICE_TYPES, TARIFF_ORDER_FIELDS } from '@gsn/domain';
import { useDeleteTarget } from '../../../components/company-list-page';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { PagedList } from '../../../components/list-pagination';
import { TARIFF_LIST_DEFAULT, type TariffFilters, useDeleteTariff, useTariff, useTariffsList } from '../api/use-tariffs';
import { ProductFilterFields, productLabel } from '../../products';
import { TariffsTable } from '../components/tariffs-table';
import { showTariffError, tariffMessage } from '../lib/messages';
import { TARIFFS_PATH, tariffAddPath } from '../lib/paths';
import { useViewer } from '../../../lib/viewer';
import { useListUrl } from '../../../lib/list-view';

const oneOf = (list: readonly string[], v: string | null) => (v && list.includes(v) ? v : null);

function readFilters(params: URLSearchParams): TariffFilters {
  return {
    service_type: oneOf(SERVICE_TYPES, params.get('service_type')),
    jurisdiction: params.get('jurisdiction') || null,
    currency: oneOf(CURRENCY_CODES, params.get('currency')),
  };
}

function writeFilters(f: TariffFilters): URLSearchParams {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v) p.set(k, v);
  return p;
}

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
  const view = useListUrl({ read: readFilters, write: writeFilters, sorts: TARIFF_ORDER_FIELDS, defaults: TARIFF_LIST_DEFAULT });
  const { filters } = view;
  const list = useTariffsList(filters, view.view.page - 1, view.view);
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
