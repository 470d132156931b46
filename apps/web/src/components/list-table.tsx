import { type ReactNode, useEffect, useState } from 'react';
import { ActionIcon, Center, Loader, Table, type TableProps, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconPencil, IconSortAscending, IconSortDescending, IconTrash, type TablerIcon } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ListReturnState } from '../lib/list-return';
import { VISUALLY_HIDDEN } from '../lib/visually-hidden';
import { useListState } from './list-pagination';
import { NoDataRow } from './no-data';
import { ScrollTable } from './scroll-table';

/**
 * A column heading; numeric columns are right-aligned; `sort` names the field a sortable column sorts by; `hidden`
 * keeps the heading for assistive technology only (a column of buttons that name themselves, kept narrow on a phone).
 */
export type ListColumn = string | { label: string; align?: 'right'; sort?: string; hidden?: boolean };

interface ListTableProps<R> extends Omit<TableProps, 'children'> {
  caption: string;
  /** Read by assistive technology only (the page title already names the table). */
  hideCaption?: boolean;
  minWidth: number;
  /** Column headings; `false` leaves a conditional column out. */
  columns: (ListColumn | false)[];
  rows: R[];
  /** The first page is still loading (shown while there are no rows yet). */
  loading: boolean;
  /** Spell out the loading label instead of a spinner. */
  loadingAsText?: boolean;
  children: (row: R) => ReactNode;
}

/** The only row of a table whose first page is still loading. */
function LoadingRow({ colSpan, asText }: { colSpan: number; asText: boolean }) {
  const { t } = useTranslation();
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan}>
        {asText ? (
          <Text c="dimmed" ta="center" py="md" role="status">
            {t('common.loading')}
          </Text>
        ) : (
          <Center py="md" role="status">
            <Loader size="sm" role="progressbar" aria-label={t('common.loading')} />
          </Center>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** The only row of a table whose first page could not be loaded (the error itself is the toast). */
function FailedRow({ colSpan }: { colSpan: number }) {
  const { t } = useTranslation();
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan}>
        <Text ta="center" py="md" role="status" data-testid="list-failed">
          {t('common.listFailed')}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

/** A sortable column's heading: a button that sorts by it (again: the other way), with aria-sort on the cell. */
function SortableHeading({ label, field, align }: { label: string; field: string; align?: 'right' }) {
  const { t } = useTranslation();
  const state = useListState();
  const sort = state?.sort;
  if (!sort) {
    return (
      <Table.Th scope="col" ta={align}>
        {label}
      </Table.Th>
    );
  }
  const active = sort.field === field;
  const Icon = active ? (sort.asc ? IconSortAscending : IconSortDescending) : IconArrowsSort;
  return (
    <Table.Th scope="col" ta={align} aria-sort={active ? (sort.asc ? 'ascending' : 'descending') : 'none'} data-sort={field}>
      <UnstyledButton onClick={() => sort.onSort(field)} title={t('common.sortBy', { column: label })} className="sort-heading">
        {label}
        <Icon size={14} aria-hidden opacity={active ? 1 : 0.6} />
      </UnstyledButton>
    </Table.Th>
  );
}

/** A list's table: caption, column headings, then a loading row, the no-data row or one row per item. */
export function ListTable<R>({
  caption,
  hideCaption = false,
  minWidth,
  columns,
  rows,
  loading,
  loadingAsText = false,
  children,
  ...tableProps
}: ListTableProps<R>) {
  const { t } = useTranslation();
  const shown = columns.filter((c): c is ListColumn => c !== false);
  const state = useListState();
  const isLoading = loading || !!state?.loading;
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const overflowing = useOverflowing(viewport);
  return (
    <>
      {/* on a phone, columns past the screen's edge (prices, the row's actions) are said to be there */}
      {overflowing && rows.length > 0 && (
        <Text size="xs" c="dimmed" data-testid="scroll-cue">
          {t('common.scrollSideways')} →
        </Text>
      )}
      {/* a table wider than the screen scrolls: its viewport takes the keyboard focus to scroll (WCAG scrollable region);
        an empty one keeps to the screen, so that its "no data" is not centred off it */}
      <ScrollTable label={caption} minWidth={rows.length ? minWidth : 0} viewportRef={setViewport}>
        <Table striped highlightOnHover withTableBorder {...tableProps}>
          <Table.Caption style={hideCaption ? VISUALLY_HIDDEN : undefined}>{caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {shown.map((c) => {
                const label = typeof c === 'string' ? c : c.label;
                if (typeof c !== 'string' && c.sort) return <SortableHeading key={label} label={label} field={c.sort} align={c.align} />;
                return (
                  <Table.Th key={label} scope="col" ta={typeof c === 'string' ? undefined : c.align}>
                    {typeof c !== 'string' && c.hidden ? <span style={VISUALLY_HIDDEN}>{label}</span> : label}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && isLoading ? (
              <LoadingRow colSpan={shown.length} asText={loadingAsText} />
            ) : rows.length === 0 && state?.failed ? (
              <FailedRow colSpan={shown.length} />
            ) : rows.length === 0 ? (
              <NoDataRow colSpan={shown.length} />
            ) : (
              rows.map(children)
            )}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </>
  );
}

/** Whether an element's content is wider than it (followed as the element or its content resizes). */
function useOverflowing(el: HTMLElement | null): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    if (!el || typeof ResizeObserver === 'undefined') return;
    const check = () => setOverflowing(el.scrollWidth > el.clientWidth + 1);
    const observer = new ResizeObserver(check);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    check();
    return () => observer.disconnect();
  }, [el]);
  return overflowing;
}

interface RowActionProps {
  /** The tooltip. */
  label: string;
  /** The accessible name, naming the row. */
  name: string;
  icon: TablerIcon;
  /** A link, or else a button. */
  to?: string;
  /** The link's router state. */
  state?: unknown;
  onClick?: () => void;
  color?: string;
}

/** An icon action of a table row, with its tooltip. */
export function RowAction({ label, name, icon: IconComponent, to, state, onClick, color }: RowActionProps) {
  const icon = <IconComponent size={18} aria-hidden />;
  return (
    <Tooltip label={label} withinPortal>
      {to ? (
        <ActionIcon component={Link} to={to} state={state} variant="subtle" color={color} aria-label={name}>
          {icon}
        </ActionIcon>
      ) : (
        <ActionIcon variant="subtle" color={color} onClick={onClick} aria-label={name}>
          {icon}
        </ActionIcon>
      )}
    </Tooltip>
  );
}

/** A row's Edit link: tooltip `{ns}.actions.edit`, accessible name `{ns}.actions.editNamed`. */
export function EditAction({ ns, name, to }: { ns: string; name: string; to: string }) {
  const { t } = useTranslation();
  // the list's filters go along, so that the form returns to the list as it was (lib/list-return.ts)
  const state: ListReturnState = { listSearch: useLocation().search };
  return (
    <RowAction label={t(`${ns}.actions.edit`)} name={t(`${ns}.actions.editNamed`, { name })} icon={IconPencil} to={to} state={state} />
  );
}

/** A row's Delete button: tooltip `{ns}.actions.delete`, accessible name `{ns}.actions.deleteNamed`. */
export function DeleteAction({ ns, name, onClick }: { ns: string; name: string; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <RowAction
      label={t(`${ns}.actions.delete`)}
      name={t(`${ns}.actions.deleteNamed`, { name })}
      icon={IconTrash}
      onClick={onClick}
      color="red"
    />
  );
}
