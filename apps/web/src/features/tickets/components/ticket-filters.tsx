import { useState } from 'react';
import { Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TICKET_TITLES } from '@gsn/domain/notifications/schemas';
import { TICKET_STATUSES } from '@gsn/domain/tickets/rules';
import { SearchForm } from '../../../components/search-form';
import { BdmSelect, CustomerSelect } from '../../customers';
import type { TicketFilters } from '../api/use-tickets';
import { titleKey } from './ticket-badges';

/**
 * The list's filters; staff also choose a company and an assignee: themselves or nobody in one choice, or anyone of the
 * staff searched on the server (one filter: the last choice counts).
 */
export function TicketFiltersBar(props: { value: TicketFilters; staff: boolean; onSearch: (f: TicketFilters) => void }) {
  const { value, staff, onSearch } = props;
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const set = (patch: Partial<TicketFilters>) => setDraft((d) => ({ ...d, ...patch }));
  return (
    <SearchForm label={t('tickets.list.filters')} cols={{ base: 1, sm: 3 }} onSearch={() => onSearch(draft)}>
      <Select
        label={t('tickets.fields.status')}
        placeholder={t('tickets.list.any')}
        data={TICKET_STATUSES.map((s) => ({ value: s, label: t(`tickets.statuses.${s}`) }))}
        value={draft.status}
        onChange={(v) => set({ status: v })}
        clearable
      />
      <Select
        label={t('tickets.fields.title')}
        placeholder={t('tickets.list.any')}
        data={TICKET_TITLES.map((v) => ({ value: v, label: t(titleKey(v)) }))}
        value={draft.title}
        onChange={(v) => set({ title: v })}
        clearable
      />
      <TextInput
        label={t('tickets.list.search')}
        description={t('tickets.list.searchHint')}
        value={draft.search ?? ''}
        onChange={(e) => {
          const typed = e.currentTarget.value;
          set({ search: typed || null });
        }}
      />
      {staff && (
        <CustomerSelect
          label={t('tickets.fields.company')}
          placeholder={t('tickets.list.any')}
          value={draft.customer_id ? String(draft.customer_id) : null}
          onChange={(v) => set({ customer_id: v ? Number(v) : null })}
        />
      )}
      {staff && (
        <Select
          label={t('tickets.fields.assignee')}
          placeholder={t('tickets.list.any')}
          data={[
            { value: 'me', label: t('tickets.list.assignedToMe') },
            { value: 'none', label: t('tickets.list.unassigned') },
          ]}
          value={draft.assignee === 'me' || draft.assignee === 'none' ? draft.assignee : null}
          onChange={(v) => set({ assignee: v })}
          clearable
        />
      )}
      {staff && (
        <BdmSelect
          label={t('tickets.list.assignedTo')}
          placeholder={t('tickets.list.any')}
          value={draft.assignee && /^\d+$/.test(draft.assignee) ? draft.assignee : null}
          onChange={(v) => set({ assignee: v })}
        />
      )}
    </SearchForm>
  );
}
