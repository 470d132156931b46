import { useRef } from 'react';
import { Button, Checkbox, Fieldset, Group, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BILLING_INCREMENTS, CURRENCY_CODES, NUMBER_TYPES, SERVICE_TYPES } from '@gsn/domain';
import { ApiError } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';
import { jurisdictionNames, useJurisdictions } from '../../../lib/jurisdictions';
import { useCreateInventoryNumber } from '../api/use-inventory';
import { focusFirstInvalid } from '../../../lib/focus';
import { CompanyCodeSelect } from '../components/company-code-select';
import { FIELD_KINDS, INVENTORY_FORM_FIELDS, INVENTORY_SECTIONS, type InventoryField } from '../lib/fields';
import { emptyInventoryValues, type InventoryValues, inventoryPayload, validateInventory } from '../lib/inventory-values';
import { inventoryFieldErrors, inventoryMessage, showInventoryError } from '../lib/messages';
import { INVENTORY_PATH } from '../lib/paths';
import { DateField } from '../../../components/date-field';

const REQUIRED: readonly InventoryField[] = ['service_number', 'service_type', 'jurisdiction'];
const E164_EXAMPLE = '+442079460000';

const CHOICES: Partial<Record<InventoryField, readonly string[]>> = {
  service_type: SERVICE_TYPES,
  number_type: NUMBER_TYPES,
  currency: CURRENCY_CODES,
  billing_incremental: BILLING_INCREMENTS,
};

/**
 * /portal/management/invnumbers/add (staff, 220 write): every field of an inventory number in sections,
 * checked with the domain schema (E.164 numbers, amounts, dates); server errors shown on their fields.
 */
export function InventoryAddPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateInventoryNumber();
  const jurisdictions = useJurisdictions();
  const form = useForm<InventoryValues>({ initialValues: emptyInventoryValues(), validate: validateInventory });
  const formRef = useRef<HTMLFormElement>(null);

  const submit = form.onSubmit(
    (values) => {
      const payload = inventoryPayload(values);
      if (!payload) return;
      create.mutate(payload, {
        onSuccess: (res) => {
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

  const input = (field: InventoryField) => {
    const kind = FIELD_KINDS[field];
    const label = t(`inventory.fields.${field}`);
    const required = REQUIRED.includes(field);
    const props = form.getInputProps(field);
    if (field === 'customer_insight_code' || field === 'vendor_insight_code') {
      return (
        <CompanyCodeSelect
          key={field}
          kind={field === 'customer_insight_code' ? 'customer' : 'vendor'}
          label={label}
          value={(form.getValues()[field] as string) || null}
          onChange={(v) => form.setFieldValue(field, v ?? '')}
          error={form.errors[field]}
        />
      );
    }
    if (field === 'jurisdiction') {
      return (
        <Select
          key={field}
          label={label}
          withAsterisk
          data={jurisdictionNames(jurisdictions.data ?? [])}
          searchable
          clearable
          nothingFoundMessage={t('common.noData')}
          autoComplete="off"
          {...props}
          value={(props.value as string) || null}
          onChange={(v) => form.setFieldValue(field, v ?? '')}
        />
      );
    }
    const choices = CHOICES[field];
    if (choices) {
      return (
        <Select
          key={field}
          label={label}
          withAsterisk={required}
          data={choices.map((c) => ({ value: c, label: c }))}
          clearable={!required}
          {...props}
          value={(props.value as string) || null}
          onChange={(v) => form.setFieldValue(field, v ?? '')}
        />
      );
    }
    switch (kind) {
      case 'flag':
        return <Checkbox key={field} label={label} mt="lg" {...form.getInputProps(field, { type: 'checkbox' })} />;
      case 'longText':
        return <Textarea key={field} label={label} rows={4} {...props} />;
      case 'e164':
        return (
          <TextInput
            key={field}
            label={label}
            withAsterisk={required}
            type="tel"
            placeholder={E164_EXAMPLE}
            description={t('inventory.form.e164Hint')}
            autoComplete="off"
            {...props}
          />
        );
      case 'money':
        return <TextInput key={field} label={label} inputMode="decimal" placeholder="0.00" autoComplete="off" {...props} />;
      case 'integer':
        return <TextInput key={field} label={label} inputMode="numeric" autoComplete="off" {...props} />;
      case 'date':
        return <DateField key={field} label={label} {...props} />;
      default:
        return <TextInput key={field} label={label} withAsterisk={required} autoComplete="off" {...props} />;
    }
  };

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('inventory.add.title')}
      </Title>
      <form ref={formRef} onSubmit={submit} noValidate aria-label={t('inventory.add.title')}>
        <Stack>
          {INVENTORY_SECTIONS.map((section) => (
            <Fieldset key={section.key} legend={t(`inventory.sections.${section.key}`)}>
              {section.key === 'remarks' ? (
                section.fields.map(input)
              ) : (
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>{section.fields.map(input)}</SimpleGrid>
              )}
            </Fieldset>
          ))}
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
