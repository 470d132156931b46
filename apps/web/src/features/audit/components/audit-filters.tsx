import { useState } from 'react';
import { Autocomplete, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTOR_KINDS, type AuditActorKind } from '@gsn/domain';
import { DateField } from '../../../components/date-field';
import { FilterForm } from '../../../components/search-form';
import { CustomerSelect } from '../../customers';
import { type AuditFilterValues, auditFilterErrors, NO_AUDIT_FILTERS } from '../lib/filters';
import { actionOptions, actorKindLabel } from '../lib/labels';

interface AuditFiltersProps {
  value: AuditFilterValues;
  /** Provider staff also choose a company; a customer always reads its own. */
  staff: boolean;
  /** Called with valid filters only. */
  onSearch: (filters: AuditFilterValues) => void;
}

/** A day of the range as the date field holds it (a date and time from a shared link shows as its day). */
const dayOf = (v: string | null) => (v ? v.slice(0, 10) : null);

/** The typed texts without their surrounding spaces; blank is no filter. */
const trimmed = (f: AuditFilterValues): AuditFilterValues => {
  const out = { ...f };
  for (const k of ['action', 'subject_kind', 'subject_id', 'q'] as const) out[k] = f[k]?.trim() || null;
  return out;
};

/**
 * The audit trail's filters: time range (UTC days), action (one, or a resource's whole set), who acted (its kind),
 * the record (its kind and id), the company (staff) and a text that matches the acting e-mail or the record's id.
 * Applied with Search; the address keeps them.
 */
export function AuditFilters({ value, staff, onSearch }: AuditFiltersProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<AuditFilterValues>(value);
  const set = (patch: Partial<AuditFilterValues>) => setDraft((d) => ({ ...d, ...patch }));
  const errors = auditFilterErrors(trimmed(draft));
  const any = t('audit.filters.any');
  const text = (v: string) => v || null;

  return (
    <FilterForm
      label={t('audit.filters.label')}
      clearLabel={t('audit.filters.clear')}
      onSubmit={() => {
        if (Object.keys(errors).length) return;
        onSearch({ ...trimmed(draft), customer_id: staff ? draft.customer_id : null });
      }}
      onClear={() => {
        setDraft(NO_AUDIT_FILTERS);
        onSearch(NO_AUDIT_FILTERS);
      }}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} style={{ alignItems: 'start' }}>
        <DateField
          label={t('audit.filters.from')}
          value={dayOf(draft.from)}
          onChange={(day) => set({ from: day || null })}
          error={errors.from && t(`audit.messages.${errors.from}`)}
        />
        <DateField
          label={t('audit.filters.to')}
          value={dayOf(draft.to)}
          onChange={(day) => set({ to: day || null })}
          error={errors.to && t(`audit.messages.${errors.to}`)}
        />
        <Autocomplete
          label={t('audit.filters.action')}
          description={t('audit.filters.actionHint')}
          placeholder={any}
          data={actionOptions(t)}
          value={draft.action ?? ''}
          onChange={(v) => set({ action: text(v) })}
          error={errors.action && t(`audit.messages.${errors.action}`)}
          limit={50}
          autoComplete="off"
        />
        <Select
          label={t('audit.filters.actorKind')}
          placeholder={any}
          data={AUDIT_ACTOR_KINDS.map((k) => ({ value: k, label: actorKindLabel(t, k) }))}
          value={draft.actor_kind}
          onChange={(v) => set({ actor_kind: (v as AuditActorKind | null) ?? null })}
          clearable
        />
        <TextInput
          label={t('audit.filters.subjectKind')}
          placeholder={any}
          value={draft.subject_kind ?? ''}
          onChange={(e) => set({ subject_kind: text(e.currentTarget.value) })}
          autoComplete="off"
        />
        <TextInput
          label={t('audit.filters.subjectId')}
          placeholder={any}
          value={draft.subject_id ?? ''}
          onChange={(e) => set({ subject_id: text(e.currentTarget.value) })}
          autoComplete="off"
        />
        {staff && (
          <CustomerSelect
            label={t('audit.filters.customer')}
            placeholder={any}
            value={draft.customer_id ? String(draft.customer_id) : null}
            onChange={(v) => set({ customer_id: v ? Number(v) : null })}
          />
        )}
        <TextInput
          label={t('audit.filters.q')}
          description={t('audit.filters.qHint')}
          value={draft.q ?? ''}
          onChange={(e) => set({ q: text(e.currentTarget.value) })}
          autoComplete="off"
        />
      </SimpleGrid>
    </FilterForm>
  );
}
