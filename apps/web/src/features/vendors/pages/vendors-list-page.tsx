import { useEffect, useState } from 'react';
import { Box, Button, Group, LoadingOverlay, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { IconBuildingPlus, IconSearch, IconTableImport } from '@tabler/icons-react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FUNCTIONALITIES } from '@gsn/domain';
import { can, usePermissions } from '../../../lib/permissions';
import { ListPagination } from '../../accounts/components/list-pagination';
import { useVendor, useVendorsList } from '../api/use-vendors';
import { DeleteVendorModal, type VendorDeleteTarget } from '../components/delete-vendor-modal';
import { VendorsTable } from '../components/vendors-table';
import { VENDORS_PATH } from './paths';

function writeParams(search: string | null, page: number): URLSearchParams {
  const p = new URLSearchParams();
  if (search) p.set('q', search);
  if (page > 1) p.set('page', String(page));
  return p;
}

/**
 * /portal/management/vendor (and /delete/{id}, the same list with the confirmation open): vendors sorted by
 * name, 10 a page, with a search box; add, bulk add, edit and delete each by their permission on 240.
 */
export function VendorsListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const permissions = usePermissions();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') || null;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const list = useVendorsList(query, page - 1);
  const [search, setSearch] = useState(query ?? '');

  const { id: routeId } = useParams();
  const routed = useVendor(routeId ? Number(routeId) : null);
  const [target, setTarget] = useState<VendorDeleteTarget | null>(null);
  useEffect(() => {
    if (routed.data) setTarget({ id: routed.data.id, name: routed.data.name });
  }, [routed.data]);

  const may = (action: 'write' | 'edit' | 'delete') => can(permissions, FUNCTIONALITIES.vendor, action);
  const closeDelete = () => {
    setTarget(null);
    if (routeId) void navigate(`${VENDORS_PATH}${params.size ? `?${params}` : ''}`, { replace: true });
  };

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {t('vendors.title')}
        </Title>
        {may('write') && (
          <Group gap="xs">
            <Button component={Link} to={`${VENDORS_PATH}/bulk`} variant="light" leftSection={<IconTableImport size={16} aria-hidden />}>
              {t('vendors.bulk.button')}
            </Button>
            <Button component={Link} to={`${VENDORS_PATH}/add`} leftSection={<IconBuildingPlus size={16} aria-hidden />}>
              {t('vendors.add.button')}
            </Button>
          </Group>
        )}
      </Group>
      <Paper
        withBorder
        p="md"
        component="form"
        role="search"
        aria-label={t('vendors.filters.label')}
        onSubmit={(e) => {
          e.preventDefault();
          setParams(writeParams(search.trim() || null, 1));
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} style={{ alignItems: 'end' }}>
          <TextInput
            label={t('vendors.filters.search')}
            placeholder={t('vendors.filters.searchPlaceholder')}
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
        <VendorsTable
          rows={list.data?.data ?? []}
          loading={list.isPending}
          caption={t('vendors.list.caption')}
          canEdit={may('edit')}
          canDelete={may('delete')}
          onDelete={(row) => setTarget({ id: row.id, name: row.name })}
        />
      </Box>
      <ListPagination
        count={list.data?.count ?? 0}
        page={page}
        onChange={(p) => setParams(writeParams(query, p))}
        label={t('vendors.list.pagination')}
      />
      <DeleteVendorModal target={target} onClose={closeDelete} />
    </Stack>
  );
}
