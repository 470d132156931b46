import { countryName } from '@gsn/domain';
import type { Language } from '@gsn/domain';
import { COMPLIANCE_DOCUMENT_TYPES } from '@gsn/domain/compliance/rules';
import type { TFunction } from 'i18next';
import { currentLanguage } from '../../../lib/i18n';

export const COMPLIANCE_PATH = '/portal/management/compliance';
export const VERIFICATIONS_PATH = '/portal/management/verifications';

/** The proof types as options, in the interface language. */
export const typeOptions = (t: TFunction) => COMPLIANCE_DOCUMENT_TYPES.map((v) => ({ value: v, label: t(`compliance.types.${v}`) }));

let cached: { language: Language; options: { value: string; label: string }[] } | undefined;
/** Every current country (ISO 3166-1 alpha-2) with its name in the interface language, by name. */
export function countryOptions(): { value: string; label: string }[] {
  const language = currentLanguage();
  if (cached?.language === language) return cached.options;
  const options: { value: string; label: string }[] = [];
  for (let a = 65; a <= 90; a++)
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      // deprecated and private-use codes are left out: they are named like another or not at all
      if (Intl.getCanonicalLocales(`und-${code}`)[0] !== `und-${code}`) continue;
      const name = countryName(code, language, '');
      if (name && name !== code && !/^(Q[M-Z]|X[A-Z]|ZZ|AA)$/.test(code)) options.push({ value: code, label: name });
    }
  options.sort((x, y) => x.label.localeCompare(y.label, language));
  cached = { language, options };
  return options;
}

/** A country code as its name in the interface language. */
export const countryLabel = (code: string) => countryName(code, currentLanguage(), code);
