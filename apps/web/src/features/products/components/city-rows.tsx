import { useMemo } from 'react';
import { ActionIcon, Autocomplete, Button, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCities } from '../../reference';
import type { CityValue } from '../lib/product-values';

interface CityRowsProps {
  cities: CityValue[];
  /** The jurisdiction's country (alpha-2 code or name) the city names are looked up in. */
  country: string | null;
  errors: FormErrors;
  /** Each edit names only what changed: the form applies it to its latest rows (an option pick sends two edits at once). */
  onRowChange: (index: number, patch: Partial<CityValue>) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

const digitsOnly = (s: string) => s.replace(/\D/g, '');

/** The cities of a DID or SIP Trunking product: rows of city and dial code, added and removed one by one. */
export function CityRows({ cities, country, errors, onRowChange, onAdd, onRemove }: CityRowsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" role="group" aria-labelledby="product-cities-label">
      <Text id="product-cities-label" size="sm" fw={500}>
        {t('products.fields.cities')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('products.fields.citiesHint')}
      </Text>
      {cities.map((row, index) => (
        <CityRow
          // rows are plain values without identity; the inputs are controlled
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          index={index}
          row={row}
          country={country}
          cityError={errors[`cities.${index}.city`]}
          dialError={errors[`cities.${index}.city_dial_code`]}
          onChange={(patch) => onRowChange(index, patch)}
          onRemove={() => onRemove(index)}
        />
      ))}
      <Group>
        <Button variant="light" size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={onAdd}>
          {t('products.actions.addCity')}
        </Button>
      </Group>
    </Stack>
  );
}

interface CityRowProps {
  index: number;
  row: CityValue;
  country: string | null;
  cityError: FormErrors[string];
  dialError: FormErrors[string];
  onChange: (patch: Partial<CityValue>) => void;
  onRemove: () => void;
}

function CityRow({ index, row, country, cityError, dialError, onChange, onRemove }: CityRowProps) {
  const { t } = useTranslation();
  const [search] = useDebouncedValue(row.city, 300);
  const found = useCities(country, search);
  const names = useMemo(() => [...new Set((found.data ?? []).map((c) => c.name))], [found.data]);
  const n = index + 1;
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap" data-city-row={index}>
      <Autocomplete
        style={{ flex: 2 }}
        label={t('products.fields.city')}
        aria-label={t('products.fields.cityNumbered', { n })}
        data={names}
        value={row.city}
        autoComplete="off"
        error={cityError}
        onChange={(city) => onChange({ city })}
        onOptionSubmit={(city) => {
          const match = (found.data ?? []).find((c) => c.name === city);
          onChange(match ? { city, city_dial_code: digitsOnly(match.dial_code) } : { city });
        }}
      />
      <TextInput
        style={{ flex: 1 }}
        label={t('products.fields.city_dial_code')}
        aria-label={t('products.fields.cityDialCodeNumbered', { n })}
        inputMode="numeric"
        value={row.city_dial_code ?? ''}
        error={dialError}
        onChange={(e) => onChange({ city_dial_code: e.currentTarget.value })}
      />
      <Tooltip label={t('products.actions.removeCity')} withinPortal>
        <ActionIcon variant="subtle" color="red" mt={26} onClick={onRemove} aria-label={t('products.actions.removeCityNumbered', { n })}>
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
