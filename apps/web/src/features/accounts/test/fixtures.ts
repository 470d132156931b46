import type { AccountListRow } from '@gsn/domain';
import type { CustomerRow } from '../../customers/api/types';

const TYPE_NAMES: Record<number, string> = {
  100: 'administrator',
  110: 'provider_sales',
  200: 'master',
  210: 'sub-account-sales',
  220: 'sub-account-product',
  400: 'registered',
};

export function accountRow(overrides: Partial<AccountListRow> & { id: number }): AccountListRow {
  const type = overrides.account_type_id ?? 110;
  return {
    username: `user${overrides.id}`,
    email: `user${overrides.id}@example.com`,
    account_type_id: type,
    accounttype: { id: type, account_type: TYPE_NAMES[type] ?? String(type) },
    status: 'active',
    disabled: false,
    customer_id: null,
    customer: null,
    userprofile: { firstname: `First${overrides.id}`, lastname: `Last${overrides.id}` },
    last_login: null,
    login_count: 0,
    ...overrides,
  };
}

export function customerRow(overrides: Partial<CustomerRow> & { id: number }): CustomerRow {
  return {
    name: `Company ${overrides.id}`,
    former_name: null,
    website: null,
    master_id: null,
    master: null,
    provider_insight_company_code: null,
    provider_signed_bdm_id: null,
    provider_signed_bdm_name: null,
    business_jurisdiction: null,
    business_registration_number: null,
    vat_number: null,
    address_country: null,
    address_city: null,
    address_line_1: null,
    address_line_2: null,
    address_line_3: null,
    address_postcode: null,
    commercial_contact: null,
    financial_contact: null,
    fault_reporting_contact: null,
    billing_details: null,
    bank_information: null,
    other_information: null,
    ...overrides,
  };
}

export const ALL_FLAGS = { read: true, list: true, write: true, edit: true, delete: true };
