import type { OrderDetail } from '../../api/use-orders';
import {
  initialPricing,
  initialTextValues,
  type PricingValues,
  pricingPayload,
  type TextValues,
  textIssues,
  textPayload,
} from './edit-model';

/** What the order editor holds while the order is edited: the typed fields, the staff inputs, their errors. */
export interface EditorState {
  values: TextValues;
  errors: Record<string, string>;
  remarks: string;
  customOn: boolean;
  pricing: PricingValues;
  pricingErrors: Record<string, string>;
}

export type EditorAction =
  | { type: 'value'; name: string; value: string }
  | { type: 'errors'; errors: Record<string, string> }
  | { type: 'remarks'; value: string }
  | { type: 'customOn'; value: boolean }
  | { type: 'pricing'; field: string; value: string }
  | { type: 'pricingErrors'; errors: Record<string, string> }
  | { type: 'clearErrors' };

/** The editor's state for an order as loaded (the typed `names` from the order, the pricing from its tariff). */
export function initialEditorState(order: OrderDetail, names: readonly string[]): EditorState {
  return {
    values: initialTextValues(order, names),
    errors: {},
    remarks: order.provider_remarks ?? '',
    customOn: !!order.custom_tariff,
    pricing: initialPricing(order),
    pricingErrors: {},
  };
}

/** The editor's transitions; typing in a field clears its error. */
export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'value':
      return {
        ...state,
        values: { ...state.values, [action.name]: action.value },
        errors: state.errors[action.name] ? { ...state.errors, [action.name]: '' } : state.errors,
      };
    case 'errors':
      return { ...state, errors: action.errors };
    case 'remarks':
      return { ...state, remarks: action.value };
    case 'customOn':
      return { ...state, customOn: action.value };
    case 'pricing':
      return { ...state, pricing: { ...state.pricing, [action.field]: action.value } };
    case 'pricingErrors':
      return { ...state, pricingErrors: action.errors };
    case 'clearErrors':
      return { ...state, errors: {}, pricingErrors: {} };
  }
}

/** What a save sends, or why it cannot be sent: a typed field's format, or custom amounts that are not amounts. */
export type UpdatePlan =
  | { kind: 'send'; body: Record<string, unknown> }
  | { kind: 'text'; issues: ReturnType<typeof textIssues> }
  | { kind: 'pricing'; fields: string[] };

/** What a move records in the order's history: the message to the customer, staff's internal note, a short reason. */
export interface MoveRecord {
  remarks?: string;
  internal_note?: string;
  short_reason?: string;
}

/**
 * The PUT body of a move to `status` (the caller's data and the updatedAt last seen): a customer's typed fields
 * (`checked` are checked first), staff's remarks and custom pricing, and what the move records in the history
 * (the internal note only from staff).
 */
export function planUpdate(
  order: OrderDetail,
  state: EditorState,
  who: { customerEditable: boolean; isStaff: boolean; names: readonly string[] },
  status: OrderDetail['status'],
  checked: readonly string[],
  move: MoveRecord = {},
): UpdatePlan {
  const body: Record<string, unknown> = { status, updatedAt: order.updatedAt };
  if (who.customerEditable) {
    const issues = textIssues(state.values, checked);
    if (issues.length) return { kind: 'text', issues };
    Object.assign(body, textPayload(state.values, who.names));
  }
  if (who.isStaff) {
    body.provider_remarks = state.remarks.trim() || null;
    if (order.may_custom_price) {
      if (state.customOn) {
        const priced = pricingPayload(order, state.pricing);
        if (!priced.ok) return { kind: 'pricing', fields: priced.fields };
        body.custom_tariff = priced.tariff;
      } else {
        body.custom_tariff = null;
      }
    }
  }
  if (move.remarks?.trim()) body.remarks = move.remarks.trim();
  if (who.isStaff && move.internal_note?.trim()) body.internal_note = move.internal_note.trim();
  if (move.short_reason?.trim()) body.short_reason = move.short_reason.trim();
  return { kind: 'send', body };
}
