import { countryCodeOfEnglishName, countryName } from '@gsn/domain';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';

/**
 * A country's name in the interface language (Intl.DisplayNames), from its ISO code or its English name as the
 * server stores jurisdictions; what it cannot place stays as it is. English shows the stored name.
 */
export function localCountryName(value: string, code?: string | null): string {
  // in English the name as stored is the one the spec's data and the users know ("Hong Kong", not "Hong Kong SAR China")
  if (currentLanguage() === 'en' && !/^[A-Za-z]{2}$/.test(value.trim())) return value;
  const c = code || (/^[A-Za-z]{2}$/.test(value.trim()) ? value.trim() : countryCodeOfEnglishName(value));
  return c ? countryName(c, currentLanguage(), value) : value;
}

/** `localCountryName` that re-renders with the interface language. */
export function useCountryName(): (value: string, code?: string | null) => string {
  useTranslation(); // re-render on a language switch
  return localCountryName;
}
