import type { ReactNode } from 'react';
import { Button, Group, Paper, SimpleGrid, type SimpleGridProps } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      p="md"
      component="form"
      role="search"
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch();
      }}
    >
      <SimpleGrid cols={cols} style={{ alignItems: 'end' }}>
        {children}
        <Group>
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
            {t('common.search')}
          </Button>
        </Group>
      </SimpleGrid>
    </Paper>
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
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      p="md"
      component="form"
      role="search"
      aria-label={label}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <Group justify="flex-end" mt="md">
        <Button variant="default" leftSection={<IconX size={16} aria-hidden />} onClick={onClear}>
          {clearLabel}
        </Button>
        <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
          {t('common.search')}
        </Button>
      </Group>
    </Paper>
  );
}
