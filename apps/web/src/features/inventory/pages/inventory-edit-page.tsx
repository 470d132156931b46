import { useRef, useState } from 'react';
import { Alert, Button, Fieldset, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { focusFirstInvalid } from '../../../lib/focus';
import { notifySuccess } from '../../../lib/notify';
import { VISUALLY_HIDDEN } from '../../../lib/visually-hidden';
import {
  type InventoryNumber,
  inventoryQueries,
  isStaleInventory,
  staleInventoryOf,
  useInventoryNumber,
  useUpdateInventoryNumber,
} from '../api/use-inventory';
import { InventoryFieldsets } from '../components/inventory-fieldsets';
import { EDITABLE_FIELDS, LIFE_FIELDS } from '../lib/fields';
import { type InventoryValues, inventoryEditPayload, inventoryValuesOf, validateInventoryEdit } from '../lib/inventory-values';
import { inventoryFieldErrors, inventoryMessage, showInventoryError } from '../lib/messages';
import { INVENTORY_PATH, inventoryShowPath } from '../lib/paths';
import { DraftNotice } from '../../../components/draft-notice';
import { useFormDraft } from '../../../lib/form-draft';

/**
 * /portal/management/invnumbers/edit/{id} (staff, 220 edit): the inventory fields of a stored number, those that
 * follow its life shown read-only; PUT /invnumbers/{id} with the `updatedAt` the form started from, so that a save
 * never silently overwrites someone else's (a stale answer offers to reload the number).
 */
export function InventoryEditPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const numberId = Number(id);
  const valid = Number.isInteger(numberId) && numberId > 0;
  const number = useInventoryNumber(valid ? numberId : null);

  if (!valid) return <Navigate to="/portal/404" replace />;
  if (number.isPending) return <PageLoader />;
  if (!number.data) {
    return (
      <Stack>
        <Alert color="red">{t('inventory.show.notFound')}</Alert>
        <Group>
          <Button variant="default" component={Link} to={INVENTORY_PATH}>
            {t('inventory.back')}
          </Button>
        </Group>
      </Stack>
    );
  }
  return <InventoryEditor row={number.data} />;
}

function InventoryEditor({ row }: { row: InventoryNumber }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const update = useUpdateInventoryNumber(row.id);
  // the stored number the form started from: its updatedAt goes with the save
  const [base, setBase] = useState<InventoryNumber>(row);
  const [stale, setStale] = useState<{ current: InventoryNumber | null } | null>(null);
  const [reloading, setReloading] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const form = useForm<InventoryValues>({ initialValues: inventoryValuesOf(row), validate: validateInventoryEdit });
  const draft = useFormDraft(form);
  const formRef = useRef<HTMLFormElement>(null);
  const staleRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  /** Starts the form again from the stored number: the one a stale answer carried, else read again. */
  const reload = async () => {
    setReloading(true);
    try {
      const current = stale?.current ?? (await client.fetchQuery({ ...inventoryQueries.detail(row.id), staleTime: 0 }));
      setBase(current);
      form.setValues(inventoryValuesOf(current));
      form.resetDirty(inventoryValuesOf(current));
      form.clearErrors();
      setStale(null);
      setAnnouncement(t('inventory.edit.reloaded'));
      headingRef.current?.focus();
    } catch (e) {
      showInventoryError(e);
    } finally {
      setReloading(false);
    }
  };

  const submit = form.onSubmit(
    (values) => {
      const payload = inventoryEditPayload(values, base.updatedAt);
      if (!payload) return;
      setAnnouncement('');
      update.mutate(payload, {
        onSuccess: (res) => {
          draft.clear();
          notifySuccess(inventoryMessage(res?.message, 'inventory.edit.updated'));
          void navigate(inventoryShowPath(row.id));
        },
        onError: (e) => {
          if (isStaleInventory(e)) {
            setStale({ current: staleInventoryOf(e) });
            setTimeout(() => staleRef.current?.focus(), 0);
            return;
          }
          showInventoryError(e, EDITABLE_FIELDS);
          form.setErrors(inventoryFieldErrors(e, EDITABLE_FIELDS));
          focusFirstInvalid(formRef.current);
        },
      });
    },
    () => focusFirstInvalid(formRef.current),
  );

  const title = t('inventory.edit.title', { number: base.service_number });
  const stateName = base.state ? t(`inventory.state.names.${base.state}`, { defaultValue: base.state }) : t('inventory.na');
  const lifeValue: Record<(typeof LIFE_FIELDS)[number], string> = {
    service_number: base.service_number,
    customer_insight_code: base.customer_insight_code
      ? `${base.customer_insight_code}${base.customer_name ? ` — ${base.customer_name}` : ''}`
      : t('inventory.na'),
    order_id: base.order_id ? String(base.order_id) : t('inventory.na'),
  };

  return (
    <Stack>
      <Title order={1} size="h2" ref={headingRef} tabIndex={-1}>
        {title}
      </Title>
      <div aria-live="polite" style={VISUALLY_HIDDEN}>
        {announcement}
      </div>
      {stale && (
        <Alert
          ref={staleRef}
          tabIndex={-1}
          color="orange"
          role="alert"
          title={t('inventory.edit.staleTitle')}
          data-testid="inventory-stale"
        >
          <Stack gap="sm">
            <Text size="sm">{t('inventory.edit.stale')}</Text>
            <Group>
              <Button size="sm" leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => void reload()} loading={reloading}>
                {t('inventory.edit.reload')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      <form ref={formRef} onSubmit={submit} noValidate aria-label={title}>
        <Stack>
          <DraftNotice draft={draft} />
          <Fieldset legend={t('inventory.edit.lifeTitle')} aria-describedby="inv-life-hint">
            <Text id="inv-life-hint" size="sm" c="dimmed" mb="sm">
              {t('inventory.edit.lifeHint')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
              {LIFE_FIELDS.map((f) => (
                <TextInput key={f} label={t(`inventory.fields.${f}`)} value={lifeValue[f]} readOnly variant="filled" data-life={f} />
              ))}
              <TextInput label={t('inventory.state.label')} value={stateName} readOnly variant="filled" data-life="state" />
            </SimpleGrid>
          </Fieldset>
          <InventoryFieldsets form={form} omit={LIFE_FIELDS} />
          <Group justify="flex-end">
            <Button variant="default" component={Link} to={inventoryShowPath(row.id)}>
              {t('inventory.edit.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('inventory.edit.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
