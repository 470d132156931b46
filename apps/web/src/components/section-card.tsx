import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';

interface SectionCardProps {
  /** Names the heading (`${id}-title`) the section is labelled by. */
  id: string;
  title: string;
  /** A line under the heading. */
  text?: string;
  children: ReactNode;
}

/** A titled, bordered section of a page (the profile's, an edit page's extra settings), labelled by its heading. */
export function SectionCard({ id, title, text, children }: SectionCardProps) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={`${id}-title`}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id={`${id}-title`}>
            {title}
          </Title>
          {text && (
            <Text size="sm" c="dimmed">
              {text}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
