import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/ja';
import 'dayjs/locale/ru';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
import { DatePickerInput, type DatePickerInputProps, DatesProvider } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import type { Language } from '@gsn/domain';
import { isLanguage } from '../../../lib/i18n';
import { firstSelectableDay, utcToday } from '../lib/filters';

/** The dayjs locale of each interface language (month and weekday names of the date pickers). */
const DAYJS_LOCALES: Record<Language, string> = { en: 'en', es: 'es', fr: 'fr', ja: 'ja', ru: 'ru', zh: 'zh-cn' };

/** Date pickers in the interface language, weeks from Monday. */
export function ReportDatesProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = isLanguage(i18n.language) ? DAYJS_LOCALES[i18n.language] : 'en';
  return <DatesProvider settings={{ locale, firstDayOfWeek: 1 }}>{children}</DatesProvider>;
}

/** A call date field (spec 2 §5): shown as YYYY/MM/DD, offering the last 30 days up to today (UTC days). */
export function CallDateInput(props: Omit<DatePickerInputProps<'default'>, 'valueFormat' | 'minDate' | 'maxDate'>) {
  const { t } = useTranslation();
  const today = utcToday();
  return (
    <DatePickerInput
      valueFormat="YYYY/MM/DD"
      minDate={firstSelectableDay(today)}
      maxDate={today}
      // the clear button is named after its field (WCAG button-name)
      clearButtonProps={{ 'aria-label': t('common.clearField', { field: typeof props.label === 'string' ? props.label : '' }) }}
      {...props}
    />
  );
}
