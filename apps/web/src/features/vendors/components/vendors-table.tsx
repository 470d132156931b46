import { ActionIcon, Anchor, Group, Table, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NoDataRow } from '../../../components/no-data';
import { LoadingRow } from '../../accounts/components/loading-row';
import { VISUALLY_HIDDEN } from '../../accounts/lib/visually-hidden';
import type { VendorRow } from '../api/use-vendors';
import { VENDORS_PATH } from '../pages/paths';

const COLUMNS = ['name', 'former_name', 'website', 'provider_insight_company_code', 'business_jurisdiction'] as const;

/** Only http(s) addresses become links; anything else is shown as text. */
function websiteHref(value: string): string | null {
  const v = value.trim();
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(v) ? v : `https://${v}`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Spec 2 §2 Vendor screens columns: company, alias (former name), website, vendor code, jurisdiction. */
export function VendorsTable({
  rows,
  caption,
  canEdit,
  canDelete,
  onDelete,
  loading = false,
}: {
  rows: VendorRow[];
  caption: string;
  canEdit: boolean;
  canDelete: boolean;
  onDelete: (row: VendorRow) => void;
  loading?: boolean;
}) {
  const { t } = useTranslation();
  const span = COLUMNS.length + 1;
  return (
    <Table.ScrollContainer minWidth={800}>
      <Table striped highlightOnHover withTableBorder>
        <Table.Caption style={VISUALLY_HIDDEN}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((c) => (
              <Table.Th key={c} scope="col">
                {t(`vendors.columns.${c}`)}
              </Table.Th>
            ))}
            <Table.Th scope="col">{t('vendors.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && loading ? (
            <LoadingRow colSpan={span} />
          ) : rows.length === 0 ? (
            <NoDataRow colSpan={span} />
          ) : (
            rows.map((row) => {
              const href = row.website ? websiteHref(row.website) : null;
              return (
                <Table.Tr key={row.id} data-vendor-id={row.id}>
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
                      {canEdit && (
                        <Tooltip label={t('vendors.actions.edit')} withinPortal>
                          <ActionIcon
                            component={Link}
                            to={`${VENDORS_PATH}/edit/${row.id}`}
                            variant="subtle"
                            aria-label={t('vendors.actions.editNamed', { name: row.name })}
                          >
                            <IconPencil size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      )}
                      {canDelete && (
                        <Tooltip label={t('vendors.actions.delete')} withinPortal>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            onClick={() => onDelete(row)}
                            aria-label={t('vendors.actions.deleteNamed', { name: row.name })}
                          >
                            <IconTrash size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
