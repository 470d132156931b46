import type { ReactNode } from 'react';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import { Link, Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FUNCTIONALITIES, type InventoryNumberRow } from '@gsn/domain';
import { PageLoader } from '../../../components/page-loader';
import { formatDateTime } from '../../../lib/format';
import { useViewer } from '../../../lib/viewer';
import { type InventoryNumber, useInventoryNumber } from '../api/use-inventory';
import { NumberHistory } from '../components/number-history';
import { NumberStateBadge } from '../components/number-state-badge';
import { FIELD_KINDS, INVENTORY_SECTIONS, type InventoryField } from '../lib/fields';
import { INVENTORY_PATH, inventoryEditPath } from '../lib/paths';

/** The text of one field: N/A when empty, yes/no for flags, amounts with their currency (spec 2 §9). */
export function fieldText(row: InventoryNumberRow, field: InventoryField, t: (key: string) => string): string {
  const value = row[field];
  const kind = FIELD_KINDS[field];
  if (kind === 'flag') return value ? t('inventory.yes') : t('inventory.no');
  if (value === null || value === undefined || value === '') return t('inventory.na');
  if (kind === 'money') return row.currency ? `${row.currency} ${value}` : String(value);
  return String(value);
}

/**
 * /portal/management/invnumbers/show/{id}: where the number stands in its life (state, since when, until when it is
 * held or resting), then a read-only list of every inventory field in sections; for staff its state history and,
 * with 220 edit, an Edit button.
 */
export function InventoryShowPage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const canEdit = viewer.staff && viewer.can(FUNCTIONALITIES.invnumber, 'edit');
  const { id } = useParams();
  const numberId = Number(id);
  const valid = Number.isInteger(numberId) && numberId > 0;
  const number = useInventoryNumber(valid ? numberId : null);

  if (!valid) return <Navigate to="/portal/404" replace />;
  if (number.isPending) return <PageLoader />;
  const back = (
    <Group>
      <Button variant="default" component={Link} to={INVENTORY_PATH} leftSection={<IconArrowLeft size={16} aria-hidden />}>
        {t('inventory.back')}
      </Button>
    </Group>
  );
  if (!number.data) {
    return (
      <Stack>
        <Alert color="red">{t('inventory.show.notFound')}</Alert>
        {back}
      </Stack>
    );
  }
  const row = number.data;
  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {t('inventory.show.title', { number: row.service_number })}
        </Title>
        {canEdit && (
          <Button component={Link} to={inventoryEditPath(row.id)} leftSection={<IconPencil size={16} aria-hidden />}>
            {t('inventory.edit.button')}
          </Button>
        )}
      </Group>
      <NumberLife row={row} />
      {INVENTORY_SECTIONS.map((section) => (
        <Paper key={section.key} withBorder p="md" component="section" aria-labelledby={`inv-${section.key}`}>
          <Title order={2} size="h4" id={`inv-${section.key}`} mb="sm">
            {t(`inventory.sections.${section.key}`)}
          </Title>
          <SimpleGrid renderRoot={(props) => <dl {...props} />} cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="xs" m={0}>
            {section.fields.map((field) => (
              <div key={field} data-field={field}>
                <Text component="dt" size="xs" c="dimmed">
                  {t(`inventory.fields.${field}`)}
                </Text>
                <Text component="dd" m={0} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {fieldText(row, field, t)}
                </Text>
              </div>
            ))}
            {section.key === 'customer' && (
              <div data-field="customer_name">
                <Text component="dt" size="xs" c="dimmed">
                  {t('inventory.fields.customer_name')}
                </Text>
                <Text component="dd" m={0}>
                  {row.customer_name || t('inventory.na')}
                </Text>
              </div>
            )}
            {section.key === 'dates' &&
              (['createdAt', 'updatedAt'] as const).map((f) => (
                <div key={f} data-field={f}>
                  <Text component="dt" size="xs" c="dimmed">
                    {t(`inventory.fields.${f}`)}
                  </Text>
                  <Text component="dd" m={0}>
                    {formatDateTime(row[f]) ?? t('inventory.na')}
                  </Text>
                </div>
              ))}
          </SimpleGrid>
        </Paper>
      ))}
      {viewer.staff && <NumberHistory numberId={row.id} />}
      {back}
    </Stack>
  );
}

/** The number's state, since when, and until when it is held (reserved) or resting (aging) when it is. */
function NumberLife({ row }: { row: InventoryNumber }) {
  const { t } = useTranslation();
  const item = (key: string, label: string, value: ReactNode) => (
    <div key={key} data-field={key}>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0}>
        {value}
      </Text>
    </div>
  );
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="inv-life">
      <Title order={2} size="h4" id="inv-life" mb="sm">
        {t('inventory.state.title')}
      </Title>
      <SimpleGrid renderRoot={(props) => <dl {...props} />} cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="xs" m={0}>
        {item('state', t('inventory.state.label'), <NumberStateBadge state={row.state} />)}
        {item('state_changed_at', t('inventory.state.changedAt'), formatDateTime(row.state_changed_at) ?? t('inventory.na'))}
        {row.reserved_until && item('reserved_until', t('inventory.state.reservedUntil'), formatDateTime(row.reserved_until))}
        {row.aging_until && item('aging_until', t('inventory.state.agingUntil'), formatDateTime(row.aging_until))}
      </SimpleGrid>
    </Paper>
  );
}
