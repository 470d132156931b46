import type { ReactNode } from 'react';
import { Anchor, Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DeleteAction, EditAction, ListTable } from './list-table';

/** The company fields the customers and vendors lists show. */
export interface CompanyTableRow {
  id: number;
  name: string;
  former_name: string | null;
  website: string | null;
  provider_insight_company_code: string | null;
  business_jurisdiction: string | null;
}

const COLUMNS = ['name', 'former_name', 'website', 'provider_insight_company_code', 'business_jurisdiction'] as const;

/** Only http(s) addresses become links; anything else is shown as text. */
export function websiteHref(value: string): string | null {
  const v = value.trim();
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(v) ? v : `https://${v}`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export interface CompanyTableProps<R extends CompanyTableRow> {
  rows: R[];
  caption: string;
  loading?: boolean;
  /** Translation namespace of the columns and actions ('customers' or 'vendors'). */
  ns: 'customers' | 'vendors';
  /** The row attribute carrying the company id, e.g. data-customer-id. */
  idAttribute: `data-${string}-id`;
  /** The edit page of a row. */
  editTo: (row: R) => string;
  canEdit: boolean;
  canDelete: boolean;
  onDelete: (row: R) => void;
  /** Further actions between edit and delete. */
  extraActions?: (row: R) => ReactNode;
}

/** Spec 1 §2 Customers / spec 2 §2 Vendor screens columns: company, alias (former name), website, vendor code, jurisdiction. */
export function CompanyTable<R extends CompanyTableRow>({
  rows,
  caption,
  loading = false,
  ns,
  idAttribute,
  editTo,
  canEdit,
  canDelete,
  onDelete,
  extraActions,
}: CompanyTableProps<R>) {
  const { t } = useTranslation();
  return (
    <ListTable
      caption={caption}
      hideCaption
      minWidth={800}
      columns={[...COLUMNS.map((c) => ({ label: t(`${ns}.columns.${c}`), sort: c })), t(`${ns}.columns.actions`)]}
      rows={rows}
      loading={loading}
    >
      {(row) => {
        const href = row.website ? websiteHref(row.website) : null;
        return (
          <Table.Tr key={row.id} {...{ [idAttribute]: row.id }}>
            <Table.Th scope="row" fw={500}>
              {row.name}
            </Table.Th>
            <Table.Td>{row.former_name ?? ''}</Table.Td>
            <Table.Td>
              {href ? (
                <Anchor href={href} target="_blank" rel="noopener noreferrer">
                  {row.website}
                </Anchor>
              ) : (
                (row.website ?? '')
              )}
            </Table.Td>
            <Table.Td>{row.provider_insight_company_code ?? ''}</Table.Td>
            <Table.Td>{row.business_jurisdiction ?? ''}</Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                {canEdit && <EditAction ns={ns} name={row.name} to={editTo(row)} />}
                {extraActions?.(row)}
                {canDelete && <DeleteAction ns={ns} name={row.name} onClick={() => onDelete(row)} />}
              </Group>
            </Table.Td>
          </Table.Tr>
        );
      }}
    </ListTable>
  );
}
