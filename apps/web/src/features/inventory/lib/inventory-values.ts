import type { FormErrors } from '@mantine/form';
import { type InventoryNumberEdit, type InventoryNumberInput, inventoryNumberEditSchema, inventoryNumberSchema } from '@gsn/domain';
import { schemaValidator } from '../../../lib/form-validation';
import type { InventoryNumber } from '../api/use-inventory';
import { FIELD_KINDS, type InventoryField } from './fields';
import { INVENTORY_KNOWN } from './messages';

type FlagField = 'expired' | 'bothways_enabled';

/** The add and edit forms' values: text for every field, booleans for the two flags. */
export type InventoryValues = { [K in InventoryField]: K extends FlagField ? boolean : string };

export function emptyInventoryValues(): InventoryValues {
  const values: Record<string, string | boolean> = {};
  for (const [field, kind] of Object.entries(FIELD_KINDS)) values[field] = kind === 'flag' ? false : '';
  return values as InventoryValues;
}

/** What is sent: strings trimmed, blanks as null, the flags as booleans. */
export function inventoryRaw(values: InventoryValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    out[field] = typeof value === 'string' ? value.trim() || null : value;
  }
  return out;
}

/** The payload of POST /invnumbers as the domain schema makes it (E.164 numbers, canonical amounts), or null when invalid. */
export function inventoryPayload(values: InventoryValues): InventoryNumberInput | null {
  const parsed = inventoryNumberSchema.safeParse(inventoryRaw(values));
  return parsed.success ? parsed.data : null;
}

/** Client checks with the domain schema; its messages (E.164, amounts, required fields) in the interface language. */
export function validateInventory(values: InventoryValues): FormErrors {
  return schemaValidator(inventoryNumberSchema, inventoryRaw, { messages: (m) => INVENTORY_KNOWN[m.toLowerCase()] })(values);
}

/** The edit form's fields: those of PUT /invnumbers/{id} but the `updatedAt`, which the form does not show. */
const editFieldsSchema = inventoryNumberEditSchema.omit({ updatedAt: true });

/** A stored number as the form's values: text as stored (blank for none), whole numbers as digits, the two flags. */
export function inventoryValuesOf(row: InventoryNumber): InventoryValues {
  const values = emptyInventoryValues() as Record<string, string | boolean>;
  const stored = row as unknown as Record<string, unknown>;
  for (const [field, kind] of Object.entries(FIELD_KINDS)) {
    const v = stored[field];
    values[field] = kind === 'flag' ? v === true : v === null || v === undefined ? '' : String(v);
  }
  return values as InventoryValues;
}

/**
 * The body of PUT /invnumbers/{id} as the domain schema makes it (E.164, canonical amounts; the fields that follow the
 * number's life left out) with the `updatedAt` the form started from, or null when invalid.
 */
export function inventoryEditPayload(values: InventoryValues, updatedAt: string): InventoryNumberEdit | null {
  const parsed = inventoryNumberEditSchema.safeParse({ ...inventoryRaw(values), updatedAt });
  return parsed.success ? parsed.data : null;
}

/** The edit form's checks: those of the add form without the fields it does not send. */
export function validateInventoryEdit(values: InventoryValues): FormErrors {
  return schemaValidator(editFieldsSchema, inventoryRaw, { messages: (m) => INVENTORY_KNOWN[m.toLowerCase()] })(values);
}
