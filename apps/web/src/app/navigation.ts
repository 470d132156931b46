import { FUNCTIONALITIES } from '@gsn/domain/permissions/functionalities';
import { hasPermission, type CodedPermission } from '@gsn/domain/permissions/rules';
import { isCustomer, isStaff } from '@gsn/domain/accounts/account-types';

/**
 * The data-driven top navigation (spec 1 §2 "Top navigation"). Features add their screens here; an item shows
 * when its audience matches the account type and, if it names a functionality, the user may list it.
 */
export const NAV_GROUPS = ['accounts', 'management', 'administration', 'support', 'reports'] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

/** staff: account type below 200; customer: 200–399 (not a registered user); always: everyone signed in. */
export type NavAudience = 'staff' | 'customer' | 'always';

export interface NavItem {
  group: NavGroup;
  /** i18n key of the label. */
  labelKey: string;
  path: string;
  /** Shown only when the coded permission for this functionality has list=true. */
  functionalityId?: number;
  audience: NavAudience;
}

export const NAV_ITEMS: NavItem[] = [
  {
    group: 'accounts',
    labelKey: 'accounts.title',
    path: '/portal/account/accounts',
    functionalityId: FUNCTIONALITIES.account,
    audience: 'always',
  },
  {
    group: 'accounts',
    labelKey: 'customers.title',
    path: '/portal/account/customers',
    functionalityId: FUNCTIONALITIES.customer,
    audience: 'always',
  },
  {
    group: 'management',
    labelKey: 'orders.list.title',
    path: '/portal/management/orders',
    functionalityId: FUNCTIONALITIES.order,
    audience: 'always',
  },
  {
    group: 'management',
    labelKey: 'carriers.title',
    path: '/portal/management/carriers',
    functionalityId: FUNCTIONALITIES.invnumber,
    audience: 'staff',
  },
  {
    group: 'management',
    labelKey: 'vendors.title',
    path: '/portal/management/vendor',
    functionalityId: FUNCTIONALITIES.vendor,
    audience: 'staff',
  },
  {
    group: 'management',
    labelKey: 'products.title',
    path: '/portal/management/service_number_types',
    functionalityId: FUNCTIONALITIES.service_number_type,
    audience: 'staff',
  },
  {
    group: 'management',
    labelKey: 'tariffs.title',
    path: '/portal/management/tariff',
    functionalityId: FUNCTIONALITIES.tariff,
    audience: 'staff',
  },
  {
    group: 'management',
    labelKey: 'inventory.title',
    path: '/portal/management/invnumbers',
    functionalityId: FUNCTIONALITIES.invnumber,
    audience: 'always',
  },
  {
    group: 'management',
    labelKey: 'dnis.title',
    path: '/portal/management/dnis',
    functionalityId: FUNCTIONALITIES.invnumber,
    audience: 'staff',
  },
  {
    group: 'management',
    labelKey: 'coverage.title',
    path: '/portal/management/service_number_coverage',
    functionalityId: FUNCTIONALITIES.service_number_type,
    audience: 'customer',
  },
  { group: 'support', labelKey: 'nav.items.contacts', path: '/portal/support/contacts', audience: 'always' },
  {
    group: 'support',
    labelKey: 'notifications.title',
    path: '/portal/notification/notifications',
    functionalityId: FUNCTIONALITIES.notification,
    audience: 'always',
  },
  { group: 'support', labelKey: 'tickets.navItem', path: '/portal/support/tickets/add', audience: 'always' },
  // spec 2 §2 Reports: every role lists 900
  {
    group: 'reports',
    labelKey: 'reports.overview.title',
    path: '/portal/report/summary_overview',
    functionalityId: FUNCTIONALITIES.report,
    audience: 'always',
  },
  {
    group: 'reports',
    labelKey: 'reports.daily.title',
    path: '/portal/report/call_statistics/daily',
    functionalityId: FUNCTIONALITIES.report,
    audience: 'always',
  },
  {
    group: 'reports',
    labelKey: 'reports.hourly.title',
    path: '/portal/report/call_statistics/hourly',
    functionalityId: FUNCTIONALITIES.report,
    audience: 'always',
  },
  {
    group: 'reports',
    labelKey: 'reports.records.title',
    path: '/portal/report/call_records',
    functionalityId: FUNCTIONALITIES.report,
    audience: 'always',
  },
  {
    group: 'reports',
    labelKey: 'reporting.title',
    path: '/portal/reporting/reports',
    functionalityId: FUNCTIONALITIES.report,
    audience: 'always',
  },
  // administration (spec 1 §2); configuration is the administrator's gear link in the header, not a menu item
  {
    group: 'administration',
    labelKey: 'admin.nav.permissions',
    path: '/portal/administration/permissions',
    functionalityId: FUNCTIONALITIES.permission,
    audience: 'always',
  },
  {
    group: 'administration',
    labelKey: 'admin.nav.accountTypes',
    path: '/portal/administration/account_types',
    functionalityId: FUNCTIONALITIES.account_type,
    audience: 'staff',
  },
  {
    group: 'administration',
    labelKey: 'admin.nav.notificationTypes',
    path: '/portal/administration/notification_types',
    functionalityId: FUNCTIONALITIES.notification_type,
    audience: 'always',
  },
  {
    group: 'administration',
    labelKey: 'admin.nav.functionalities',
    path: '/portal/administration/functionalities',
    functionalityId: FUNCTIONALITIES.functionality,
    audience: 'staff',
  },
  // issue 16 §4: a master's endpoints for its company, staff's for every company
  {
    group: 'administration',
    labelKey: 'webhooks.title',
    path: '/portal/administration/webhooks',
    functionalityId: FUNCTIONALITIES.webhook,
    audience: 'always',
  },
];

export function audienceMatches(audience: NavAudience, accountTypeId: number): boolean {
  if (audience === 'always') return true;
  if (audience === 'staff') return isStaff(accountTypeId);
  // customer companies' accounts (200–399), as RequireCustomer: a registered user (400) is no customer
  return isCustomer(accountTypeId);
}

export function isNavItemVisible(item: NavItem, accountTypeId: number, permissions: readonly CodedPermission[]): boolean {
  if (!audienceMatches(item.audience, accountTypeId)) return false;
  if (item.functionalityId === undefined) return true;
  return hasPermission(permissions, item.functionalityId, 'list');
}

export interface VisibleNavGroup {
  group: NavGroup;
  items: NavItem[];
}

/** The groups in their fixed order, each with its visible items; groups with none are left out. */
export function visibleNavGroups(
  items: readonly NavItem[],
  accountTypeId: number,
  permissions: readonly CodedPermission[],
): VisibleNavGroup[] {
  return NAV_GROUPS.map((group) => ({
    group,
    items: items.filter((i) => i.group === group && isNavItemVisible(i, accountTypeId, permissions)),
  })).filter((g) => g.items.length > 0);
}
