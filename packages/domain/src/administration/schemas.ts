import { z } from 'zod';
import { listQuery } from '../common/pagination.ts';
import { PERMISSION_ACTIONS } from '../permissions/functionalities.ts';

const flag = z.boolean().default(false);
/** A database id (a PostgreSQL integer): larger values would fail in the query instead of in validation. */
const dbId = z.coerce.number().int().positive().max(2_147_483_647);
const flags = { read: flag, list: flag, write: flag, edit: flag, delete: flag };

/** POST /permissions: a default row (customer_id null) or a customer-specific one. List follows read. */
export const permissionCreateSchema = z.object({
  account_type_id: dbId,
  functionality_id: dbId,
  customer_id: dbId.nullable().optional(),
  ...flags,
});

/** PUT /permissions/{id}: the flags only (the selectors are disabled on edit). */
export const permissionUpdateSchema = z.object(flags);

export const permissionListQuery = listQuery(1000).extend({
  account_type_id: dbId.optional(),
  functionality_id: dbId.optional(),
  customer_id: dbId.optional(),
});

export const accountTypeSchema = z.object({
  id: z.coerce.number().int().min(1).max(9999),
  account_type: z.string().trim().min(2).max(60),
  description: z.string().trim().max(200).default(''),
});
export const accountTypeUpdateSchema = accountTypeSchema.omit({ id: true });

const operations = z.array(z.enum(PERMISSION_ACTIONS)).max(5);
export const functionalitySchema = z.object({
  id: z.coerce.number().int().min(1).max(99999),
  description: z.string().trim().min(2).max(100),
  category: z.string().trim().min(2).max(40),
  sub_category: z.string().trim().min(2).max(60),
  customercrud: operations.default([]),
  providercrud: operations.default([]),
});
export const functionalityUpdateSchema = functionalitySchema.omit({ id: true });

/** Receivers a notification type may default to: provider staff 100–140, customers 200–240. */
export const RECEIVER_ACCOUNT_TYPES = [100, 110, 120, 130, 140, 200, 210, 220, 230, 240] as const;

export const notificationTypeUpdateSchema = z.object({
  default_receiver_account_type_id: z
    .array(z.coerce.number().int())
    .max(10)
    .refine((ids) => ids.every((id) => (RECEIVER_ACCOUNT_TYPES as readonly number[]).includes(id)), {
      message: 'Receivers must be provider staff types (100–140) or customer types (200–240)',
    }),
  alert_user: z.boolean().optional(),
  alert_group: z.boolean().optional(),
  alert_email: z.boolean().optional(),
  alert_client: z.boolean().optional(),
});

export const notificationTypeListQuery = listQuery(1000).extend({
  functionality_id: dbId.optional(),
});

/** PUT /configuration: a map of field to value (string, or boolean for boolean entries). */
export const configurationUpdateSchema = z.record(z.string().max(100), z.union([z.string().max(2000), z.boolean()]));

export const CONFIGURATION_TYPES = ['string', 'password', 'boolean'] as const;
/** Password values never leave the server in clear: they are answered masked. */
export const PASSWORD_MASK = '********';
