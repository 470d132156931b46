import type { ReactNode } from 'react';
import { ActionIcon, Center, Loader, Table, type TableProps, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash, type TablerIcon } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { VISUALLY_HIDDEN } from '../lib/visually-hidden';
import { NoDataRow } from './no-data';

/** A column heading; numeric columns are right-aligned. */
export type ListColumn = string | { label: string; align: 'right' };

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
            <Loader size="sm" aria-label={t('common.loading')} />
          </Center>
        )}
      </Table.Td>
    </Table.Tr>
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
  const shown = columns.filter((c): c is ListColumn => c !== false);
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover withTableBorder {...tableProps}>
        <Table.Caption style={hideCaption ? VISUALLY_HIDDEN : undefined}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {shown.map((c) => {
              const label = typeof c === 'string' ? c : c.label;
              return (
                <Table.Th key={label} scope="col" ta={typeof c === 'string' ? undefined : c.align}>
                  {label}
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && loading ? (
            <LoadingRow colSpan={shown.length} asText={loadingAsText} />
          ) : rows.length === 0 ? (
            <NoDataRow colSpan={shown.length} />
          ) : (
            rows.map(children)
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

interface RowActionProps {
  /** The tooltip. */
  label: string;
  /** The accessible name, naming the row. */
  name: string;
  icon: TablerIcon;
  /** A link, or else a button. */
  to?: string;
  onClick?: () => void;
  color?: string;
}

/** An icon action of a table row, with its tooltip. */
export function RowAction({ label, name, icon: IconComponent, to, onClick, color }: RowActionProps) {
  const icon = <IconComponent size={18} aria-hidden />;
  return (
    <Tooltip label={label} withinPortal>
      {to ? (
        <ActionIcon component={Link} to={to} variant="subtle" color={color} aria-label={name}>
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
  return <RowAction label={t(`${ns}.actions.edit`)} name={t(`${ns}.actions.editNamed`, { name })} icon={IconPencil} to={to} />;
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
