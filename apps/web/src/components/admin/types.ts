import type {
  Answer,
  accountTypeAnswer,
  configurationEntryAnswer,
  functionalityAnswer,
  notificationTypeAnswer,
  permissionAnswer,
} from '@gsn/domain';

/** Shapes of docs/api-accounts-administration.md (permissions, account types, functionalities, notification types, configuration). */

/** Lists answer `{ data, count }`; the list pages show 10 rows per page (spec 1 §9). */
export const PAGE_SIZE = 10;

/** The five permission flags, as a permission row carries them and the form edits them. */
export type PermissionFlagsValue = Pick<PermissionRecord, 'read' | 'list' | 'write' | 'edit' | 'delete'>;

/** A permission as GET /permissions shows it, with its account type and functionality. */
export type PermissionRecord = Answer<typeof permissionAnswer>;

export interface PermissionListParams {
  account_type_id?: number | null;
  functionality_id?: number | null;
  customer_id?: number | null;
  page: number;
}

export type AccountTypeRecord = Answer<typeof accountTypeAnswer>;

export type FunctionalityRecord = Answer<typeof functionalityAnswer>;

export type NotificationTypeRecord = Answer<typeof notificationTypeAnswer>;

export interface NotificationTypeListParams {
  functionality_id?: number | null;
  page: number;
}

/** A configuration entry as GET /configuration shows it (editable types only, passwords masked). */
export type ConfigurationEntry = Answer<typeof configurationEntryAnswer>;

export { queryString } from '../../lib/query';
