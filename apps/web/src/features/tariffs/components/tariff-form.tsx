import { type ReactNode, useRef, useState } from 'react';
import { Button, Fieldset, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BILLING_INCREMENTS, chargesFor, CURRENCY_CODES, pricingUpdateSchema, tariffCreateSchema } from '@gsn/domain';
import { DraftNotice } from '../../../components/draft-notice';
import { focusFirstInvalid } from '../../../lib/focus';
import { type DraftControl, useFormDraft } from '../../../lib/form-draft';
import { productLabel } from '../../products';
import { type PricedProduct, pricingPayload, tariffCreatePayload, tariffValidator, type TariffValues } from '../lib/tariff-values';
import type { TariffRow } from '../api/use-tariffs';
import { ProductChoice } from './product-choice';
import { DateField } from '../../../components/date-field';

export type TariffForm = UseFormReturnType<TariffValues>;

/** A tariff's product summary, or a product's row, narrowed to what the form shows. */
type Priced = PricedProduct & Partial<Pick<TariffRow, 'jurisdiction' | 'vendor_option' | 'vendor'>>;

interface TariffFormProps {
  initialValues: TariffValues;
  /** Edit: the tariff's product (never changes). Add: none, the form offers the choice. */
  product?: Priced;
  /** `draft.clear()` once the server saved the tariff: the kept unsaved changes (lib/form-draft.ts) go. */
  onSubmit: (
    payload: ReturnType<typeof tariffCreatePayload> | ReturnType<typeof pricingPayload>,
    form: TariffForm,
    draft: DraftControl,
  ) => void;
  pending: boolean;
  submitLabel: string;
  label: string;
  backTo: string;
}

/**
 * The standard tariff of a product (spec 2 §3 Tariff/pricing, §5, §9): only the charges its service type uses
 * (chargesFor), amounts kept as typed text, one of the six currencies, a billing increment and the dates.
 */
export function TariffFormView({ initialValues, product: fixed, onSubmit, pending, submitLabel, label, backTo }: TariffFormProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Priced | null>(null);
  const product = fixed ?? chosen;
  const adding = !fixed;
  const toPayload = (v: TariffValues) => (adding ? tariffCreatePayload(v, product) : pricingPayload(v, product));
  const form = useForm<TariffValues>({
    initialValues,
    validate: (v) => tariffValidator(adding ? tariffCreateSchema : pricingUpdateSchema, toPayload)(v),
  });
  const draft = useFormDraft(form);
  const formRef = useRef<HTMLFormElement>(null);
  const values = form.getValues();
  const charges = product ? chargesFor(product.service_type, product.outbound_calling_enabled) : [];

  const submit = form.onSubmit(
    (v) => onSubmit(toPayload(v), form, draft),
    () => focusFirstInvalid(formRef.current),
  );

  const section = (legend: string, children: ReactNode) => <Fieldset legend={legend}>{children}</Fieldset>;

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={label}>
      <Stack>
        <DraftNotice draft={draft} />
        {section(
          t('tariffs.sections.product'),
          adding ? (
            <ProductChoice
              value={values.service_number_type_id}
              error={form.errors.service_number_type_id}
              onChange={(id, p) => {
                form.setFieldValue('service_number_type_id', id);
                setChosen(p);
              }}
            />
          ) : (
            <Text>
              {productLabel(fixed ?? {})}
              {fixed?.vendor ? ` (${fixed.vendor})` : ''}
            </Text>
          ),
        )}
        {section(
          t('tariffs.sections.charges'),
          product ? (
            <Stack>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <Select
                  label={t('tariffs.fields.currency')}
                  required
                  data={[...CURRENCY_CODES]}
                  allowDeselect={false}
                  {...form.getInputProps('currency')}
                />
                <Select
                  label={t('tariffs.fields.billing_incremental')}
                  description={t('tariffs.fields.billingIncrementHint')}
                  clearable
                  data={[...BILLING_INCREMENTS]}
                  {...form.getInputProps('billing_incremental')}
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                {charges.map((f) => (
                  <TextInput
                    key={f}
                    label={t(`tariffs.fields.${f}`)}
                    inputMode="decimal"
                    autoComplete="off"
                    placeholder="0.00"
                    rightSection={values.currency ? <Text size="xs">{values.currency}</Text> : null}
                    rightSectionWidth={48}
                    {...form.getInputProps(f)}
                  />
                ))}
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <DateField label={t('tariffs.fields.commencement_date')} {...form.getInputProps('commencement_date')} />
                <DateField label={t('tariffs.fields.billing_start_date')} {...form.getInputProps('billing_start_date')} />
              </SimpleGrid>
            </Stack>
          ) : (
            <Text c="dimmed" size="sm">
              {t('tariffs.fields.chooseProductFirst')}
            </Text>
          ),
        )}
        <Group justify="flex-end">
          <Button variant="default" component={Link} to={backTo}>
            {t('customers.back')}
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
