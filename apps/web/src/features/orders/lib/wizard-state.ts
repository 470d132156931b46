import { CHARGE_FIELDS, type ChargeField, defaultReference } from '@gsn/domain';
import type { ProductView } from '../../coverage';
import type { HeldNumber } from '../../inventory';
import { draftKey, readDraft, removeDraft, writeDraft } from '../../../lib/drafts';
import { ORDER_ADD_PATH } from './paths';

/**
 * The add-order wizard (spec 2 §2 Add order wizard) as a pure state machine:
 * 0 number type search, 1 select product, 2 product features, 3 order details, 4 submit order.
 * Movement: searching (0 → 1) runs the search; selecting a product goes to 2; back from 2 clears the product;
 * back from 1 clears the results; back from 3 resets the translation settings. A customer may hold specific numbers
 * of the product's stock on the details step (`numbers`, "choose your numbers"); they belong to the chosen product
 * and city, so a new search, another product and going back past the product drop them (the page gives them back).
 */
export type WizardStep = 0 | 1 | 2 | 3 | 4;

export interface OrderSearch {
  /** Staff choose the customer; customers order for their own company. */
  customer_id: string | null;
  customer_name: string | null;
  service_type: string | null;
  jurisdiction: string | null;
  /** DID and SIP Trunking only. */
  city: string | null;
}

export interface OrderDetailsValues {
  number_quantity: number | '';
  channel_quantity: number | '';
  reference: string;
  additional_remarks: string;
  translation_number_required: boolean;
  translation_number_format: string;
  translation_number_prefix: string;
  translation_number_to: string;
  porting: boolean;
  porting_number_to: string;
  custom_pricing: boolean;
  custom_tariff: Record<ChargeField, string> & { currency: string };
}

export interface WizardState {
  step: WizardStep;
  search: OrderSearch;
  /** The search that ran (step 1's results); null when there are no results. */
  query: OrderSearch | null;
  /** Results page, 1-based. */
  page: number;
  product: ProductView | null;
  details: OrderDetailsValues;
  terms: boolean;
  /** Numbers held for the customer from the product's stock, sent as `reserved_numbers`; none: staff pick them. */
  numbers: HeldNumber[];
}

export const EMPTY_SEARCH: OrderSearch = { customer_id: null, customer_name: null, service_type: null, jurisdiction: null, city: null };

export const TRANSLATION_DEFAULTS = {
  translation_number_required: false,
  translation_number_format: 'e.164',
  translation_number_prefix: '',
  translation_number_to: '',
} as const;

export function emptyCustomTariff(): OrderDetailsValues['custom_tariff'] {
  const charges = Object.fromEntries(CHARGE_FIELDS.map((f) => [f, ''])) as Record<ChargeField, string>;
  return { ...charges, currency: 'USD' };
}

export function emptyDetails(): OrderDetailsValues {
  return {
    number_quantity: '',
    channel_quantity: '',
    reference: '',
    additional_remarks: '',
    ...TRANSLATION_DEFAULTS,
    porting: false,
    porting_number_to: '',
    custom_pricing: false,
    custom_tariff: emptyCustomTariff(),
  };
}

export function initialWizard(): WizardState {
  return { step: 0, search: { ...EMPTY_SEARCH }, query: null, page: 1, product: null, details: emptyDetails(), terms: false, numbers: [] };
}

export type WizardAction =
  | { type: 'editSearch'; search: OrderSearch }
  | { type: 'search'; search: OrderSearch }
  | { type: 'page'; page: number }
  | { type: 'select'; product: ProductView }
  | { type: 'addToOrder'; random?: () => number }
  | { type: 'details'; details: OrderDetailsValues }
  | { type: 'toSubmit' }
  | { type: 'terms'; accepted: boolean }
  /** Numbers just held: added, or their end updated. */
  | { type: 'hold'; numbers: HeldNumber[] }
  /** Holds given back or ended. */
  | { type: 'release'; ids: number[] }
  /** The server's holds when the wizard came back: of `checked`, those not in `held` are no longer held. */
  | { type: 'confirmHolds'; checked: number[]; held: HeldNumber[] }
  | { type: 'back' }
  | { type: 'reset' };

/** The wizard's movement rules; step 0 validation (customer, service type, jurisdiction) is done before `search`. */
export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'editSearch':
      return state.step === 0 ? { ...state, search: action.search } : state;
    case 'search':
      return { ...state, step: 1, search: action.search, query: action.search, page: 1, product: null, numbers: [] };
    case 'page':
      return { ...state, page: action.page };
    case 'select':
      return state.step === 1 ? { ...state, step: 2, product: action.product, numbers: [] } : state;
    case 'addToOrder': {
      if (state.step !== 2 || !state.product) return state;
      const name = state.search.customer_name ?? '';
      const reference = state.details.reference.trim() ? state.details.reference : name ? defaultReference(name, action.random) : '';
      return { ...state, step: 3, details: { ...state.details, reference } };
    }
    case 'details':
      return { ...state, details: action.details };
    case 'toSubmit':
      return state.step === 3 ? { ...state, step: 4, terms: false } : state;
    case 'terms':
      return { ...state, terms: action.accepted };
    case 'hold': {
      const added = new Map(action.numbers.map((n) => [n.id, n]));
      const kept = state.numbers.filter((n) => !added.has(n.id));
      return { ...state, numbers: [...kept, ...action.numbers].sort((a, b) => a.service_number.localeCompare(b.service_number)) };
    }
    case 'release': {
      const gone = new Set(action.ids);
      return state.numbers.some((n) => gone.has(n.id)) ? { ...state, numbers: state.numbers.filter((n) => !gone.has(n.id)) } : state;
    }
    case 'confirmHolds': {
      const checked = new Set(action.checked);
      const held = new Map(action.held.map((n) => [n.id, n]));
      const numbers = state.numbers.flatMap((n) => (!checked.has(n.id) ? [n] : held.has(n.id) ? [{ ...n, ...held.get(n.id) }] : []));
      return { ...state, numbers };
    }
    case 'back':
      switch (state.step) {
        case 1:
          return { ...state, step: 0, query: null, page: 1 };
        case 2:
          return { ...state, step: 1, product: null, numbers: [] };
        case 3:
          return { ...state, step: 2, details: { ...state.details, ...TRANSLATION_DEFAULTS } };
        case 4:
          return { ...state, step: 3, terms: false };
        default:
          return state;
      }
    case 'reset':
      return initialWizard();
  }
}

/**
 * The "temporary order": the wizard as the user left it, kept per account in this browser (lib/drafts.ts) so that a
 * reload, a closed tab or a session that ended and was signed in again finds it as typed. Signing out on purpose
 * removes it with the account's other drafts; it lapses after the drafts' lifetime (7 days).
 */
export const temporaryOrderKey = (accountId: number) => draftKey(accountId, ORDER_ADD_PATH);

/** The wizard kept for the account, checked field by field (storage may hold anything). */
export function loadWizard(accountId: number | null): WizardState {
  if (accountId === null) return initialWizard();
  return restoreWizard(readDraft<Partial<WizardState>>(temporaryOrderKey(accountId))?.values);
}

/** A stored wizard made safe: unknown parts default, a step past the product needs the product. */
export function restoreWizard(s: Partial<WizardState> | null | undefined): WizardState {
  if (!s || typeof s !== 'object') return initialWizard();
  const base = initialWizard();
  const step = typeof s.step === 'number' && s.step >= 0 && s.step <= 4 ? (s.step as WizardStep) : 0;
  const restored: WizardState = {
    ...base,
    ...s,
    step,
    search: { ...base.search, ...s.search },
    details: { ...base.details, ...s.details, custom_tariff: { ...base.details.custom_tariff, ...s.details?.custom_tariff } },
    terms: false,
    numbers: Array.isArray(s.numbers) ? s.numbers.filter(isHeldNumber) : [],
  };
  if (restored.step >= 2 && !restored.product) return { ...restored, step: restored.query ? 1 : 0 };
  if (restored.step === 1 && !restored.query) return { ...restored, step: 0 };
  return restored;
}

/** Whether the wizard holds anything worth keeping (an untouched one is no draft). */
export const isStartedWizard = (state: WizardState) => JSON.stringify({ ...state, terms: false }) !== JSON.stringify(initialWizard());

const isHeldNumber = (n: unknown): n is HeldNumber =>
  !!n &&
  typeof n === 'object' &&
  typeof (n as HeldNumber).id === 'number' &&
  typeof (n as HeldNumber).service_number === 'string' &&
  typeof (n as HeldNumber).reserved_until === 'string';

export function saveWizard(accountId: number | null, state: WizardState): void {
  if (accountId === null) return;
  if (isStartedWizard(state)) writeDraft(temporaryOrderKey(accountId), state);
  else removeDraft(temporaryOrderKey(accountId));
}

export function clearWizard(accountId: number | null): void {
  if (accountId !== null) removeDraft(temporaryOrderKey(accountId));
}
