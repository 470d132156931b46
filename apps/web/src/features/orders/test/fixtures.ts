import type { AccountView } from '@gsn/domain';
import { makeAccount, perm } from '../../../test/utils';
import { product, tariff } from '../../../test/fixtures/coverage';
import type { OrderDetail, OrderRow } from '../api/use-orders';
import { readDraft, writeDraft } from '../../../lib/drafts';
import { getSession } from '../../../lib/session';
import { temporaryOrderKey, type WizardState } from '../lib/wizard-state';

export const ORDERS = '/portal/management/orders';

export const staffUser = makeAccount({ id: 1, account_type_id: 110, accounttype: { id: 110, account_type: 'sales' } });
export const customerUser: AccountView = makeAccount({
  id: 30,
  account_type_id: 200,
  accounttype: { id: 200, account_type: 'master' },
  customer_id: 7,
  customer: { id: 7, name: 'Northwind' },
});

export const orderPerm = (flags: Parameters<typeof perm>[1]) => perm(200, flags);

/** An order's optional fields, all empty (features, end user, documents): the one copy both order fixtures spread. */
export const EMPTY_ORDER_FIELDS = {
  city: null,
  city_specific: false,
  additional_remarks: null,
  provider_remarks: null,
  translation_number_required: false,
  translation_number_type: '1to1',
  translation_number_format: null,
  translation_number_prefix: null,
  translation_number_to: null,
  translation_number_to_file: null,
  porting: false,
  porting_number_to: null,
  porting_number_to_file: null,
  end_user_name: null,
  end_user_address: null,
  end_user_address_proof: null,
  end_user_contact_phone: null,
  end_user_contact_email: null,
  purpose_application: null,
  usage_forecast: null,
  business_nature: null,
  business_registration_jurisdiction: null,
  business_registration_number: null,
  business_registration_doc: null,
  itu_assignment_doc: null,
  declaration_letter: null,
  authorised_person_passport_id: null,
  authorised_person_passport_holding_photo_id: null,
  portability_end_user_consent_letter: null,
  portability_name_existing_hosting_carriers: null,
  portability_forms: null,
  portability_latest_invoices: null,
  incomplete_reason: null,
} as const;

export function orderRow(overrides: Partial<OrderRow> = {}): OrderRow {
  return {
    id: 41,
    customer_id: 7,
    customer: 'Northwind',
    created_by: { id: 30, email: 'master@northwind.example', firstname: 'Mia', lastname: 'Master' },
    service_type: 'DID',
    jurisdiction: 'France',
    city: null,
    status: 'requested',
    number_quantity: 12,
    channel_quantity: 0,
    reference: 'PO-41',
    currency: 'EUR',
    nrc: '12.50',
    mrc: '3.75',
    createdAt: '2025-02-01T10:00:00.000Z',
    updatedAt: '2025-02-02T10:00:00.000Z',
    ...overrides,
  };
}

export function orderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  const p = product();
  const tr = tariff({ currency: 'EUR' });
  return {
    id: 41,
    customer_id: 7,
    customer: 'Northwind',
    created_by: { id: 30, email: 'master@northwind.example', firstname: 'Mia', lastname: 'Master' },
    service_number_type_order_history_id: 3,
    service_number_type_id: 5,
    service_type: 'DID',
    jurisdiction: 'France',
    status: 'requested',
    ...EMPTY_ORDER_FIELDS,
    city: 'Paris',
    city_specific: true,
    number_quantity: 12,
    channel_quantity: 0,
    reference: 'PO-41',
    custom_tariff_id: null,
    date_purchase: null,
    createdAt: '2025-02-01T10:00:00.000Z',
    updatedAt: '2025-02-02T10:00:00.000Z',
    servicenumbertypeorderhistory: {
      service_type: 'DID',
      jurisdiction: 'France',
      currency: 'EUR',
      nrc: tr.nrc ?? null,
      mrc: tr.mrc ?? null,
      product: p,
      tariff: tr,
    },
    custom_tariff: null,
    documents: {},
    events: [],
    requirements: { missing: [], complete: true },
    actions: [],
    steps: ['features', 'confirmation'],
    confirmation_only: false,
    may_custom_price: false,
    numbers: { count: 0, states: {} },
    ...overrides,
  };
}

/** The wizard kept for the signed-in account (the "temporary order", lib/wizard-state.ts), as a reload would find it. */
export function storeTemporaryOrder(state: WizardState): void {
  const accountId = getSession()?.user.id;
  if (accountId === undefined) throw new Error('sign in first: the temporary order belongs to an account');
  writeDraft(temporaryOrderKey(accountId), state);
}

/** The signed-in account's temporary order as stored, or {} when there is none. */
export function storedTemporaryOrder(): Partial<WizardState> {
  const accountId = getSession()?.user.id;
  return (accountId !== undefined && readDraft<Partial<WizardState>>(temporaryOrderKey(accountId))?.values) || {};
}
