import type { ReactNode } from 'react';
import { Button, Group, Paper, SimpleGrid, type SimpleGridProps } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The search landmark of a list: a form named `label` that calls `onSubmit` instead of sending itself (`noValidate`:
 * its own checks speak instead of the browser's).
 */
function SearchLandmark(props: { label: string; onSubmit: () => void; noValidate?: boolean; children: ReactNode }) {
  const { label, onSubmit, noValidate, children } = props;
  return (
    <Paper
      withBorder
      p="md"
      component="form"
      role="search"
      aria-label={label}
      noValidate={noValidate}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </Paper>
  );
}

/** The Search button of a list's form. */
function SearchButton() {
  const { t } = useTranslation();
  return (
    <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
      {t('common.search')}
    </Button>
  );
}

interface SearchFormProps {
  /** Accessible name of the search landmark. */
  label: string;
  cols: SimpleGridProps['cols'];
  onSearch: () => void;
  /** The fields, followed by the Search button. */
  children: ReactNode;
}

/** A list's search form: its fields in a grid, applied with Search. */
export function SearchForm({ label, cols, onSearch, children }: SearchFormProps) {
  return (
    <SearchLandmark label={label} onSubmit={onSearch}>
      <SimpleGrid cols={cols} style={{ alignItems: 'end' }}>
        {children}
        <Group>
          <SearchButton />
        </Group>
      </SimpleGrid>
    </SearchLandmark>
  );
}

interface FilterFormProps {
  /** Accessible name of the search landmark. */
  label: string;
  /** The Clear button's text. */
  clearLabel: string;
  /** Search: the form's own checks, then the filters applied. */
  onSubmit: () => void;
  /** Clear: back to no filters, applied at once. */
  onClear: () => void;
  /** The fields. */
  children: ReactNode;
}

/** A list's filter form: its fields, then Clear and Search (the reports', the inventory's, the audit trail's). */
export function FilterForm({ label, clearLabel, onSubmit, onClear, children }: FilterFormProps) {
  return (
    <SearchLandmark label={label} onSubmit={onSubmit} noValidate>
      {children}
      <Group justify="flex-end" mt="md">
        <Button variant="default" leftSection={<IconX size={16} aria-hidden />} onClick={onClear}>
          {clearLabel}
        </Button>
        <SearchButton />
      </Group>
    </SearchLandmark>
  );
}
