import type { ReactNode } from 'react';
import { Alert, Checkbox, Fieldset, MultiSelect, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  ACCESSIBILITY_OPTIONS,
  applyProductChange,
  CONCURRENT_DEPENDS_ON_CARRIER,
  END_USER_ADDRESS_TYPES,
  NUMBER_TYPES,
  OUTBOUND_DISPLAY_FORMATS,
  portabilityOptionsFor,
  productFieldVisibility,
  SERVICE_TYPES,
} from '@gsn/domain';
import type { ProductValues } from '../lib/product-values';
import { CityRows } from './city-rows';
import { ReferenceJurisdictionSelect } from './jurisdiction-select';
import { VendorSelect } from './vendor-select';

/** Translation keys of the portability options. */
const PORTABILITY_KEYS: Record<string, string> = {
  'between in country carriers': 'between',
  'in-country carrier': 'inCountry',
  'international carrier': 'international',
};

const digitsOnly = (s: string | null | undefined) => (s ?? '').replace(/\D/g, '');
const toCount = (v: number | string): number | null => (typeof v === 'number' ? v : v.trim() === '' ? null : Number(v));

type Key = keyof ProductValues;
type FlagKey = { [K in Key]: ProductValues[K] extends boolean ? K : never }[Key];
type TextKey = { [K in Key]: ProductValues[K] extends string | null ? K : never }[Key];
type CountKey = { [K in Key]: ProductValues[K] extends number | null ? K : never }[Key];
type ChoiceKey = 'service_type' | 'number_type' | 'outbound_call_display_format' | 'end_user_address_type';

/**
 * The product form's state as its sections use it (the @mantine/form form underneath): the values, the fields
 * §5 shows, and the props of a text, check, count or choice input. Every edit passes through the domain's
 * applyProductChange, so the §4 dependencies happen here exactly as the server normalises a product.
 */
export function productFields(form: UseFormReturnType<ProductValues>) {
  const values = form.getValues();
  const show = productFieldVisibility(values);

  /** One edit: the dependency rules run on the whole new state; errors of the edited fields are cleared. */
  const update = (patch: Partial<ProductValues>) => {
    const prev = form.getValues();
    form.setValues(applyProductChange(prev, { ...prev, ...patch }));
    for (const k of Object.keys(patch)) {
      form.clearFieldError(k);
      if (k === 'cities') for (const e of Object.keys(form.errors)) if (e.startsWith('cities.')) form.clearFieldError(e);
    }
  };

  return {
    form,
    values,
    show,
    errors: form.errors,
    update,
    text: (field: TextKey) => ({
      value: (values[field] as string | null) ?? '',
      error: form.errors[field],
      onChange: (e: { currentTarget: { value: string } }) => update({ [field]: e.currentTarget.value } as Partial<ProductValues>),
    }),
    check: (field: FlagKey) => ({
      checked: values[field] as boolean,
      error: form.errors[field],
      onChange: (e: { currentTarget: { checked: boolean } }) => update({ [field]: e.currentTarget.checked } as Partial<ProductValues>),
    }),
    count: (field: CountKey) => ({
      value: (values[field] as number | null) ?? '',
      error: form.errors[field],
      allowNegative: false,
      allowDecimal: false,
      onChange: (v: number | string) => update({ [field]: toCount(v) } as Partial<ProductValues>),
    }),
    choice: (field: ChoiceKey) => ({
      value: values[field],
      error: form.errors[field],
      onChange: (v: string | null) => update({ [field]: v } as Partial<ProductValues>),
    }),
  };
}

export type ProductFields = ReturnType<typeof productFields>;

/** A dependent field, indented under the one it depends on. */
const sub = (children: ReactNode) => (
  <Stack gap="xs" pl="xl">
    {children}
  </Stack>
);

/** The product: vendor, plan and option, service and number type, jurisdiction and its cities. */
export function ProductSection({ f, country }: { f: ProductFields; country: string | null }) {
  const { t } = useTranslation();
  const { form, values, show, update, text, choice } = f;
  return (
    <Fieldset legend={t('products.sections.product')}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <VendorSelect
            label={t('products.fields.vendor')}
            required
            value={values.vendor_id}
            selectedName={values.vendor_name}
            error={form.errors.vendor_id}
            onChange={(id, name) => update({ vendor_id: id, vendor_name: name ?? '' })}
          />
          <TextInput label={t('products.fields.vendor_plan')} {...text('vendor_plan')} />
          <TextInput label={t('products.fields.vendor_option')} required {...text('vendor_option')} />
          <Select
            label={t('products.fields.service_type')}
            required
            data={[...SERVICE_TYPES]}
            allowDeselect={false}
            {...choice('service_type')}
          />
          {show.number_type && (
            <Select
              label={t('products.fields.number_type')}
              clearable
              data={NUMBER_TYPES.map((n) => ({ value: n, label: t(`products.numberTypes.${n}`) }))}
              {...choice('number_type')}
            />
          )}
          <ReferenceJurisdictionSelect
            label={t('products.fields.jurisdiction')}
            required
            value={values.jurisdiction}
            error={form.errors.jurisdiction}
            onChange={(name, j) =>
              update({
                jurisdiction: name,
                jurisdiction_dial_code: j ? digitsOnly(j.dial_code) : name ? values.jurisdiction_dial_code : null,
                // the cities belong to the jurisdiction: a new one starts from one empty row
                ...(name !== values.jurisdiction && show.cities ? { cities: [{ city: '', city_dial_code: '' }] } : {}),
              })
            }
          />
          <TextInput
            label={t('products.fields.jurisdiction_dial_code')}
            description={t('products.fields.jurisdictionDialCodeHint')}
            inputMode="numeric"
            {...text('jurisdiction_dial_code')}
          />
          {show.service_access_code && (
            <TextInput
              label={t('products.fields.service_access_code')}
              description={t('products.fields.serviceAccessCodeHint')}
              inputMode="tel"
              {...text('service_access_code')}
            />
          )}
        </SimpleGrid>
        {show.cities && (
          <CityRows
            cities={values.cities}
            country={country}
            errors={form.errors}
            onRowChange={(index, patch) =>
              update({ cities: form.getValues().cities.map((c, i) => (i === index ? { ...c, ...patch } : c)) })
            }
            onAdd={() => update({ cities: [...form.getValues().cities, { city: '', city_dial_code: '' }] })}
            onRemove={(index) => update({ cities: form.getValues().cities.filter((_, i) => i !== index) })}
          />
        )}
      </Stack>
    </Fieldset>
  );
}

/** The features: outbound calling, accessibility, lead time, call limits and the service flags. */
export function FeaturesSection({ f }: { f: ProductFields }) {
  const { t } = useTranslation();
  const { form, values, show, update, text, check, count, choice } = f;
  const concurrentNote = values.concurrent_maximum_calls === CONCURRENT_DEPENDS_ON_CARRIER;
  return (
    <Fieldset legend={t('products.sections.features')}>
      <Stack>
        {show.outbound_calling_enabled && (
          <Checkbox label={t('products.fields.outbound_calling_enabled')} {...check('outbound_calling_enabled')} />
        )}
        {show.outbound_call_display_format &&
          sub(
            <Select
              label={t('products.fields.outbound_call_display_format')}
              clearable
              data={[...OUTBOUND_DISPLAY_FORMATS]}
              {...choice('outbound_call_display_format')}
            />,
          )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <MultiSelect
            label={t('products.fields.accessibility')}
            data={ACCESSIBILITY_OPTIONS.map((o) => ({ value: o, label: t(`products.accessibility.${o}`) }))}
            value={values.accessibility}
            error={form.errors.accessibility}
            clearable
            onChange={(accessibility) => update({ accessibility })}
          />
          <TextInput label={t('products.fields.accessibility_remarks')} {...text('accessibility_remarks')} />
          <NumberInput label={t('products.fields.provisioning_lead_time')} min={0} max={365} {...count('provisioning_lead_time')} />
          <NumberInput label={t('products.fields.maximum_call_duration')} min={0} max={999} {...count('maximum_call_duration')} />
          <NumberInput
            label={t('products.fields.concurrent_maximum_calls')}
            description={t('products.fields.concurrentHint')}
            min={0}
            {...count('concurrent_maximum_calls')}
          />
        </SimpleGrid>
        {concurrentNote && (
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} data-testid="concurrent-note">
            {t('products.fields.concurrentNote')}
          </Alert>
        )}
        <Checkbox label={t('products.fields.concurrent_call_expandable')} {...check('concurrent_call_expandable')} />
        {sub(
          show.conc_df_callpernumber ? (
            <NumberInput label={t('products.fields.conc_df_callpernumber')} min={0} {...count('conc_df_callpernumber')} />
          ) : (
            <NumberInput label={t('products.fields.conc_max_callpnumber')} min={0} {...count('conc_max_callpnumber')} />
          ),
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <Checkbox label={t('products.fields.international_accessible')} {...check('international_accessible')} />
          <Checkbox label={t('products.fields.calling_card_usage_permitted')} {...check('calling_card_usage_permitted')} />
          <Checkbox label={t('products.fields.local_caller_cli_supported')} {...check('local_caller_cli_supported')} />
          <Checkbox label={t('products.fields.t38_fax_supported')} {...check('t38_fax_supported')} />
          {show.emergency_services && <Checkbox label={t('products.fields.emergency_services')} {...check('emergency_services')} />}
          <Checkbox label={t('products.fields.expired')} {...check('expired')} />
        </SimpleGrid>
        <Textarea label={t('products.fields.additional_remarks')} rows={3} {...text('additional_remarks')} />
      </Stack>
    </Fieldset>
  );
}

/** The requirements of an order: documents and details the customer must give. */
export function RequirementsSection({ f }: { f: ProductFields }) {
  const { t } = useTranslation();
  const { form, values, show, update, text, check, choice } = f;
  return (
    <Fieldset legend={t('products.sections.requirements')}>
      <Stack gap="sm">
        <Checkbox label={t('products.fields.usage_forecast_req')} {...check('usage_forecast_req')} />
        <Checkbox label={t('products.fields.purpose_application_req')} {...check('purpose_application_req')} />
        {show.itu_assignment_notification_req && (
          <Checkbox label={t('products.fields.itu_assignment_notification_req')} {...check('itu_assignment_notification_req')} />
        )}
        <Checkbox label={t('products.fields.business_nature_req')} {...check('business_nature_req')} />
        <Checkbox label={t('products.fields.business_registration_req')} {...check('business_registration_req')} />
        {show.business_registration_doc_req &&
          sub(
            <>
              <Checkbox label={t('products.fields.business_registration_doc_req')} {...check('business_registration_doc_req')} />
              {show.buss_reg_doctypes_req && (
                <TextInput label={t('products.fields.buss_reg_doctypes_req')} {...text('buss_reg_doctypes_req')} />
              )}
            </>,
          )}
        <Checkbox label={t('products.fields.end_user_name_req')} {...check('end_user_name_req')} />
        <Checkbox label={t('products.fields.end_user_contact_req')} {...check('end_user_contact_req')} />
        <Checkbox label={t('products.fields.end_user_address_req')} {...check('end_user_address_req')} />
        {show.end_user_address_type &&
          sub(
            <>
              <Select
                label={t('products.fields.end_user_address_type')}
                clearable
                data={END_USER_ADDRESS_TYPES.map((a) => ({ value: a, label: t(`products.addressTypes.${a}`) }))}
                {...choice('end_user_address_type')}
              />
              <Checkbox label={t('products.fields.end_user_address_proof_req')} {...check('end_user_address_proof_req')} />
              {values.end_user_address_proof_req && (
                <TextInput label={t('products.fields.end_user_address_proof_required')} {...text('end_user_address_proof_required')} />
              )}
            </>,
          )}
        <Checkbox label={t('products.fields.declaration_letter_req')} {...check('declaration_letter_req')} />
        {show.declaration_letter_link &&
          sub(<TextInput label={t('products.fields.declaration_letter_link')} type="url" {...text('declaration_letter_link')} />)}
        <Checkbox label={t('products.fields.authorised_person_passport_id_req')} {...check('authorised_person_passport_id_req')} />
        <Checkbox label={t('products.fields.authpers_passportholding_req')} {...check('authpers_passportholding_req')} />
        <Checkbox label={t('products.fields.portability')} {...check('portability')} />
        {show.portability_options &&
          sub(
            <>
              <Checkbox.Group
                label={t('products.fields.portability_options')}
                value={values.portability_options}
                error={form.errors.portability_options}
                onChange={(portability_options) => update({ portability_options })}
              >
                <Stack gap={4} mt={4}>
                  {portabilityOptionsFor(values.service_type).map((o) => (
                    <Checkbox key={o} value={o} label={t(`products.portabilityOptions.${PORTABILITY_KEYS[o] ?? 'between'}`)} />
                  ))}
                </Stack>
              </Checkbox.Group>
              <Checkbox label={t('products.fields.prt_consentletter_req')} {...check('prt_consentletter_req')} />
              {values.prt_consentletter_req && (
                <TextInput label={t('products.fields.prt_consentletter_link')} type="url" {...text('prt_consentletter_link')} />
              )}
              <Checkbox label={t('products.fields.prt_hstcarriers_req')} {...check('prt_hstcarriers_req')} />
              <Checkbox label={t('products.fields.portability_forms')} {...check('portability_forms')} />
              {values.portability_forms && (
                <TextInput label={t('products.fields.portability_forms_link')} type="url" {...text('portability_forms_link')} />
              )}
              <Checkbox label={t('products.fields.portability_latest_invoices_req')} {...check('portability_latest_invoices_req')} />
            </>,
          )}
      </Stack>
    </Fieldset>
  );
}
