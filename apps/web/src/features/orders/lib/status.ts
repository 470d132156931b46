import type { OrderStatus } from '@gsn/domain';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleX,
  IconHourglass,
  IconProgress,
  IconUserEdit,
  type TablerIcon,
} from '@tabler/icons-react';

/** Badge colours by how far along the order is. */
export const STATUS_COLORS: Record<OrderStatus, string> = {
  requested: 'blue',
  saved: 'gray',
  confirmed: 'cyan',
  incomplete: 'orange',
  ready: 'indigo',
  processed: 'violet',
  accepted: 'teal',
  assigned: 'teal',
  ordered: 'teal',
  testing: 'lime',
  completed: 'green',
  cancellation: 'orange',
  cancelled: 'red',
  terminated: 'dark',
};

/** Who has the order now, or whether it is over: the class gives the badge its icon and tooltip. */
export type StatusClass = 'customer' | 'provider' | 'progress' | 'done' | 'cancellation' | 'ended';

export const STATUS_CLASS: Record<OrderStatus, StatusClass> = {
  saved: 'customer',
  incomplete: 'customer',
  processed: 'customer',
  requested: 'provider',
  confirmed: 'provider',
  ready: 'provider',
  accepted: 'progress',
  assigned: 'progress',
  ordered: 'progress',
  testing: 'progress',
  completed: 'done',
  cancellation: 'cancellation',
  cancelled: 'ended',
  terminated: 'ended',
};

export const STATUS_CLASS_ICONS: Record<StatusClass, TablerIcon> = {
  customer: IconUserEdit,
  provider: IconHourglass,
  progress: IconProgress,
  done: IconCircleCheck,
  cancellation: IconAlertTriangle,
  ended: IconCircleX,
};

/**
 * The message shown for the current status (spec 2 §4 "messages by status"): requested and saved show the
 * pending check when the requirements are complete (else what is missing); incomplete shows the provider's
 * remarks or the generic message; ready has its own. Returns a translation key under orders.show.statusMessages,
 * or the provider remarks as text.
 */
export function statusMessage(o: {
  status: OrderStatus;
  requirements: { complete: boolean };
  provider_remarks: string | null;
}): { key: string } | { text: string } {
  switch (o.status) {
    case 'requested':
    case 'saved':
    case 'confirmed':
      return {
        key: o.requirements.complete ? 'orders.show.statusMessages.pendingCheck' : 'orders.show.statusMessages.requirementsMissing',
      };
    case 'incomplete':
      return o.provider_remarks?.trim() ? { text: o.provider_remarks.trim() } : { key: 'orders.messages.incompleteGeneric' };
    default:
      return { key: `orders.show.statusMessages.${o.status}` };
  }
}
