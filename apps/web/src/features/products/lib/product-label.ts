/** A product's short name in lists, dialogs and selects: jurisdiction · service type · vendor option. */
export function productLabel(p: { jurisdiction?: string | null; service_type?: string | null; vendor_option?: string | null }): string {
  return [p.jurisdiction, p.service_type, p.vendor_option].filter((s) => !!s).join(' · ');
}
