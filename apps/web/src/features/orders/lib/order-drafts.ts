import { draftKey, listDrafts, readDraft, removeDraft, writeDraft } from '../../../lib/drafts';
import { ORDER_ADD_PATH } from './paths';
import { initialWizard, isStartedWizard, restoreWizard, temporaryOrderKey, type WizardState } from './wizard-state';

/**
 * Orders saved as drafts from the add wizard ("Save draft"), listed under Drafts on the orders list. A new order is
 * no order on the server until it is submitted (POST /orders makes it requested and tells the provider's staff):
 * the server's `saved` status belongs to an existing order edited later, and a wizard stopped on its first steps has
 * no product to order yet. So a draft lives in this browser, per account, like every form draft (lib/drafts.ts):
 * kept 7 days after its last change, removed when the account signs out on purpose.
 */
const PLACE = `${ORDER_ADD_PATH}/drafts/`;

export interface OrderDraft {
  key: string;
  savedAt: string;
  state: WizardState;
}

export function listOrderDrafts(accountId: number): OrderDraft[] {
  return listDrafts<Partial<WizardState>>(accountId, PLACE).map(({ key, draft }) => ({
    key,
    savedAt: draft.savedAt,
    state: restoreWizard(draft.values),
  }));
}

const newId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** Keeps the wizard as a draft of its own (once: the same order twice is one draft); false when there is nothing to keep. */
export function saveOrderDraft(accountId: number, state: WizardState): boolean {
  if (!isStartedWizard(state)) return false;
  const kept = { ...state, terms: false };
  const same = JSON.stringify(restoreWizard(kept));
  if (listOrderDrafts(accountId).some((d) => JSON.stringify(d.state) === same)) return true;
  writeDraft(draftKey(accountId, `${PLACE}${newId()}`), kept);
  return true;
}

/**
 * Puts a draft back into the wizard. The order the wizard holds at that moment is not thrown away: it becomes a
 * draft of its own first.
 */
export function resumeOrderDraft(accountId: number, key: string): WizardState | null {
  const draft = readDraft<Partial<WizardState>>(key);
  if (!draft || !key.startsWith(draftKey(accountId, PLACE))) return null;
  const current = readDraft<Partial<WizardState>>(temporaryOrderKey(accountId));
  if (current) saveOrderDraft(accountId, restoreWizard(current.values));
  const state = restoreWizard(draft.values);
  writeDraft(temporaryOrderKey(accountId), state);
  removeDraft(key);
  return state;
}

export function discardOrderDraft(key: string): WizardState {
  const state = restoreWizard(readDraft<Partial<WizardState>>(key)?.values);
  removeDraft(key);
  return state ?? initialWizard();
}
