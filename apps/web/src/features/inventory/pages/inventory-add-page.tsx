import { useRef } from 'react';
import { Button, Group, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';
import { useCreateInventoryNumber } from '../api/use-inventory';
import { focusFirstInvalid } from '../../../lib/focus';
import { InventoryFieldsets } from '../components/inventory-fieldsets';
import { INVENTORY_FORM_FIELDS } from '../lib/fields';
import { emptyInventoryValues, type InventoryValues, inventoryPayload, validateInventory } from '../lib/inventory-values';
import { inventoryFieldErrors, inventoryMessage, showInventoryError } from '../lib/messages';
import { INVENTORY_PATH } from '../lib/paths';
import { DraftNotice } from '../../../components/draft-notice';
import { useFormDraft } from '../../../lib/form-draft';

/**
 * /portal/management/invnumbers/add (staff, 220 write): every field of an inventory number in sections,
 * checked with the domain schema (E.164 numbers, amounts, dates); server errors shown on their fields.
 */
export function InventoryAddPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateInventoryNumber();
  const form = useForm<InventoryValues>({ initialValues: emptyInventoryValues(), validate: validateInventory });
  const draft = useFormDraft(form);
  const formRef = useRef<HTMLFormElement>(null);

  const submit = form.onSubmit(
    (values) => {
      const payload = inventoryPayload(values);
      if (!payload) return;
      create.mutate(payload, {
        onSuccess: (res) => {
          draft.clear();
          notifySuccess(inventoryMessage(res?.message, 'inventory.messages.added'));
          void navigate(INVENTORY_PATH);
        },
        onError: (e) => {
          showInventoryError(e, INVENTORY_FORM_FIELDS);
          const fieldErrors = inventoryFieldErrors(e, INVENTORY_FORM_FIELDS);
          // a duplicate answered without a field still belongs to the service number
          if (e instanceof ApiError && e.status === 409 && Object.keys(fieldErrors).length === 0) {
            fieldErrors.service_number = inventoryMessage(e.message, 'inventory.messages.taken', e.code);
          }
          form.setErrors(fieldErrors);
          focusFirstInvalid(formRef.current);
        },
      });
    },
    () => focusFirstInvalid(formRef.current),
  );

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('inventory.add.title')}
      </Title>
      <form ref={formRef} onSubmit={submit} noValidate aria-label={t('inventory.add.title')}>
        <Stack>
          <DraftNotice draft={draft} />
          <InventoryFieldsets form={form} />
          <Group justify="flex-end">
            <Button variant="default" component={Link} to={INVENTORY_PATH}>
              {t('inventory.back')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('inventory.add.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
