import { MultiSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Q850_CAUSE_NAMES } from '@gsn/domain';
import type { CallSearchFilters, ReportMessageKey, SearchField } from '../lib/filters';

const KNOWN_CAUSES = Object.keys(Q850_CAUSE_NAMES);

interface CallSearchFieldsProps {
  value: CallSearchFilters;
  onChange: (patch: Partial<CallSearchFilters>) => void;
  errors: Partial<Record<SearchField, ReportMessageKey>>;
}

/**
 * The call records' own search, inside the report filters' grid: the start of the calling and called numbers, the
 * Q.850 release causes (any of them) and the answered seconds. Values come from the address as written, so that a
 * shared link with a wrong value shows what is wrong on its field.
 */
export function CallSearchFields({ value, onChange, errors }: CallSearchFieldsProps) {
  const { t, i18n } = useTranslation();
  const error = (field: SearchField) => errors[field] && t(`reports.messages.${errors[field]}`);
  const causes = value.cause
    ? value.cause
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean)
    : [];
  // a cause the address names beyond the known ones stays an option, so it can be seen and removed
  const options = [...new Set([...KNOWN_CAUSES, ...causes])].map((c) => {
    const key = `reports.causes.c${c}`;
    return { value: c, label: `${c} · ${i18n.exists(key) ? t(key) : t('reports.causeBreakdown.otherCause', { cause: c })}` };
  });
  const text = (field: SearchField, label: string, extra: { placeholder?: string; inputMode?: 'numeric' | 'tel' } = {}) => (
    <TextInput
      label={label}
      value={value[field] ?? ''}
      onChange={(e) => onChange({ [field]: e.currentTarget.value || null })}
      error={error(field)}
      autoComplete="off"
      {...extra}
    />
  );

  return (
    <>
      {text('calling_prefix', t('reports.search.callingPrefix'), { placeholder: t('reports.search.prefixPlaceholder'), inputMode: 'tel' })}
      {text('called_prefix', t('reports.search.calledPrefix'), { placeholder: t('reports.search.prefixPlaceholder'), inputMode: 'tel' })}
      <MultiSelect
        label={t('reports.search.cause')}
        placeholder={causes.length ? undefined : t('reports.filters.any')}
        data={options}
        value={causes}
        onChange={(list) => onChange({ cause: list.length ? list.join(',') : null })}
        error={error('cause')}
        searchable
        clearable
        nothingFoundMessage={t('common.noData')}
      />
      {text('min_duration', t('reports.search.minDuration'), { inputMode: 'numeric' })}
      {text('max_duration', t('reports.search.maxDuration'), { inputMode: 'numeric' })}
    </>
  );
}
