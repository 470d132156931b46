import { z } from 'zod';

/** One field's error in an error answer (`errors[]`). */
export const fieldErrorAnswer = z
  .object({ field: z.string(), message: z.string(), code: z.string().optional() })
  .meta({ id: 'FieldError' });

/**
 * Every error answer (4xx/5xx) as the server's error handler sends it (apps/server/src/plugins/errors.ts):
 * `code` for programs, `message` for people, `errors` per field (each with its own code) when the request had field
 * errors.
 */
export const errorAnswer = z
  .object({
    statusCode: z.number().int().optional(),
    error: z.string().optional(),
    /** A stable machine-readable code (common/error-codes.ts, docs/error-codes.md). */
    code: z.string(),
    message: z.string(),
    errors: z.array(fieldErrorAnswer).optional(),
  })
  .meta({ id: 'Error' });

export type ErrorAnswer = z.infer<typeof errorAnswer>;
