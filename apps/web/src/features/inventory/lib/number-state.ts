import type { NumberState } from '@gsn/domain';
import { IconCircleCheck, IconHourglass, IconLock, IconPhoneCall, IconPlugConnected, type TablerIcon } from '@tabler/icons-react';

/** A colour and an icon per state, so that states differ by more than colour. */
export const NUMBER_STATE_LOOK: Readonly<Record<NumberState, { color: string; icon: TablerIcon }>> = {
  available: { color: 'green', icon: IconCircleCheck },
  reserved: { color: 'yellow', icon: IconLock },
  assigned: { color: 'blue', icon: IconPlugConnected },
  active: { color: 'teal', icon: IconPhoneCall },
  aging: { color: 'gray', icon: IconHourglass },
};
