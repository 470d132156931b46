import type { FormErrors } from '@mantine/form';
import { type InventoryNumberInput, inventoryNumberSchema } from '@gsn/domain';
import { schemaValidator } from '../../../lib/form-validation';
import { FIELD_KINDS, type InventoryField } from './fields';
import { INVENTORY_KNOWN } from './messages';

type FlagField = 'expired' | 'bothways_enabled';

/** The add form's values: text for every field, booleans for the two flags. */
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
