import type { TFunction } from 'i18next';
import { TRANSLATION_FORMATS, type TranslationFormat } from '@gsn/domain';

/** The locale key of each translation format code (the codes hold dots, which i18next reads as nesting). */
const KEYS: Record<TranslationFormat, string> = {
  'e.164': 'e164',
  'e.164+': 'e164plus',
  'e.164prefix': 'e164prefix',
  'e.164prefix+': 'e164prefixplus',
  numberrange: 'numberrange',
  individual: 'individual',
};

function isFormat(code: string): code is TranslationFormat {
  return (TRANSLATION_FORMATS as readonly string[]).includes(code);
}

/** "e.164+ — International number with “+”": the code people quote, and what it means in the reader's language. */
export function translationFormatLabel(t: TFunction, code: string | null | undefined): string {
  if (!code) return '';
  return isFormat(code) ? `${code} — ${t(`orders.translationFormats.${KEYS[code]}.label`)}` : code;
}

/** What the format asks for, with an example. */
export function translationFormatHint(t: TFunction, code: string | null | undefined): string | undefined {
  return code && isFormat(code) ? t(`orders.translationFormats.${KEYS[code]}.hint`) : undefined;
}

/** The options of the format choice: each code with its meaning, the example as the option's description. */
export function translationFormatOptions(t: TFunction): { value: TranslationFormat; label: string; description: string }[] {
  return TRANSLATION_FORMATS.map((f) => ({
    value: f,
    label: translationFormatLabel(t, f),
    description: t(`orders.translationFormats.${KEYS[f]}.hint`),
  }));
}
