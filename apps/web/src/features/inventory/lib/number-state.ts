import type { NumberState } from '@gsn/domain';
import { IconCircleCheck, IconHourglass, IconLock, IconPhoneCall, IconPlugConnected, type TablerIcon } from '@tabler/icons-react';

/**
 * What the number's life adds to an inventory row (docs/api-numbers.md, Inventory): optional here so that the
 * screens read rows of a server that does not send them yet as "no state" instead of failing.
 */
export interface NumberLifeFields {
  state?: NumberState | null;
  state_changed_at?: string | null;
  reserved_until?: string | null;
  aging_until?: string | null;
}

/** A colour and an icon per state, so that states differ by more than colour. */
export const NUMBER_STATE_LOOK: Readonly<Record<NumberState, { color: string; icon: TablerIcon }>> = {
  available: { color: 'green', icon: IconCircleCheck },
  reserved: { color: 'yellow', icon: IconLock },
  assigned: { color: 'blue', icon: IconPlugConnected },
  active: { color: 'teal', icon: IconPhoneCall },
  aging: { color: 'gray', icon: IconHourglass },
};
