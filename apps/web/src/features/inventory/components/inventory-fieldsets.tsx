import { Checkbox, Fieldset, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { BILLING_INCREMENTS, CURRENCY_CODES, NUMBER_TYPES, SERVICE_TYPES } from '@gsn/domain';
import { DateField } from '../../../components/date-field';
import { jurisdictionNames, useJurisdictions } from '../../../lib/jurisdictions';
import { FIELD_KINDS, INVENTORY_SECTIONS, type InventoryField } from '../lib/fields';
import type { InventoryValues } from '../lib/inventory-values';
import { CompanyCodeSelect } from './company-code-select';

const REQUIRED: readonly InventoryField[] = ['service_number', 'service_type', 'jurisdiction'];
const E164_EXAMPLE = '+442079460000';

/** The choices with the stored value first when they lack it (a stored number keeps showing its jurisdiction). */
const withCurrent = (list: string[], current: string | null | undefined) =>
  current && !list.includes(current) ? [current, ...list] : list;

const CHOICES: Partial<Record<InventoryField, readonly string[]>> = {
  service_type: SERVICE_TYPES,
  number_type: NUMBER_TYPES,
  currency: CURRENCY_CODES,
  billing_incremental: BILLING_INCREMENTS,
};

interface InventoryFieldsetsProps {
  form: UseFormReturnType<InventoryValues>;
  /** Fields the form does not offer (the edit form leaves out those that follow the number's life). */
  omit?: readonly InventoryField[];
}

/**
 * The inventory fields of the add and edit forms, in the sections of the detail screen (spec 2 §3 Inventory number):
 * each field as its kind asks (E.164 numbers, amounts, dates, choices, customer and vendor by code, flags).
 */
export function InventoryFieldsets({ form, omit = [] }: InventoryFieldsetsProps) {
  const { t } = useTranslation();
  const jurisdictions = useJurisdictions();

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
          data={withCurrent(jurisdictionNames(jurisdictions.data ?? []), props.value as string)}
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
      {INVENTORY_SECTIONS.map((section) => {
        const fields = section.fields.filter((f) => !omit.includes(f));
        if (fields.length === 0) return null;
        return (
          <Fieldset key={section.key} legend={t(`inventory.sections.${section.key}`)}>
            {section.key === 'remarks' ? fields.map(input) : <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>{fields.map(input)}</SimpleGrid>}
          </Fieldset>
        );
      })}
    </Stack>
  );
}
