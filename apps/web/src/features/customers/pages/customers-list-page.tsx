import { useEffect, useState } from 'react';
import { Box, Button, Group, LoadingOverlay, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { IconBuildingPlus, IconSearch, IconTableImport } from '@tabler/icons-react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { creatableAccountTypes, FUNCTIONALITIES, isStaff } from '@gsn/domain';
import { can, usePermissions } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { ListPagination } from '../../accounts/components/list-pagination';
import { useCustomer, useCustomersList, type CustomerFilters } from '../api/use-customers';
import { BdmSelect } from '../components/bdm-select';
import { CustomersTable } from '../components/customers-table';
import { type CustomerDeleteTarget, DeleteCustomerModal } from '../components/delete-customer-modal';
import { CUSTOMERS_PATH } from './paths';

function readFilters(params: URLSearchParams, staff: boolean): CustomerFilters {
  return { provider_signed_bdm_id: staff ? params.get('bdm') || null : null, search: params.get('q') || null };
}

function writeFilters(f: CustomerFilters, page: number): URLSearchParams {
  const p = new URLSearchParams();
  if (f.provider_signed_bdm_id) p.set('bdm', f.provider_signed_bdm_id);
  if (f.search) p.set('q', f.search);
  if (page > 1) p.set('page', String(page));
  return p;
}

/**
 * /portal/account/customers (and /delete/{id}, the same list with the confirmation open): filter by the
 * signed BDM and a search box; add, bulk add, edit and delete each by their permission on functionality 120.
 */
export function CustomersListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const permissions = usePermissions();
  const actorType = session?.user.account_type_id ?? 500;
  const staff = isStaff(actorType);
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params, staff);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const list = useCustomersList(filters, page - 1);
  const [search, setSearch] = useState(filters.search ?? '');

  const { id: routeId } = useParams();
  const routed = useCustomer(routeId ? Number(routeId) : null);
  const [target, setTarget] = useState<CustomerDeleteTarget | null>(null);
  useEffect(() => {
    if (routed.data) setTarget({ id: routed.data.id, name: routed.data.name });
  }, [routed.data]);

  const may = (action: 'write' | 'edit' | 'delete') => can(permissions, FUNCTIONALITIES.customer, action);
  const mayAddMaster = can(permissions, FUNCTIONALITIES.account, 'write') && creatableAccountTypes(actorType).includes(200);

  const closeDelete = () => {
    setTarget(null);
    if (routeId) void navigate(`${CUSTOMERS_PATH}${params.size ? `?${params}` : ''}`, { replace: true });
  };

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {t('customers.title')}
        </Title>
        {may('write') && (
          <Group gap="xs">
            <Button component={Link} to={`${CUSTOMERS_PATH}/bulk`} variant="light" leftSection={<IconTableImport size={16} aria-hidden />}>
              {t('customers.bulk.button')}
            </Button>
            <Button component={Link} to={`${CUSTOMERS_PATH}/add`} leftSection={<IconBuildingPlus size={16} aria-hidden />}>
              {t('customers.add.button')}
            </Button>
          </Group>
        )}
      </Group>
      <Paper
        withBorder
        p="md"
        component="form"
        role="search"
        aria-label={t('customers.filters.label')}
        onSubmit={(e) => {
          e.preventDefault();
          setParams(writeFilters({ ...filters, search: search.trim() || null }, 1));
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: staff ? 3 : 2 }} style={{ alignItems: 'end' }}>
          {staff && (
            <BdmSelect
              label={t('customers.filters.bdm')}
              placeholder={t('customers.filters.anyBdm')}
              value={filters.provider_signed_bdm_id}
              onChange={(id) => setParams(writeFilters({ ...filters, provider_signed_bdm_id: id }, 1))}
            />
          )}
          <TextInput
            label={t('customers.filters.search')}
            placeholder={t('customers.filters.searchPlaceholder')}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
          <Group>
            <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
              {t('common.search')}
            </Button>
          </Group>
        </SimpleGrid>
      </Paper>
      <Box pos="relative" aria-busy={list.isFetching}>
        <LoadingOverlay visible={list.isFetching && list.isPlaceholderData} />
        <CustomersTable
          rows={list.data?.data ?? []}
          loading={list.isPending}
          caption={t('customers.list.caption')}
          actions={{
            canEdit: may('edit'),
            canDelete: may('delete'),
            canAddMaster: (row) => mayAddMaster && !row.master && !row.master_id,
            onDelete: (row) => setTarget({ id: row.id, name: row.name }),
          }}
        />
      </Box>
      <ListPagination
        count={list.data?.count ?? 0}
        page={page}
        onChange={(p) => setParams(writeFilters(filters, p))}
        label={t('customers.list.pagination')}
      />
      <DeleteCustomerModal target={target} onClose={closeDelete} />
    </Stack>
  );
}
