import { currentLanguage, LANGUAGE_TAGS } from './i18n';

/** A date and time in the interface language; empty input gives null. */
export function formatDateTime(value: string | null | undefined, timeStyle: 'short' | 'medium' = 'short'): string | null {
  if (!value) return null;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[currentLanguage()], { dateStyle: 'medium', timeStyle }).format(d);
}

export function formatNumber(value: number): string {
  return new Intl.NumberFormat(LANGUAGE_TAGS[currentLanguage()]).format(value);
}
