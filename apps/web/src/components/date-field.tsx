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

/**
 * Date pickers in the interface language, weeks from Monday; weekends not set apart (business dates, and Mantine's
 * red weekend days miss the WCAG AA contrast).
 */
export function LocalDatesProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = isLanguage(i18n.language) ? DAYJS_LOCALES[i18n.language] : 'en';
  return <DatesProvider settings={{ locale, firstDayOfWeek: 1, weekendDays: [] }}>{children}</DatesProvider>;
}

const CALENDAR_CONTROLS = ['previousMonth', 'nextMonth', 'previousYear', 'nextYear', 'previousDecade', 'nextDecade'] as const;

/**
 * What every date field's calendar needs to be read aloud and seen: its clear button named after the field, its
 * previous/next controls named in the interface language (the month and year controls keep their visible text as
 * their name), no greyed days of the neighbouring months.
 */
export function useCalendarProps(label: ReactNode) {
  const { t } = useTranslation();
  return {
    clearButtonProps: { 'aria-label': t('common.clearField', { field: typeof label === 'string' ? label : '' }) },
    ariaLabels: Object.fromEntries(CALENDAR_CONTROLS.map((c) => [c, t(`common.calendar.${c}`)])),
    hideOutsideDates: true,
  };
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
  const calendar = useCalendarProps(label);
  return (
    <LocalDatesProvider>
      <DateInput
        label={label}
        valueFormat="YYYY-MM-DD"
        placeholder="YYYY-MM-DD"
        clearable={clearable}
        {...calendar}
        value={value || null}
        onChange={(next) => onChange?.(next ?? '')}
        {...props}
      />
    </LocalDatesProvider>
  );
}
