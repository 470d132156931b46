import { useState } from 'react';
import { ActionIcon, Button } from '@mantine/core';
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
  /** The chevron alone (a narrow column on a phone): `name` still says what it opens. */
  iconOnly?: boolean;
}

/** A row's details button: a disclosure that says whether it is open and which row's details it opens. */
export function DisclosureButton({ expanded, controls, label, name, onToggle, iconOnly = false }: DisclosureButtonProps) {
  const state = { 'aria-expanded': expanded, 'aria-controls': expanded ? controls : undefined, 'aria-label': name, onClick: onToggle };
  const Chevron = expanded ? IconChevronDown : IconChevronRight;
  if (iconOnly) {
    return (
      <ActionIcon variant="subtle" {...state}>
        <Chevron size={16} aria-hidden />
      </ActionIcon>
    );
  }
  return (
    <Button size="xs" variant="subtle" leftSection={<Chevron size={14} aria-hidden />} {...state}>
      {label}
    </Button>
  );
}
