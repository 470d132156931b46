import type { ReactNode } from 'react';
import { Table } from '@mantine/core';

interface ScrollTableProps {
  /** What the table holds: the scrolling region's name for screen readers. */
  label: string;
  minWidth: number;
  /** Receives the scrolling viewport (to see whether it overflows). */
  viewportRef?: (el: HTMLDivElement | null) => void;
  children: ReactNode;
}

/**
 * A table wider than the screen that scrolls sideways: its viewport is a named region that takes the keyboard focus,
 * so that a table with nothing focusable in it (figures only) can still be scrolled by keyboard (WCAG 2.1.1; axe's
 * scrollable-region-focusable). The lists' `ListTable` is one too.
 */
export function ScrollTable({ label, minWidth, viewportRef, children }: ScrollTableProps) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      scrollAreaProps={{ viewportRef, viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } }}
    >
      {children}
    </Table.ScrollContainer>
  );
}
