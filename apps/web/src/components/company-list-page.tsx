import { type ReactNode, useEffect, useState } from 'react';
import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { IconBuildingPlus, IconTableImport } from '@tabler/icons-react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ListViewControl } from '../lib/list-view';
import { PagedList } from './list-pagination';
import { SearchForm } from './search-form';

export interface DeleteTarget {
  id: number;
  name: string;
}

/**
 * The delete confirmation of a list whose route may name the company (…/delete/{id}): opens on the routed
 * company once loaded, and closing it goes back to the plain list (keeping its query).
 */
export function useDeleteTarget(useItem: (id: number | null) => { data?: DeleteTarget }, basePath: string) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { id: routeId } = useParams();
  const routed = useItem(routeId ? Number(routeId) : null);
  const [target, setTarget] = useState<DeleteTarget | null>(null);
  useEffect(() => {
    if (routed.data) setTarget({ id: routed.data.id, name: routed.data.name });
  }, [routed.data]);
  const close = () => {
    setTarget(null);
    if (routeId) void navigate(`${basePath}${params.size ? `?${params}` : ''}`, { replace: true });
  };
  return { target, setTarget, close };
}

interface CompanyListPageProps {
  /** Translation namespace ('customers' or 'vendors'). */
  ns: 'customers' | 'vendors';
  basePath: string;
  /** Shows the add and bulk add buttons. */
  canWrite: boolean;
  /** Filter fields before the search box. */
  filters?: ReactNode;
  filterCols: number;
  initialSearch: string;
  onSearch: (search: string | null) => void;
  list: { data?: { count: number }; isFetching: boolean; isPlaceholderData: boolean };
  /** The list's page, page size and sort in the address. */
  view: ListViewControl;
  /** Offer the page size choice (default true). */
  sizeChoice?: boolean;
  table: ReactNode;
  deleteModal: ReactNode;
}

/** A company list (customers, vendors): title with add and bulk add, the search form, the table and its pages. */
export function CompanyListPage(props: CompanyListPageProps) {
  const { ns, basePath, canWrite, filters, filterCols, initialSearch, onSearch, list, view, sizeChoice, table, deleteModal } = props;
  const { t } = useTranslation();
  const [search, setSearch] = useState(initialSearch);
  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {t(`${ns}.title`)}
        </Title>
        {canWrite && (
          <Group gap="xs">
            <Button component={Link} to={`${basePath}/bulk`} variant="light" leftSection={<IconTableImport size={16} aria-hidden />}>
              {t(`${ns}.bulk.button`)}
            </Button>
            <Button component={Link} to={`${basePath}/add`} leftSection={<IconBuildingPlus size={16} aria-hidden />}>
              {t(`${ns}.add.button`)}
            </Button>
          </Group>
        )}
      </Group>
      <SearchForm label={t(`${ns}.filters.label`)} cols={{ base: 1, sm: filterCols }} onSearch={() => onSearch(search.trim() || null)}>
        {filters}
        <TextInput
          label={t(`${ns}.filters.search`)}
          placeholder={t(`${ns}.filters.searchPlaceholder`)}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
      </SearchForm>
      <PagedList list={list} view={view} sizeChoice={sizeChoice} label={t(`${ns}.list.pagination`)}>
        {table}
      </PagedList>
      {deleteModal}
    </Stack>
  );
}
