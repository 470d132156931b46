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
 * pending check when the requirements are complete (else what is missing); incomplete shows why — the message staff
 * gave with the move (`incomplete_reason`), else the provider's remarks, else the spec's generic message; ready has
 * its own. Returns a translation key under orders.show.statusMessages, or the reason as text.
 */
export function statusMessage(o: {
  status: OrderStatus;
  requirements: { complete: boolean };
  provider_remarks: string | null;
  incomplete_reason?: string | null;
}): { key: string } | { text: string } {
  switch (o.status) {
    case 'requested':
    case 'saved':
    case 'confirmed':
      return {
        key: o.requirements.complete ? 'orders.show.statusMessages.pendingCheck' : 'orders.show.statusMessages.requirementsMissing',
      };
    case 'incomplete': {
      const reason = o.incomplete_reason?.trim() || o.provider_remarks?.trim();
      return reason ? { text: reason } : { key: 'orders.messages.incompleteGeneric' };
    }
    default:
      return { key: `orders.show.statusMessages.${o.status}` };
  }
}
