import type { ReactNode } from 'react';
import { Button, Group, Paper, SimpleGrid, type SimpleGridProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
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
