import type { OrderStatus } from '@gsn/domain';

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
  cancellation: 'yellow',
  cancelled: 'red',
  terminated: 'dark',
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
