import type { z } from 'zod';

/** The parts of a zod schema's definition the walk reads (zod 4's `_zod.def`). */
interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
}
const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;
const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const at = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/**
 * The fields of a request body its schema does not know, as paths (`name`, `custom_tariff.extra`, `cities.0.zip`):
 * zod strips them silently by default, so a misspelt or unsupported field would be dropped without a word. Objects
 * that accept any key (a catch-all other than `never`) and the branches of unions are not looked into.
 */
export function unknownFields(schema: z.ZodType, data: unknown, path = '', depth = 0): string[] {
  if (depth > 32) return [];
  const d = defOf(schema);
  switch (d.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return d.innerType ? unknownFields(d.innerType, data, path, depth + 1) : [];
    case 'pipe': {
      // z.preprocess(fn, schema) is a pipe from a transform: its keys are the output schema's
      const from = d.in && defOf(d.in).type === 'transform' ? d.out : d.in;
      return from ? unknownFields(from, data, path, depth + 1) : [];
    }
    case 'array':
      return Array.isArray(data) && d.element ? data.flatMap((v, i) => unknownFields(d.element!, v, at(path, i), depth + 1)) : [];
    case 'object': {
      if (!isRecord(data) || !d.shape) return [];
      const open = d.catchall !== undefined && defOf(d.catchall).type !== 'never';
      return Object.keys(data).flatMap((key) => {
        const field = d.shape![key];
        if (field) return unknownFields(field, data[key], at(path, key), depth + 1);
        return open ? [] : [at(path, key)];
      });
    }
    default:
      return [];
  }
}
