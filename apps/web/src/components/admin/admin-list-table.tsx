import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Button, Paper, Table } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NoDataRow } from '../no-data';
import { PageLoader } from '../page-loader';
import type { FromList } from './admin-page';
import { ListPagination } from './list-pagination';

interface AdminListTableProps {
  /** The list is loading for the first time (a page loader stands instead). */
  loading: boolean;
  /** Accessible name of the table. */
  label: string;
  busy?: boolean;
  minWidth: number;
  /** The column headers (the last is usually the actions). */
  columns: readonly string[];
  /** Whether there are no rows (the body shows "no data"). */
  empty: boolean;
  /** The body rows. */
  children: ReactNode;
  /** The total count of rows, and the 0-based page. */
  count: number;
  page: number;
  onPageChange: (page: number) => void;
}

/** The administration lists: a striped table in a paper, with the pagination under it. */
export function AdminListTable({
  loading,
  label,
  busy,
  minWidth,
  columns,
  empty,
  children,
  count,
  page,
  onPageChange,
}: AdminListTableProps) {
  if (loading) return <PageLoader />;
  return (
    <Paper withBorder p="md">
      <Table.ScrollContainer minWidth={minWidth}>
        <Table striped highlightOnHover aria-label={label} aria-busy={busy}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c} scope="col">
                  {c}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{empty ? <NoDataRow colSpan={columns.length} /> : children}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListPagination count={count} page={page} onChange={onPageChange} />
    </Paper>
  );
}

/** The add button of a list page (its form returns to the list with the same filters). */
export function AddButton({ to, state, children }: { to: string; state: FromList; children: ReactNode }) {
  return (
    <Button component={Link} to={to} state={state} leftSection={<IconPlus size={16} aria-hidden />}>
      {children}
    </Button>
  );
}

/** A row's edit link; `name` describes the row for screen readers. */
export function EditRowButton({ to, state, name }: { to: string; state: FromList; name: string }) {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to={to}
      state={state}
      size="xs"
      variant="subtle"
      leftSection={<IconEdit size={14} aria-hidden />}
      aria-label={`${t('admin.common.edit')}: ${name}`}
    >
      {t('admin.common.edit')}
    </Button>
  );
}

type DeleteRowButtonProps = { onClick: () => void; name: string; disabled?: boolean } & Omit<
  ComponentPropsWithRef<'button'>,
  'onClick' | 'name' | 'disabled' | 'color' | 'children'
>;

/** A row's delete button; `name` describes the row for screen readers (passes a tooltip's ref and handlers on). */
export function DeleteRowButton({ onClick, name, disabled, ...others }: DeleteRowButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      {...others}
      size="xs"
      variant="subtle"
      color="red"
      leftSection={<IconTrash size={14} aria-hidden />}
      onClick={onClick}
      disabled={disabled}
      aria-label={`${t('admin.common.delete')}: ${name}`}
    >
      {t('admin.common.delete')}
    </Button>
  );
}
