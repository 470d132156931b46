import { useMemo } from 'react';
import { Autocomplete, Fieldset, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { CURRENCY_CODES, LANGUAGES } from '@gsn/domain';
import { LANGUAGE_NAMES } from '../../../lib/i18n';
import { useCities, useCountries } from '../../reference';
import type { ProfileValues } from './profile-values';

type Form = UseFormReturnType<ProfileValues>;

function timeZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['UTC'];
  }
}

/** Keeps a stored value selectable even when the list does not contain it. */
function withCurrent(data: { value: string; label: string }[], current: string | null) {
  return current && !data.some((d) => d.value === current) ? [{ value: current, label: current }, ...data] : data;
}

export function IdentityFields({ form, accountType }: { form: Form; accountType: string }) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('profile.sections.identity')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('profile.fields.accountType')} value={accountType} readOnly variant="filled" />
        <TextInput label={t('profile.fields.username')} autoComplete="nickname" {...form.getInputProps('username')} />
        <TextInput label={t('profile.fields.email')} type="email" autoComplete="email" required {...form.getInputProps('email')} />
        <TextInput label={t('profile.fields.jobtitle')} autoComplete="organization-title" {...form.getInputProps('jobtitle')} />
        <TextInput label={t('profile.fields.firstname')} autoComplete="given-name" required {...form.getInputProps('firstname')} />
        <TextInput label={t('profile.fields.lastname')} autoComplete="family-name" required {...form.getInputProps('lastname')} />
        <TextInput label={t('profile.fields.department')} {...form.getInputProps('department')} />
      </SimpleGrid>
    </Fieldset>
  );
}

export function ContactFields({ form }: { form: Form }) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('profile.sections.contact')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label={t('profile.fields.telephone')} type="tel" autoComplete="tel" {...form.getInputProps('telephone')} />
        <TextInput label={t('profile.fields.mobile')} type="tel" autoComplete="mobile tel" {...form.getInputProps('mobile')} />
        <TextInput label={t('profile.fields.fax')} type="tel" autoComplete="fax tel" {...form.getInputProps('fax')} />
      </SimpleGrid>
    </Fieldset>
  );
}

export function AddressFields({ form }: { form: Form }) {
  const { t } = useTranslation();
  const countries = useCountries();
  const country = form.getValues().address_country;
  const [citySearch] = useDebouncedValue(form.getValues().address_city, 300);
  const cities = useCities(country, citySearch);
  const countryData = useMemo(
    () =>
      withCurrent(
        (countries.data ?? []).map((c) => ({ value: c.code, label: c.label })),
        country,
      ),
    [countries.data, country],
  );
  const cityNames = useMemo(() => [...new Set((cities.data ?? []).map((c) => c.name))], [cities.data]);
  return (
    <Fieldset legend={t('profile.sections.address')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('profile.fields.address_country')}
          data={countryData}
          searchable
          clearable
          nothingFoundMessage={t('common.noData')}
          autoComplete="off"
          {...form.getInputProps('address_country')}
        />
        <Autocomplete
          label={t('profile.fields.address_city')}
          data={cityNames}
          autoComplete="address-level2"
          {...form.getInputProps('address_city')}
        />
        <TextInput label={t('profile.fields.address_line_1')} autoComplete="address-line1" {...form.getInputProps('address_line_1')} />
        <TextInput label={t('profile.fields.address_line_2')} autoComplete="address-line2" {...form.getInputProps('address_line_2')} />
        <TextInput label={t('profile.fields.address_line_3')} autoComplete="address-line3" {...form.getInputProps('address_line_3')} />
        <TextInput label={t('profile.fields.address_postcode')} autoComplete="postal-code" {...form.getInputProps('address_postcode')} />
      </SimpleGrid>
    </Fieldset>
  );
}

export function PreferenceFields({ form }: { form: Form }) {
  const { t } = useTranslation();
  const zones = useMemo(() => timeZones(), []);
  const values = form.getValues();
  return (
    <Fieldset legend={t('profile.sections.preferences')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label={t('profile.fields.currency')}
          data={withCurrent(
            CURRENCY_CODES.map((c) => ({ value: c, label: c })),
            values.currency,
          )}
          clearable
          {...form.getInputProps('currency')}
        />
        <Select
          label={t('profile.fields.language')}
          data={withCurrent(
            LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] })),
            values.language,
          )}
          clearable
          {...form.getInputProps('language')}
        />
        <Select
          label={t('profile.fields.timezone')}
          data={withCurrent(
            zones.map((z) => ({ value: z, label: z })),
            values.timezone,
          )}
          searchable
          clearable
          limit={100}
          nothingFoundMessage={t('common.noData')}
          {...form.getInputProps('timezone')}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
