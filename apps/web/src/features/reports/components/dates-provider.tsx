import type { DatePickerInputProps } from '@mantine/dates';
import { DatePickerInput } from '@mantine/dates';
import { LocalDatesProvider, useCalendarProps } from '../../../components/date-field';
import { firstSelectableDay, utcToday } from '../lib/filters';

/** Date pickers in the interface language, weeks from Monday. */
export const ReportDatesProvider = LocalDatesProvider;

/** A call date field (spec 2 §5): shown as YYYY/MM/DD, offering the last 30 days up to today (UTC days). */
export function CallDateInput(props: Omit<DatePickerInputProps<'default'>, 'valueFormat' | 'minDate' | 'maxDate'>) {
  const calendar = useCalendarProps(props.label);
  const today = utcToday();
  return <DatePickerInput valueFormat="YYYY/MM/DD" minDate={firstSelectableDay(today)} maxDate={today} {...calendar} {...props} />;
}
