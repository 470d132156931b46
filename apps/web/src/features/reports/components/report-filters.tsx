import { type ReactNode, useState } from 'react';
import { Select, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CALL_DIRECTIONS, type CallDirection } from '@gsn/domain';
import { JurisdictionSelect, ServiceTypeSelect } from '../../../components/catalogue-selects';
import { FilterForm } from '../../../components/search-form';
import { CustomerSelect } from '../../customers';
import { useCallCities, useCallJurisdictions } from '../api/use-reports';
import { type CallReportFilters, type CallSearchFilters, dateErrors, NO_CALL_FILTERS, NO_CALL_SEARCH, searchErrors } from '../lib/filters';
import { CallSearchFields } from './call-search-fields';
import { CallDateInput, ReportDatesProvider } from './dates-provider';

const withCurrent = (list: string[], current: string | null) => (current && !list.includes(current) ? [current, ...list] : list);

interface ReportFiltersProps {
  value: CallReportFilters;
  /** Provider staff also choose a customer company (spec 2 §6: the customer filter is staff only). */
  staff: boolean;
  /** The daily report and the call records take a date range; the hourly report its own days (`children`). */
  withRange: boolean;
  /** The call records' search (numbers, causes, seconds): its fields are shown only when given. */
  search?: CallSearchFilters;
  /** Called with valid filters only (the date and search rules are checked first). */
  onSearch: (filters: CallReportFilters, search: CallSearchFilters) => void;
  /** Further fields under the filters (the hourly report's days). */
  children?: ReactNode;
}

/**
 * Spec 2 §2 Reports filters: customer (staff), service type, jurisdiction and city of the calls (the city once a
 * jurisdiction is chosen), direction, from and to dates (UTC days); the spec's messages under the date fields
 * when from is after to. Applied with Search.
 */
export function ReportFilters({ value, staff, withRange, search, onSearch, children }: ReportFiltersProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<CallReportFilters>(value);
  const [searchDraft, setSearchDraft] = useState<CallSearchFilters>(search ?? NO_CALL_SEARCH);
  const searchErrs = search ? searchErrors(searchDraft) : {};
  const [customerName, setCustomerName] = useState<string | null>(null);
  const jurisdictions = useCallJurisdictions();
  const cities = useCallCities(draft.jurisdiction);
  const set = (patch: Partial<CallReportFilters>) => setDraft((d) => ({ ...d, ...patch }));
  const errors = withRange ? dateErrors(draft) : {};
  const any = t('reports.filters.any');

  return (
    <FilterForm
      label={t('reports.filters.label')}
      clearLabel={t('reports.filters.clear')}
      onSubmit={() => {
        if (errors.fromDate || errors.toDate || Object.keys(searchErrs).length) return;
        onSearch(
          {
            ...draft,
            customer_id: staff ? draft.customer_id : null,
            fromDate: withRange ? draft.fromDate : null,
            toDate: withRange ? draft.toDate : null,
          },
          searchDraft,
        );
      }}
      onClear={() => {
        setDraft(NO_CALL_FILTERS);
        setSearchDraft(NO_CALL_SEARCH);
        setCustomerName(null);
        onSearch(NO_CALL_FILTERS, NO_CALL_SEARCH);
      }}
    >
      <ReportDatesProvider>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: withRange ? 4 : staff ? 5 : 4 }} style={{ alignItems: 'start' }}>
          {staff && (
            <CustomerSelect
              label={t('reports.filters.customer')}
              placeholder={any}
              value={draft.customer_id ? String(draft.customer_id) : null}
              selectedName={customerName}
              onChange={(v, label) => {
                setCustomerName(label);
                set({ customer_id: v ? Number(v) : null });
              }}
            />
          )}
          <ServiceTypeSelect
            label={t('reports.fields.service_type')}
            placeholder={any}
            value={draft.service_type}
            onChange={(service_type) => set({ service_type })}
          />
          <JurisdictionSelect
            label={t('reports.fields.jurisdiction')}
            placeholder={any}
            names={jurisdictions.data ?? []}
            fetching={jurisdictions.isFetching}
            value={draft.jurisdiction}
            onChange={(jurisdiction) => set({ jurisdiction, city: null })}
          />
          <Select
            label={t('reports.fields.city')}
            placeholder={draft.jurisdiction ? any : t('reports.filters.jurisdictionFirst')}
            data={withCurrent(cities.data ?? [], draft.city)}
            value={draft.city}
            onChange={(city) => set({ city })}
            disabled={!draft.jurisdiction}
            searchable
            clearable
            nothingFoundMessage={t('common.noData')}
            autoComplete="off"
          />
          <Select
            label={t('reports.fields.direction')}
            placeholder={any}
            data={CALL_DIRECTIONS.map((d) => ({ value: d, label: t(`reports.direction.${d}`) }))}
            value={draft.direction}
            onChange={(direction) => set({ direction: direction as CallDirection | null })}
            clearable
          />
          {withRange &&
            (['fromDate', 'toDate'] as const).map((field) => (
              <CallDateInput
                key={field}
                label={t(`reports.filters.${field}`)}
                placeholder={t(field === 'fromDate' ? 'reports.filters.fromDefault' : 'reports.filters.toDefault')}
                clearable
                value={draft[field]}
                onChange={(day) => set({ [field]: day })}
                error={errors[field] && t(`reports.messages.${errors[field]}`)}
              />
            ))}
          {search && (
            <CallSearchFields value={searchDraft} onChange={(patch) => setSearchDraft((d) => ({ ...d, ...patch }))} errors={searchErrs} />
          )}
        </SimpleGrid>
        {children}
      </ReportDatesProvider>
    </FilterForm>
  );
}
