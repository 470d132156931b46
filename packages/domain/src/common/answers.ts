import { z } from 'zod';

/**
 * A moment in an answer: the server may hold a Date (serialised as its ISO string) or the ISO string already;
 * on the wire it is always the ISO string (see `Answer`).
 */
export const timestampAnswer = z.union([z.date(), z.string()]);

/** A decimal the database returns as an exact string (money, numeric). */
export const decimalAnswer = z.string();

/** A page of a list: `{ data, count }` (spec 1 §9). */
export const pageAnswer = <T extends z.ZodType>(row: T) => z.object({ data: z.array(row), count: z.number().int() });

/** `{ message }`, the answer of many writes. */
export const messageAnswer = z.object({ message: z.string() });

/** `{ message, data }`, the answer of the writes that return what they wrote. */
export const dataAnswer = <T extends z.ZodType>(data: T) => z.object({ message: z.string(), data });

/** A value as the client receives it in JSON: Dates become strings. */
export type Wire<T> = T extends Date ? string : T extends (infer U)[] ? Wire<U>[] : T extends object ? { [K in keyof T]: Wire<T[K]> } : T;

/** The type of an answer described by a schema, as the web app receives it. */
export type Answer<S extends z.ZodType> = Wire<z.output<S>>;
