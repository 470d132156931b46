/** Spec 1 §3 functionality ids. */
export const FUNCTIONALITIES = {
  profile: 100,
  account: 110,
  customer: 120,
  registered: 130,
  order: 200,
  service_number_type: 210,
  invnumber: 220,
  tariff: 230,
  vendor: 240,
  notification: 400,
  support: 800,
  report: 900,
  account_type: 1000,
  permission: 1010,
  notification_type: 1020,
  functionality: 1030,
  webhook: 1040,
  audit: 1050,
  billing: 300,
} as const;

export type FunctionalityName = keyof typeof FUNCTIONALITIES;
export type FunctionalityId = (typeof FUNCTIONALITIES)[FunctionalityName];

export const PERMISSION_ACTIONS = ['read', 'list', 'write', 'edit', 'delete'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

export interface FunctionalityDef {
  id: FunctionalityId;
  description: string;
  category: string;
  sub_category: string;
  /** Operations customers may be granted (customercrud). */
  customercrud: PermissionAction[];
  /** Operations provider staff may be granted (providercrud, spec's {product}crud). */
  providercrud: PermissionAction[];
}

const ALL: PermissionAction[] = ['read', 'list', 'write', 'edit', 'delete'];
const READ: PermissionAction[] = ['read', 'list'];

/**
 * The 19 functionalities (spec 1 §3's 16, plus webhooks, the audit trail and billing). Navigation category (spec 1 §2 top navigation groups: accounts, management,
 * administration, support, reports). Operation lists follow spec 1 §6 "functionalities offered for
 * permission setup": staff get account, customer, orders, service number types, vendors, permission
 * admin, notification types admin, support; customers get account, customer, orders, permission admin,
 * notification types admin.
 */
export const FUNCTIONALITY_LIST: FunctionalityDef[] = [
  {
    id: 100,
    description: 'Profile',
    category: 'account',
    sub_category: 'profile',
    customercrud: ['read', 'edit'],
    providercrud: ['read', 'edit'],
  },
  { id: 110, description: 'Accounts', category: 'accounts', sub_category: 'accounts', customercrud: ALL, providercrud: ALL },
  {
    id: 120,
    description: 'Customers',
    category: 'accounts',
    sub_category: 'customers',
    customercrud: ['read', 'list', 'edit'],
    providercrud: ALL,
  },
  {
    id: 130,
    description: 'Registered users',
    category: 'accounts',
    sub_category: 'registered',
    customercrud: [],
    providercrud: ['read', 'list', 'edit', 'delete'],
  },
  { id: 200, description: 'Orders', category: 'management', sub_category: 'orders', customercrud: ALL, providercrud: ALL },
  {
    id: 210,
    description: 'Service number types',
    category: 'management',
    sub_category: 'service_number_types',
    customercrud: READ,
    providercrud: ALL,
  },
  { id: 220, description: 'Inventory numbers', category: 'management', sub_category: 'invnumbers', customercrud: READ, providercrud: ALL },
  { id: 230, description: 'Tariffs', category: 'management', sub_category: 'tariff', customercrud: [], providercrud: ALL },
  { id: 240, description: 'Vendors', category: 'management', sub_category: 'vendor', customercrud: [], providercrud: ALL },
  // docs/billing.md: statements (a customer reads its company's; staff read every company's, and write closes a month)
  {
    id: 300,
    description: 'Billing',
    category: 'management',
    sub_category: 'billing',
    customercrud: READ,
    providercrud: ['read', 'list', 'write'],
  },
  {
    id: 400,
    description: 'Notifications',
    category: 'support',
    sub_category: 'notifications',
    customercrud: ['read', 'list', 'write'],
    providercrud: ['read', 'list', 'write'],
  },
  {
    id: 800,
    description: 'Support',
    category: 'support',
    sub_category: 'tickets',
    customercrud: ['read', 'list', 'write'],
    providercrud: ['read', 'list', 'write'],
  },
  { id: 900, description: 'Reports', category: 'reports', sub_category: 'reports', customercrud: READ, providercrud: READ },
  {
    id: 1000,
    description: 'Account types',
    category: 'administration',
    sub_category: 'account_types',
    customercrud: [],
    providercrud: ALL,
  },
  { id: 1010, description: 'Permissions', category: 'administration', sub_category: 'permissions', customercrud: ALL, providercrud: ALL },
  {
    id: 1020,
    description: 'Notification types',
    category: 'administration',
    sub_category: 'notification_types',
    customercrud: ['read', 'list', 'edit'],
    providercrud: ['read', 'list', 'edit'],
  },
  {
    id: 1030,
    description: 'Functionalities',
    category: 'administration',
    sub_category: 'functionalities',
    customercrud: [],
    providercrud: ALL,
  },
  // docs/webhooks.md: endpoints that receive the portal's events (a master for its company, staff for every company)
  { id: 1040, description: 'Webhooks', category: 'administration', sub_category: 'webhooks', customercrud: ALL, providercrud: ALL },
  // docs/security.md, Audit trail: reading only (nobody edits an event); staff with it see all, a customer its company's
  { id: 1050, description: 'Audit trail', category: 'administration', sub_category: 'audit', customercrud: READ, providercrud: READ },
];

/**
 * Spec 000 §6: the functionalities offered when a permission is set up — for provider staff account, customer,
 * orders, service number types, vendors, permission admin, notification types admin and support; for customers
 * account, customer, orders, permission admin and notification types admin.
 */
export const PERMISSION_SETUP_FUNCTIONALITIES = {
  staff: [
    FUNCTIONALITIES.account,
    FUNCTIONALITIES.customer,
    FUNCTIONALITIES.order,
    FUNCTIONALITIES.service_number_type,
    FUNCTIONALITIES.vendor,
    FUNCTIONALITIES.permission,
    FUNCTIONALITIES.notification_type,
    FUNCTIONALITIES.support,
    // beside the spec's eight: the administrator grants other staff the audit trail and billing
    FUNCTIONALITIES.audit,
    FUNCTIONALITIES.billing,
  ],
  customer: [
    FUNCTIONALITIES.account,
    FUNCTIONALITIES.customer,
    FUNCTIONALITIES.order,
    FUNCTIONALITIES.permission,
    FUNCTIONALITIES.notification_type,
  ],
} as const satisfies Record<'staff' | 'customer', readonly number[]>;

/** The functionalities a permission for this account type may be set up on (spec 000 §6). */
export const setupFunctionalitiesFor = (accountTypeId: number): readonly number[] =>
  accountTypeId < 200 ? PERMISSION_SETUP_FUNCTIONALITIES.staff : PERMISSION_SETUP_FUNCTIONALITIES.customer;
