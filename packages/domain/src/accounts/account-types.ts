/**
 * Spec 1 §3 account type ids and §6 thresholds; the spec leaves 400 and 500 open: 400 is a registered (self signed-up)
 * account, 500 the anonymous visitor of the public pages (no stored account).
 */
export const ACCOUNT_TYPES = {
  administrator: 100,
  provider_sales: 110,
  provider_product: 120,
  provider_operation: 130,
  provider_billing: 140,
  master: 200,
  sub_account_sales: 210,
  sub_account_product: 220,
  sub_account_operation: 230,
  sub_account_billing: 240,
  registered: 400,
  visitor: 500,
} as const;

export type AccountTypeName = keyof typeof ACCOUNT_TYPES;
export type AccountTypeId = (typeof ACCOUNT_TYPES)[AccountTypeName];

export const ACCOUNT_TYPE_LIST: { id: AccountTypeId; account_type: string; description: string }[] = [
  { id: 100, account_type: 'administrator', description: 'Provider administrator' },
  { id: 110, account_type: 'provider_sales', description: 'Provider sales' },
  { id: 120, account_type: 'provider_product', description: 'Provider product' },
  { id: 130, account_type: 'provider_operation', description: 'Provider operation' },
  { id: 140, account_type: 'provider_billing', description: 'Provider billing' },
  { id: 200, account_type: 'master', description: 'Customer master account' },
  { id: 210, account_type: 'sub-account-sales', description: 'Customer sub-account, sales' },
  { id: 220, account_type: 'sub-account-product', description: 'Customer sub-account, product' },
  { id: 230, account_type: 'sub-account-operation', description: 'Customer sub-account, operation' },
  { id: 240, account_type: 'sub-account-billing', description: 'Customer sub-account, billing' },
  { id: 400, account_type: 'registered', description: 'Registered user (self sign-up)' },
  { id: 500, account_type: 'visitor', description: 'Anonymous visitor' },
];

export const STAFF_TYPES = [100, 110, 120, 130, 140] as const;
export const CUSTOMER_TYPES = [200, 210, 220, 230, 240] as const;
export const SUB_ACCOUNT_TYPES = [210, 220, 230, 240] as const;

export const isAdministrator = (t: number) => t === 100;
/** Below 200: provider staff. */
export const isStaff = (t: number) => t < 200;
/** 200 and above: customers (the customer company types are 200–240). */
export const isCustomer = (t: number) => t >= 200 && t < 400;
export const isRegistered = (t: number) => t === 400;
export const isSubAccount = (t: number) => t >= 210 && t <= 240;

/** Spec 1 §2 dashboards: the landing path of each account type. Type 400 lands on the visitor area. */
export function dashboardPath(accountTypeId: number): string {
  switch (accountTypeId) {
    case 100:
      return '/portal/dashboard/admin';
    case 110:
      return '/portal/dashboard/provider_sales';
    case 120:
      return '/portal/dashboard/provider_product';
    case 130:
      return '/portal/dashboard/provider_operation';
    case 140:
      return '/portal/dashboard/provider_billing';
    case 200:
      return '/portal/dashboard/master';
    case 210:
      return '/portal/dashboard/sub-account-sales';
    case 220:
      return '/portal/dashboard/sub-account-product';
    case 230:
      return '/portal/dashboard/sub-account-operation';
    case 240:
      return '/portal/dashboard/sub-account-billing';
    default:
      return '/visitor';
  }
}

/**
 * The own profile's page of an account type, at one of its sections (`sessions`, `api-keys`): where the security mails
 * link to. A registered user's profile is in the visitor area.
 */
export function profilePath(accountTypeId: number, section?: 'sessions' | 'api-keys'): string {
  return `${isRegistered(accountTypeId) ? '/visitor/profile' : '/portal/profile'}${section ? `#${section}` : ''}`;
}

export const DASHBOARD_SLUGS = [
  'admin',
  'provider_sales',
  'provider_product',
  'provider_operation',
  'provider_billing',
  'master',
  'sub-account-sales',
  'sub-account-product',
  'sub-account-operation',
  'sub-account-billing',
] as const;
