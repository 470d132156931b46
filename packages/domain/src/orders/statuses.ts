import { isStaff } from '../accounts/account-types.ts';

/**
 * The order status machine of spec 2 §4, in one place: which action each side may take from which status and
 * where it leads. The server refuses any other move; the web shows exactly these buttons.
 */
export const ORDER_STATUSES = [
  'requested',
  'saved',
  'confirmed',
  'incomplete',
  'ready',
  'processed',
  'accepted',
  'assigned',
  'ordered',
  'testing',
  'completed',
  'cancellation',
  'cancelled',
  'terminated',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Statuses no person's action leaves (spec: completed and cancelled are final; terminated has no way out either). The
 * system ends a completed order as terminated when its last number is disconnected (orders-numbers.ts).
 */
export const FINAL_STATUSES: readonly OrderStatus[] = ['completed', 'cancelled', 'terminated'];

/** The remarks of the system's move of a completed order to terminated, once its last number is disconnected. */
export const TERMINATION_REMARKS = 'All numbers of the order were disconnected';

/** Where a customer may still change the order's data (and where saving or uploading sets `saved`). */
export const CUSTOMER_EDITABLE: readonly OrderStatus[] = ['requested', 'saved', 'confirmed', 'incomplete'];

/** Staff with custom pricing rights (spec 2 §6) see the custom-pricing checkbox in these statuses. */
export const CUSTOM_PRICING_STATUSES: readonly OrderStatus[] = ['requested', 'saved', 'ready', 'confirmed'];
export const CUSTOM_PRICING_ACCOUNT_TYPES: readonly number[] = [100, 110, 120];

export type OrderActor = 'customer' | 'staff';

export const ORDER_ACTIONS = [
  'save',
  'submit',
  'cancel',
  'confirm',
  'process',
  'incomplete',
  'accept',
  'assign',
  'order',
  'test',
  'complete',
  'cancel_confirm',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

interface Move {
  action: OrderAction;
  actor: OrderActor;
  from: readonly OrderStatus[];
  to: OrderStatus;
  /** The order's requirements must be complete (spec 2 §5). */
  needsRequirements?: boolean;
  /** The order must carry a custom tariff (spec 2 §4 "with custom pricing on"). */
  needsCustomPricing?: boolean;
  /** Provider remarks are expected (incomplete: shown to the customer). */
  remarksExpected?: boolean;
}

export const ORDER_MOVES: readonly Move[] = [
  // customers
  { action: 'save', actor: 'customer', from: CUSTOMER_EDITABLE, to: 'saved' },
  { action: 'submit', actor: 'customer', from: CUSTOMER_EDITABLE, to: 'ready', needsRequirements: true },
  { action: 'confirm', actor: 'customer', from: ['processed'], to: 'confirmed' },
  {
    action: 'cancel',
    actor: 'customer',
    from: ['requested', 'saved', 'confirmed', 'incomplete', 'processed', 'ready', 'accepted', 'assigned', 'ordered', 'testing'],
    to: 'cancellation',
  },
  // staff
  { action: 'save', actor: 'staff', from: ['requested', 'saved', 'confirmed', 'ready'], to: 'saved' },
  { action: 'process', actor: 'staff', from: ['requested', 'saved', 'confirmed'], to: 'processed', needsCustomPricing: true },
  { action: 'incomplete', actor: 'staff', from: ['ready'], to: 'incomplete', remarksExpected: true },
  { action: 'accept', actor: 'staff', from: ['ready'], to: 'accepted', needsRequirements: true },
  { action: 'assign', actor: 'staff', from: ['accepted'], to: 'assigned' },
  { action: 'order', actor: 'staff', from: ['assigned'], to: 'ordered' },
  { action: 'test', actor: 'staff', from: ['ordered'], to: 'testing' },
  { action: 'complete', actor: 'staff', from: ['testing'], to: 'completed' },
  { action: 'cancel_confirm', actor: 'staff', from: ['cancellation'], to: 'cancelled' },
];

export const actorOf = (accountTypeId: number): OrderActor => (isStaff(accountTypeId) ? 'staff' : 'customer');

export interface OrderFacts {
  status: OrderStatus;
  requirementsComplete: boolean;
  customPricing: boolean;
}

export type MoveRefusal = 'not_allowed' | 'requirements_missing' | 'custom_pricing_missing';

/** The moves an actor is offered now (the buttons), with whether each is possible. */
export function availableActions(actor: OrderActor, o: OrderFacts): { action: OrderAction; to: OrderStatus; possible: boolean }[] {
  return ORDER_MOVES.filter((m) => m.actor === actor && m.from.includes(o.status)).map((m) => ({
    action: m.action,
    to: m.to,
    possible: (!m.needsRequirements || o.requirementsComplete) && (!m.needsCustomPricing || o.customPricing),
  }));
}

/** Checks one move; returns the new status or why it is refused. */
export function decideMove(
  actor: OrderActor,
  action: OrderAction,
  o: OrderFacts,
): { ok: true; to: OrderStatus } | { ok: false; reason: MoveRefusal } {
  const move = ORDER_MOVES.find((m) => m.actor === actor && m.action === action && m.from.includes(o.status));
  if (!move) return { ok: false, reason: 'not_allowed' };
  if (move.needsRequirements && !o.requirementsComplete) return { ok: false, reason: 'requirements_missing' };
  if (move.needsCustomPricing && !o.customPricing) return { ok: false, reason: 'custom_pricing_missing' };
  return { ok: true, to: move.to };
}

/**
 * Spec 2 §2 edit wizard: in these statuses (and in ready for a customer) the wizard is skipped and only the
 * confirmation page shows.
 */
export function confirmationOnly(actor: OrderActor, status: OrderStatus): boolean {
  const skipped: readonly OrderStatus[] = [
    'processed',
    'accepted',
    'assigned',
    'ordered',
    'testing',
    'completed',
    'cancellation',
    'cancelled',
    'terminated',
  ];
  return skipped.includes(status) || (actor === 'customer' && status === 'ready');
}

/** Spec 2 §4 "after an order update": confirmed reloads the page, saved stays, anything else goes to the list. */
export function afterUpdate(status: OrderStatus): 'reload' | 'stay' | 'list' {
  return status === 'confirmed' ? 'reload' : status === 'saved' ? 'stay' : 'list';
}

/** May this account type put a custom tariff on an order in this status? */
export function mayCustomPrice(accountTypeId: number, status: OrderStatus): boolean {
  return CUSTOM_PRICING_ACCOUNT_TYPES.includes(accountTypeId) && CUSTOM_PRICING_STATUSES.includes(status);
}
