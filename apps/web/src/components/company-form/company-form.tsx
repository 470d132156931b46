import { type ReactNode, useMemo, useRef } from 'react';
import { Button, Fieldset, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormErrors, useForm, type UseFormReturnType } from '@mantine/form';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../lib/notify';
import { type DraftControl, useFormDraft } from '../../lib/form-draft';
import { DraftNotice } from '../draft-notice';
import { useCountries } from '../../features/reference';
import { focusFirstInvalid } from '../../lib/focus';
import { CONTACT_KEYS, type CompanyValues } from './company-values';
import { SPEC_MESSAGE_FIELDS } from './validation';
import { BdmSelect } from '../../features/customers';

export type CompanyForm = UseFormReturnType<CompanyValues>;

interface CompanyFormProps {
  initialValues: CompanyValues;
  validate: (values: CompanyValues) => FormErrors;
  /** `draft.clear()` once the server saved the company: the kept unsaved changes (lib/form-draft.ts) go. */
  onSubmit: (values: CompanyValues, form: CompanyForm, draft: DraftControl) => void;
  pending: boolean;
  submitLabel: string;
  /** Accessible name of the form. */
  label: string;
  /** Provider staff choose the signed BDM among staff accounts; others see the stored name. */
  staff: boolean;
  /** The master account block (differs between add, add from master and edit). */
  masterSection?: (form: CompanyForm) => ReactNode;
  /** Shown above the company fields (e.g. the registered account of "add from master"). */
  header?: ReactNode;
  backTo: string;
  disabled?: boolean;
}

/** Keeps a stored value selectable even when the list does not contain it. */
function withCurrent(data: { value: string; label: string }[], ...current: (string | null)[]) {
  const extra = current.filter((c): c is string => !!c && !data.some((d) => d.value === c));
  return [...extra.map((c) => ({ value: c, label: c })), ...data];
}

/**
 * The company form of spec 1 §3 Customer: company, address, the three contacts (commercial, financial, fault
 * reporting), billing details, bank information, other information; the master block comes from the page.
 */
export function CompanyFormView(props: CompanyFormProps) {
  const { initialValues, validate, onSubmit, pending, submitLabel, label, staff, masterSection, header, backTo, disabled } = props;
  const { t } = useTranslation();
  const countries = useCountries();
  const form = useForm<CompanyValues>({ initialValues, validate });
  const draft = useFormDraft(form);
  const values = form.getValues();
  const countryData = useMemo(() => (countries.data ?? []).map((c) => ({ value: c.name, label: c.label })), [countries.data]);

  const formRef = useRef<HTMLFormElement>(null);
  const submit = form.onSubmit(
    (v) => onSubmit(v, form, draft),
    (errors) => {
      // spec 1 §5: the company name and master e-mail messages are also shown as error toasts
      for (const field of SPEC_MESSAGE_FIELDS) {
        const message = errors[field];
        if (typeof message === 'string' && message) notifyError(message);
      }
      focusFirstInvalid(formRef.current);
    },
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={label}>
      <Stack>
        <DraftNotice draft={draft} />
        {header}
        <Fieldset legend={t('customers.sections.company')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('customers.fields.name')} required autoComplete="organization" {...form.getInputProps('name')} />
            <TextInput label={t('customers.fields.former_name')} {...form.getInputProps('former_name')} />
            <TextInput label={t('customers.fields.website')} type="url" autoComplete="url" {...form.getInputProps('website')} />
            <TextInput
              label={t('customers.fields.provider_insight_company_code')}
              // the provider's own field: only staff change it
              readOnly={!staff}
              variant={staff ? 'default' : 'filled'}
              {...form.getInputProps('provider_insight_company_code')}
            />
            <Select
              label={t('customers.fields.business_jurisdiction')}
              data={withCurrent(countryData, values.business_jurisdiction)}
              searchable
              clearable
              nothingFoundMessage={t('common.noData')}
              autoComplete="off"
              {...form.getInputProps('business_jurisdiction')}
            />
            <TextInput label={t('customers.fields.business_registration_number')} {...form.getInputProps('business_registration_number')} />
            <TextInput label={t('customers.fields.vat_number')} {...form.getInputProps('vat_number')} />
            {staff ? (
              <BdmSelect
                label={t('customers.fields.provider_signed_bdm_id')}
                value={values.provider_signed_bdm_id}
                currentName={initialValues.provider_signed_bdm_name}
                error={form.errors.provider_signed_bdm_id}
                onChange={(id, name) => {
                  form.setFieldValue('provider_signed_bdm_id', id);
                  form.setFieldValue('provider_signed_bdm_name', name ?? '');
                }}
              />
            ) : (
              <TextInput
                label={t('customers.fields.provider_signed_bdm_name')}
                value={values.provider_signed_bdm_name}
                readOnly
                variant="filled"
              />
            )}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('customers.sections.address')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('customers.fields.address_country')}
              data={withCurrent(countryData, values.address_country)}
              searchable
              clearable
              nothingFoundMessage={t('common.noData')}
              autoComplete="off"
              {...form.getInputProps('address_country')}
            />
            <TextInput label={t('customers.fields.address_city')} autoComplete="address-level2" {...form.getInputProps('address_city')} />
            <TextInput
              label={t('customers.fields.address_line_1')}
              autoComplete="address-line1"
              {...form.getInputProps('address_line_1')}
            />
            <TextInput
              label={t('customers.fields.address_line_2')}
              autoComplete="address-line2"
              {...form.getInputProps('address_line_2')}
            />
            <TextInput
              label={t('customers.fields.address_line_3')}
              autoComplete="address-line3"
              {...form.getInputProps('address_line_3')}
            />
            <TextInput
              label={t('customers.fields.address_postcode')}
              autoComplete="postal-code"
              {...form.getInputProps('address_postcode')}
            />
          </SimpleGrid>
        </Fieldset>
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          {CONTACT_KEYS.map((k) => (
            <Fieldset key={k} legend={t(`customers.sections.${k}`)}>
              <Stack gap="xs">
                <TextInput label={t('customers.fields.contact_name')} autoComplete="off" {...form.getInputProps(`${k}.name`)} />
                <TextInput
                  label={t('customers.fields.contact_phone')}
                  type="tel"
                  autoComplete="off"
                  {...form.getInputProps(`${k}.phone`)}
                />
                <TextInput
                  label={t('customers.fields.contact_email')}
                  type="email"
                  autoComplete="off"
                  {...form.getInputProps(`${k}.email`)}
                />
              </Stack>
            </Fieldset>
          ))}
        </SimpleGrid>
        <Fieldset legend={t('customers.sections.other')}>
          <Stack gap="xs">
            <Textarea label={t('customers.fields.billing_details')} rows={3} {...form.getInputProps('billing_details')} />
            <Textarea label={t('customers.fields.bank_information')} rows={3} {...form.getInputProps('bank_information')} />
            <Textarea label={t('customers.fields.other_information')} rows={3} {...form.getInputProps('other_information')} />
          </Stack>
        </Fieldset>
        {masterSection && <Fieldset legend={t('customers.sections.master')}>{masterSection(form)}</Fieldset>}
        <Group justify="flex-end">
          <Button variant="default" component={Link} to={backTo}>
            {t('customers.back')}
          </Button>
          <Button type="submit" loading={pending} disabled={disabled}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
