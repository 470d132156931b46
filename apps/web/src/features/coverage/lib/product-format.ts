import { API_BASE } from '../../../lib/env';
import { currentLanguage, LANGUAGE_TAGS } from '../../../lib/i18n';

/**
 * An exact decimal amount (a string such as "12.3456") as currency in the interface language. The string goes
 * to Intl.NumberFormat as is, so it is never rounded through a float; 2 to 4 decimals (per-minute rates use 4).
 */
export function formatCharge(
  amount: string | null | undefined,
  currency: string | null | undefined,
  language = currentLanguage(),
): string | null {
  if (amount === null || amount === undefined || amount.trim() === '') return null;
  if (!currency) return amount;
  try {
    const f = new Intl.NumberFormat(LANGUAGE_TAGS[language], {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 4,
    });
    return f.format(amount as unknown as number);
  } catch {
    return `${currency} ${amount}`;
  }
}

/** A dial code shown with its plus sign ("33" → "+33"). */
export function dialCode(code: string | null | undefined): string | null {
  if (!code) return null;
  return code.startsWith('+') ? code : `+${code}`;
}

/**
 * The address of a template a product links to (declaration letter, consent letter, portability forms): a full
 * address or an absolute path as given; a bare file name is a template document served by GET /documents/{name}.
 */
export function templateHref(link: string | null | undefined): string | null {
  const v = link?.trim();
  if (!v) return null;
  if (/^https?:\/\//i.test(v) || v.startsWith('/')) return v;
  if (/^[a-z][a-z0-9+.-]*:/i.test(v)) return null; // javascript:, data: and other schemes are never links
  return `${API_BASE}/documents/${encodeURIComponent(v)}`;
}

/** Empty for display: null, undefined or blank text. */
export const isBlank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
