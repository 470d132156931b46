import type { ErrorCodeInfo } from '../common/error-code-info.ts';

/** The error codes of administration (account types, functionalities, permissions, notification types, configuration) (common/error-codes.ts gathers every area's; docs/error-codes.md). */
export const ADMINISTRATION_ERROR_CODES = {
  // — administration
  'vendor.name_taken': { status: 409, message: 'A vendor with this name already exists', meaning: 'Vendor names are unique' },
  'vendor.in_use': { status: 409, message: 'Cannot delete a vendor that is still in use', meaning: 'Products still refer to the vendor' },
  'carrier.cic_taken': { status: 409, message: 'A carrier with this CIC already exists', meaning: 'Carrier CICs are unique' },
  'functionality.id_taken': {
    status: 409,
    message: 'A functionality with this id already exists',
    meaning: 'Functionality ids are unique',
  },
  'functionality.description_taken': {
    status: 409,
    message: 'A functionality with this description already exists',
    meaning: 'Functionality descriptions are unique',
  },
  'functionality.sub_category_taken': {
    status: 409,
    message: 'A functionality with this sub-category already exists',
    meaning: 'Functionality sub-categories are unique',
  },
  'functionality.built_in': {
    status: 409,
    message: 'Built-in functionalities cannot be deleted',
    meaning: 'The portal’s own functionalities stay',
  },
  'functionality.in_use': {
    status: 409,
    message: 'This functionality is still used by permissions or notification types',
    meaning: 'Permissions or notification types still refer to it',
  },
  'account_type.id_taken': {
    status: 409,
    message: 'An account type with this id already exists',
    meaning: 'Account type ids are unique',
  },
  'account_type.name_taken': {
    status: 409,
    message: 'An account type with this name already exists',
    meaning: 'Account type names are unique',
  },
  'account_type.built_in': {
    status: 409,
    message: 'Built-in account types cannot be deleted',
    meaning: 'The portal’s own account types stay',
  },
  'account_type.in_use': {
    status: 409,
    message: 'This account type is still used by accounts or permissions',
    meaning: 'Accounts or permissions still refer to it',
  },
  'permission.exists': { status: 409, message: 'This permission already exists', meaning: 'The permission row already exists' },
  'permission.no_operations': {
    status: 422,
    message: 'This functionality offers no operations to this account type',
    meaning: 'The functionality grants nothing to this account type',
  },
  'permission.administrator_keeps': {
    status: 422,
    message: 'The administrator type always keeps reading, listing and editing permissions',
    meaning: 'The change would lock the administrators out',
  },
  'permission.no_scope': {
    status: 403,
    message: 'Only provider staff and master accounts manage permissions',
    meaning: 'The caller manages no permissions',
  },
  'permission.sub_accounts_only': {
    status: 403,
    message: 'You may only manage the permissions of your sub-account types (210–240)',
    meaning: 'A master manages only its sub-account types',
  },
  'permission.default_not_deletable': {
    status: 403,
    message: 'Default permissions cannot be deleted; delete your company’s own row to restore the default',
    meaning: 'A master cannot delete a default row',
  },
  'permission.customer_types_only': {
    status: 422,
    message: 'A company-specific permission applies to customer account types (200–240) only',
    meaning: 'A company row is for customer account types',
  },
  'permission.refused': {
    status: 422,
    message: 'A company-specific permission applies to customer account types (200–240) only',
    meaning: 'Another permission rule the request breaks',
    varies: true,
  },
  'notification_type.no_company': {
    status: 403,
    message: 'Your account belongs to no company',
    meaning: 'Company notification settings need a company',
  },
  'notification_type.customer_receivers_only': {
    status: 422,
    message: 'You may only choose customer account types (200–240) as receivers',
    meaning: 'A master chooses customer account types only',
  },
} as const satisfies Record<string, ErrorCodeInfo>;
