import { useState } from 'react';
import { Select, SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';
import { FilterForm } from '../../../components/search-form';
import { NO_NOTIFICATION_FILTERS, type NotificationFilters, notificationFilterErrors } from '../api/notification-list';
import { notificationQueries } from '../api/use-notifications';

interface NotificationFiltersFormProps {
  value: NotificationFilters;
  /** Called with filters the domain's rules accept. */
  onSearch: (filters: NotificationFilters) => void;
}

/** A category's name in the reader's language, else the category as the server names it. */
export function useCategoryLabel() {
  const { t, i18n } = useTranslation();
  return (category: string) => {
    const key = `notifications.categories.${category}`;
    return i18n.exists(key) ? t(key) : category;
  };
}

/**
 * The notifications list's filters: read or unread, the category of the notification's type (the categories of the
 * reader's own notifications) and the days created (UTC); the domain's messages under a wrong field.
 */
export function NotificationFiltersForm({ value, onSearch }: NotificationFiltersFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<NotificationFilters>(value);
  const categories = useQuery({ ...notificationQueries.categories(), select: (r) => r.data });
  const label = useCategoryLabel();
  const errors = notificationFilterErrors(draft);
  const error = (field: keyof typeof errors) => errors[field] && t(`notifications.messages.${errors[field]}`);
  const set = (patch: Partial<NotificationFilters>) => setDraft((d) => ({ ...d, ...patch }));
  const names = categories.data ?? [];
  // a category of the address the reader has none of stays a choice, so that it can be seen and cleared
  const choices = draft.category && !names.includes(draft.category) ? [draft.category, ...names] : names;

  return (
    <FilterForm
      label={t('notifications.filters.label')}
      clearLabel={t('notifications.filters.clear')}
      onSubmit={() => {
        if (Object.keys(errors).length === 0) onSearch(draft);
      }}
      onClear={() => {
        setDraft(NO_NOTIFICATION_FILTERS);
        onSearch(NO_NOTIFICATION_FILTERS);
      }}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} style={{ alignItems: 'start' }}>
        <Select
          label={t('notifications.filters.read')}
          placeholder={t('notifications.filters.any')}
          data={[
            { value: 'true', label: t('notifications.filters.unread') },
            { value: 'false', label: t('notifications.filters.readOnly') },
          ]}
          value={draft.unread}
          onChange={(v) => set({ unread: v as NotificationFilters['unread'] })}
          clearable
        />
        <Select
          label={t('notifications.fields.category')}
          placeholder={t('notifications.filters.any')}
          data={choices.map((c) => ({ value: c, label: label(c) }))}
          value={draft.category}
          onChange={(category) => set({ category })}
          error={error('category')}
          searchable
          clearable
          nothingFoundMessage={t('common.noData')}
        />
        <DateField
          label={t('notifications.filters.fromDate')}
          value={draft.fromDate}
          onChange={(d) => set({ fromDate: d || null })}
          error={error('fromDate')}
        />
        <DateField
          label={t('notifications.filters.toDate')}
          value={draft.toDate}
          onChange={(d) => set({ toDate: d || null })}
          error={error('toDate')}
        />
      </SimpleGrid>
    </FilterForm>
  );
}
