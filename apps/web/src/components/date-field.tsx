import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/ja';
import 'dayjs/locale/ru';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
import { DateInput, type DateInputProps, DatesProvider } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import type { Language } from '@gsn/domain';
import { isLanguage } from '../lib/i18n';

/** The dayjs locale of each interface language (month and weekday names of the date pickers). */
const DAYJS_LOCALES: Record<Language, string> = { en: 'en', es: 'es', fr: 'fr', ja: 'ja', ru: 'ru', zh: 'zh-cn' };

/** Date pickers in the interface language, weeks from Monday. */
export function LocalDatesProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = isLanguage(i18n.language) ? DAYJS_LOCALES[i18n.language] : 'en';
  return <DatesProvider settings={{ locale, firstDayOfWeek: 1 }}>{children}</DatesProvider>;
}

/** The clear button of a date field, named after its field (WCAG button-name). */
export function useClearButtonProps(label: ReactNode) {
  const { t } = useTranslation();
  return { 'aria-label': t('common.clearField', { field: typeof label === 'string' ? label : '' }) };
}

export type DateFieldProps = Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat'> & {
  /** The date as the API writes it, YYYY-MM-DD; '' or null when empty. */
  value?: string | null;
  onChange?: (value: string) => void;
};

/**
 * The portal's one date field: typed as YYYY-MM-DD or picked in a localized calendar (month and day names in the
 * interface language, weeks from Monday); the value a YYYY-MM-DD string ('' when cleared) as forms and the API hold it.
 */
export function DateField({ value, onChange, clearable = true, label, ...props }: DateFieldProps) {
  const clearButtonProps = useClearButtonProps(label);
  return (
    <LocalDatesProvider>
      <DateInput
        label={label}
        valueFormat="YYYY-MM-DD"
        placeholder="YYYY-MM-DD"
        clearable={clearable}
        clearButtonProps={clearButtonProps}
        value={value || null}
        onChange={(next) => onChange?.(next ?? '')}
        {...props}
      />
    </LocalDatesProvider>
  );
}
