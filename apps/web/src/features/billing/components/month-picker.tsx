import { ActionIcon, Group, NativeSelect, Tooltip } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { addMonths, monthLabel, monthOf, monthsOffered } from '../lib/months';

interface MonthPickerProps {
  value: string;
  onChange: (month: string) => void;
}

/**
 * The statement month: a native list of months by name (read aloud and picked with the keyboard or a phone's own
 * picker), with the month before and after one press away. A month not yet begun has no statement to show.
 */
export function MonthPicker({ value, onChange }: MonthPickerProps) {
  const { t } = useTranslation();
  const latest = monthOf(new Date());
  const step = (n: number, label: string, Icon: typeof IconChevronLeft, disabled: boolean) => (
    <Tooltip label={label} withinPortal>
      <ActionIcon variant="default" size="lg" aria-label={label} disabled={disabled} onClick={() => onChange(addMonths(value, n))}>
        <Icon size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      {step(-1, t('billing.statements.previousMonth'), IconChevronLeft, false)}
      <NativeSelect
        label={t('billing.statements.month')}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        data={monthsOffered(value).map((m) => ({ value: m, label: monthLabel(m) }))}
        miw={180}
      />
      {step(1, t('billing.statements.nextMonth'), IconChevronRight, value >= latest)}
    </Group>
  );
}
