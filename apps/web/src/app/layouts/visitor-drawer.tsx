import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';

/** The small-screen navigation drawer of the visitor area (loaded with its first opening). */
export function VisitorDrawer({
  opened,
  onClose,
  title,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  return (
    <Drawer opened={opened} onClose={onClose} title={title} size="xs" hiddenFrom="sm">
      {children}
    </Drawer>
  );
}
