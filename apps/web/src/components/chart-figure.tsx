import { type ReactElement, useId } from 'react';
import { Box, Text } from '@mantine/core';

interface ChartFigureProps {
  /** The figure's caption and accessible name. */
  title: string;
  /** Where the same figures are as text (a table on the page). */
  note: string;
  /** The chart: given role="img" with `summary` as its accessible name by the page. */
  children: ReactElement;
}

/**
 * A chart with a caption and a note saying where its figures are as a table: charts are images to assistive
 * technology (their accessible name summarises them), the table is how the figures are read.
 */
export function ChartFigure({ title, note, children }: ChartFigureProps) {
  const captionId = useId();
  const noteId = useId();
  return (
    <Box component="figure" m={0} aria-labelledby={captionId} aria-describedby={noteId}>
      <Text component="figcaption" id={captionId} fw={600} mb="xs">
        {title}
      </Text>
      {children}
      <Text id={noteId} size="xs" c="dimmed" mt={4}>
        {note}
      </Text>
    </Box>
  );
}
