import { z } from 'zod';

/** One field's error in an error answer (`errors[]`). */
export const fieldErrorAnswer = z.object({ field: z.string(), message: z.string() });

/**
 * Every error answer (4xx/5xx) as the server's error handler sends it (apps/server/src/plugins/errors.ts):
 * `message` for people, `errors` per field when the request had field errors.
 */
export const errorAnswer = z.object({
  statusCode: z.number().int().optional(),
  error: z.string().optional(),
  message: z.string(),
  errors: z.array(fieldErrorAnswer).optional(),
});

export type ErrorAnswer = z.infer<typeof errorAnswer>;
