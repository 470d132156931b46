import type { PermissionAction } from '@gsn/domain';

/** Shapes of docs/api-accounts-administration.md (permissions, account types, functionalities, notification types, configuration). */

/** Lists answer `{ data, count }`; the list pages show 10 rows per page (spec 1 §9). */
export const PAGE_SIZE = 10;

export interface MessageResponse<T = unknown> {
  message?: string;
  data?: T;
}

export interface PermissionFlagsValue {
  read: boolean;
  list: boolean;
  write: boolean;
  edit: boolean;
  delete: boolean;
}

export interface PermissionRecord extends PermissionFlagsValue {
  id: number;
  account_type_id: number;
  accounttype?: { account_type: string } | null;
  functionality_id: number;
  functionality?: {
    description: string;
    category?: string;
    customercrud?: PermissionAction[];
    providercrud?: PermissionAction[];
  } | null;
  customer_id: number | null;
}

export interface PermissionListParams {
  account_type_id?: number | null;
  functionality_id?: number | null;
  page: number;
}

export interface AccountTypeRecord {
  id: number;
  account_type: string;
  description: string | null;
}

export interface FunctionalityRecord {
  id: number;
  description: string;
  category: string;
  sub_category: string;
  customercrud: PermissionAction[];
  providercrud: PermissionAction[];
}

export interface NotificationTypeRecord {
  id: number;
  functionality_id: number;
  functionality?: { description: string } | null;
  customer_id?: number | null;
  category: string;
  sub_category: string;
  action: string;
  default_receiver_account_type_id: number[];
  default_receiver_account_id?: number | null;
  alert_user: boolean;
  alert_group: boolean;
  alert_email: boolean;
  alert_client: boolean;
}

export interface NotificationTypeListParams {
  functionality_id?: number | null;
  page: number;
}

export type ConfigurationType = 'string' | 'password' | 'boolean';

export interface ConfigurationEntry {
  field: string;
  type: ConfigurationType;
  /** Booleans may arrive as true/false or as the strings 'true'/'false'; passwords arrive masked. */
  value: string | boolean | null;
  description?: string | null;
}

export { queryString } from '../../lib/query';
