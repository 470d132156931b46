import type { InventoryNumberInput } from '@gsn/domain';

export type InventoryField = keyof InventoryNumberInput;

/** How a field is shown and entered. */
export type FieldKind = 'text' | 'e164' | 'money' | 'flag' | 'date' | 'integer' | 'choice' | 'longText';

export const FIELD_KINDS: Record<InventoryField, FieldKind> = {
  service_number: 'e164',
  service_type: 'choice',
  jurisdiction: 'choice',
  city: 'text',
  number_type: 'choice',
  access_type: 'text',
  vendor_insight_code: 'choice',
  vendor_plan: 'text',
  vendor_option: 'text',
  customer_insight_code: 'choice',
  order_id: 'integer',
  routing_vendor: 'text',
  translated_routing: 'text',
  ocn_for_customer: 'text',
  translation_termination_number: 'e164',
  irouting_billing: 'text',
  currency: 'choice',
  nrc: 'money',
  mrc: 'money',
  inbound_charges: 'money',
  outbound_charges_fixed: 'money',
  outbound_charges_mobile: 'money',
  outbound_charges_special: 'money',
  billing_incremental: 'choice',
  commencement_date: 'date',
  billing_start_date: 'date',
  expiration_date: 'date',
  expired: 'flag',
  sr_reference: 'text',
  provider_remarks: 'longText',
  daisy_loopback_trunk: 'text',
  allinone_loopback_trunk: 'text',
  bothways_enabled: 'flag',
  over_limited_channel: 'integer',
  outbound_idd_callout_country: 'text',
};

/**
 * Every inventory field (spec 2 §3 Inventory number) in the sections of the detail screen and the add form.
 * Labels are `inventory.fields.<field>`, section titles `inventory.sections.<section>`.
 */
export const INVENTORY_SECTIONS: { key: string; fields: InventoryField[] }[] = [
  { key: 'number', fields: ['service_number', 'service_type', 'number_type', 'access_type', 'jurisdiction', 'city'] },
  { key: 'customer', fields: ['customer_insight_code', 'order_id', 'sr_reference'] },
  { key: 'vendor', fields: ['vendor_insight_code', 'vendor_plan', 'vendor_option'] },
  {
    key: 'routing',
    fields: [
      'routing_vendor',
      'translated_routing',
      'translation_termination_number',
      'ocn_for_customer',
      'irouting_billing',
      'daisy_loopback_trunk',
      'allinone_loopback_trunk',
      'bothways_enabled',
      'over_limited_channel',
      'outbound_idd_callout_country',
    ],
  },
  {
    key: 'charges',
    fields: [
      'currency',
      'nrc',
      'mrc',
      'inbound_charges',
      'outbound_charges_fixed',
      'outbound_charges_mobile',
      'outbound_charges_special',
      'billing_incremental',
    ],
  },
  { key: 'dates', fields: ['commencement_date', 'billing_start_date', 'expiration_date', 'expired'] },
  { key: 'remarks', fields: ['provider_remarks'] },
];

export const INVENTORY_FORM_FIELDS: readonly InventoryField[] = INVENTORY_SECTIONS.flatMap((s) => s.fields);

/**
 * Fields that follow the number's life (docs/api-numbers.md, PUT /invnumbers/{id}): the service number, the customer
 * and the order change only as the number is ordered, assigned, activated or given back, so the edit form shows them
 * read-only (with the state) and never sends them.
 */
export const LIFE_FIELDS = ['service_number', 'customer_insight_code', 'order_id'] as const satisfies readonly InventoryField[];

/** The fields the edit form offers: every inventory field but those of the number's life. */
export const EDITABLE_FIELDS: readonly InventoryField[] = INVENTORY_FORM_FIELDS.filter(
  (f) => !(LIFE_FIELDS as readonly string[]).includes(f),
);
