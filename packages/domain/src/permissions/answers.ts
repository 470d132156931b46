import { z } from 'zod';
import { dataAnswer, pageAnswer } from '../common/answers.ts';

const flags = { read: z.boolean(), list: z.boolean(), write: z.boolean(), edit: z.boolean(), delete: z.boolean() };

/** A permission row: an account type's (and maybe one company's) operations on a functionality. */
export const permissionRowAnswer = z.object({
  account_type_id: z.number().int(),
  functionality_id: z.number().int(),
  customer_id: z.number().int().nullable(),
  ...flags,
});

/** A permission in coded form (`/permissions/my_permissions?coded=true`): flags plus the functionality's code. */
export const codedPermissionAnswer = z.object({
  functionality_id: z.number().int(),
  code: z.string(),
  category: z.string(),
  customer_id: z.number().int().nullable(),
  ...flags,
});

/** GET /permissions/my_permissions: coded rows (default) or the plain rows (`coded=false`). */
export const myPermissionsAnswer = z.object({
  data: z.array(z.union([codedPermissionAnswer, permissionRowAnswer])),
  count: z.number().int(),
});

/**
 * A permission as GET /permissions shows it, with its account type and functionality, and the company of a
 * company-specific row (null for a default row) so lists can name it.
 */
export const permissionAnswer = permissionRowAnswer
  .extend({
    id: z.number().int(),
    accounttype: z.object({ account_type: z.string() }),
    customer: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    functionality: z.object({
      description: z.string(),
      category: z.string(),
      customercrud: z.array(z.string()),
      providercrud: z.array(z.string()),
    }),
  })
  .meta({ id: 'Permission' });
export const permissionListAnswer = pageAnswer(permissionAnswer);
export const permissionWriteAnswer = dataAnswer(permissionAnswer);
