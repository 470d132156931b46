import { useState } from 'react';
import { ActionIcon, Button, ColorSwatch, Fieldset, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HOURLY_MAX_DATES } from '@gsn/domain';
import { HOURLY_SERIES_COLORS } from '../lib/series';
import { CallDateInput } from './dates-provider';

interface HourlyDatesProps {
  /** One entry per date field; null while a field is still empty. */
  value: (string | null)[];
  onChange: (value: (string | null)[]) => void;
  /** A message about the dates as a whole (e.g. none chosen). */
  error?: string | null;
}

/**
 * Spec 2 §2 hourly statistics: up to 4 days compared as separate series (each field shows its series colour).
 * A day already chosen in another field is refused with the spec's message (§8); a fifth field cannot be added.
 */
export function HourlyDates({ value, onChange, error }: HourlyDatesProps) {
  const { t } = useTranslation();
  const [taken, setTaken] = useState<number | null>(null);
  const lastChosen = [...value].reverse().find((d): d is string => !!d);

  const pick = (index: number, day: string | null) => {
    if (day && value.some((d, i) => i !== index && d === day)) {
      setTaken(index);
      return;
    }
    setTaken(null);
    onChange(value.map((d, i) => (i === index ? day : d)));
  };

  return (
    <Fieldset variant="unstyled" mt="md" legend={t('reports.hourly.dates')}>
      <Stack gap="xs">
        <Text size="xs" c="dimmed">
          {t('reports.hourly.datesHint', { max: HOURLY_MAX_DATES })}
        </Text>
        <Group align="flex-start" gap="md">
          {value.map((day, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a field is its position (its label "Date n" and its series colour)
            <Group key={index} gap={6} align="flex-end" wrap="nowrap">
              <CallDateInput
                w={170}
                label={
                  <Group gap={6} component="span" wrap="nowrap">
                    <ColorSwatch color={`var(--mantine-color-${HOURLY_SERIES_COLORS[index]?.replace('.', '-')})`} size={12} aria-hidden />
                    <span>{t('reports.hourly.dateN', { n: index + 1 })}</span>
                  </Group>
                }
                placeholder={t('reports.hourly.pick')}
                clearButtonProps={{ 'aria-label': t('common.clearField', { field: t('reports.hourly.dateN', { n: index + 1 }) }) }}
                defaultDate={day ?? lastChosen}
                value={day}
                onChange={(d) => pick(index, d)}
                error={taken === index ? t('reports.messages.dateTaken') : undefined}
              />
              {value.length > 1 && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  mb={taken === index ? 22 : 0}
                  aria-label={t('reports.hourly.remove', { n: index + 1 })}
                  onClick={() => {
                    setTaken(null);
                    onChange(value.filter((_, i) => i !== index));
                  }}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          ))}
        </Group>
        <Group gap="xs">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={value.length >= HOURLY_MAX_DATES}
            onClick={() => {
              setTaken(null);
              onChange([...value, null]);
            }}
          >
            {t('reports.hourly.add')}
          </Button>
          {value.length >= HOURLY_MAX_DATES && (
            <Text size="xs" c="dimmed">
              {t('reports.hourly.full', { max: HOURLY_MAX_DATES })}
            </Text>
          )}
        </Group>
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}
