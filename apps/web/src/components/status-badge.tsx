import { Badge, Tooltip } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';

interface StatusBadgeProps {
  /** The full, translated label (never cut). */
  label: string;
  /** The tooltip: what the status means (defaults to the label). */
  description?: string;
  color: string;
  /** The icon of the status class, so that statuses differ by more than colour. */
  icon: TablerIcon;
  /** The status value, as data-status for tests and styling. */
  status?: string;
  variant?: 'light' | 'filled' | 'outline';
}

/**
 * A status as a badge that is readable in any column width and language: the whole label (wrapping between words),
 * a distinct icon per status class and a tooltip.
 */
export function StatusBadge({ label, description, color, icon: Icon, status, variant = 'light' }: StatusBadgeProps) {
  return (
    <Tooltip label={description ?? label} withinPortal openDelay={300} multiline maw={280}>
      <Badge
        color={color}
        variant={variant}
        tt="none"
        leftSection={<Icon size={12} aria-hidden />}
        classNames={{ root: 'status-badge', label: 'status-badge-label' }}
        data-status={status}
      >
        {label}
      </Badge>
    </Tooltip>
  );
}
