import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';

/** Which rows of a table have their details open (each toggled on its own). */
export function useOpenRows<K>() {
  const [open, setOpen] = useState<Set<K>>(new Set());
  const toggle = (key: K) =>
    setOpen((s) => {
      const next = new Set(s);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  return { isOpen: (key: K) => open.has(key), toggle };
}

interface DisclosureButtonProps {
  expanded: boolean;
  /** The id of what it opens (named only while open, when that is on the page). */
  controls: string;
  /** The visible label. */
  label: string;
  /** The accessible name, naming the row it opens. */
  name: string;
  onToggle: () => void;
}

/** A row's details button: a disclosure that says whether it is open and which row's details it opens. */
export function DisclosureButton({ expanded, controls, label, name, onToggle }: DisclosureButtonProps) {
  return (
    <Button
      size="xs"
      variant="subtle"
      aria-expanded={expanded}
      aria-controls={expanded ? controls : undefined}
      aria-label={name}
      leftSection={expanded ? <IconChevronDown size={14} aria-hidden /> : <IconChevronRight size={14} aria-hidden />}
      onClick={onToggle}
    >
      {label}
    </Button>
  );
}
