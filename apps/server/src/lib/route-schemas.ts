import { errorAnswer, listQuery as pageQuery } from '@gsn/domain';
import { z } from 'zod';
import { type AppError, badRequest } from './errors.ts';

/** `/:id` of every resource: a positive 32-bit integer (a larger one is 400, not a database error). */
export const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

const sortByMessage = (fields: readonly string[]) => `Sort by one of: ${fields.join(', ')}`;

/** A list's `orderby`: one of its sort fields, the default when absent or empty; any other value answers 400. */
export function orderBy<const T extends string>(orderFields: readonly [T, ...T[]], defaultOrder: NoInfer<T>) {
  return z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(orderFields, { error: sortByMessage(orderFields) }).default(defaultOrder as never),
  ) as unknown as z.ZodType<T, T | undefined>;
}

/**
 * The query schema of a list: page, limit and asc as every list reads them (the domain's `listQuery`, or the list's
 * own query with its filters), and `orderby` validated as one of `orderFields` (`defaultOrder` when absent).
 */
export function listQuery<const T extends string, S extends z.ZodRawShape = ReturnType<typeof pageQuery>['shape']>(
  orderFields: readonly [T, ...T[]],
  defaultOrder: NoInfer<T>,
  query: z.ZodObject<S> = pageQuery() as unknown as z.ZodObject<S>,
) {
  return query.extend({ orderby: orderBy(orderFields, defaultOrder) });
}

/** A list query as its service receives it: `orderby` is one of the list's sort fields (listQuery validated it). */
export type Sorted<Q extends { orderby?: unknown }, O extends string> = Omit<Q, 'orderby'> & { orderby: O };

/** 400 for a sort field that exists but that this caller may not sort by (the same answer as an unknown one). */
export function orderRefused(allowed: readonly string[]): AppError {
  return badRequest('validation.failed', 'Please check the highlighted fields', [
    { field: 'orderby', message: sortByMessage(allowed), code: 'field.invalid' },
  ]);
}

/**
 * A route's answers: its success answers (status → zod schema of @gsn/domain) and every error answer in the error
 * handler's form (plugins/errors.ts). Fastify serialises through them: a field not in the schema never leaves.
 */
export function answers<const T extends Record<number, z.ZodType | FileAnswer>>(ok: T) {
  return { ...ok, '4xx': errorAnswer, '5xx': errorAnswer } as T & { '4xx': typeof errorAnswer; '5xx': typeof errorAnswer };
}

/** The answer of a route that sends a file or a stream (not JSON): documented, not serialised. */
export const fileAnswer = (contentType: string, description = 'The file'): FileAnswer => ({
  description,
  content: { [contentType]: { schema: z.string().meta({ format: 'binary' }) } },
});

export interface FileAnswer {
  description: string;
  content: Record<string, { schema: z.ZodType }>;
}
