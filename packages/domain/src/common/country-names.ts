import type { Language } from '../accounts/languages.ts';

/** BCP 47 tags of the interface languages for Intl (Chinese is simplified). */
const TAG: Record<Language, string> = { en: 'en', es: 'es', fr: 'fr', ja: 'ja', ru: 'ru', zh: 'zh-Hans' };

const displays = new Map<string, Intl.DisplayNames>();
function display(language: Language): Intl.DisplayNames {
  let d = displays.get(language);
  if (!d) {
    d = new Intl.DisplayNames([TAG[language]], { type: 'region', fallback: 'none' });
    displays.set(language, d);
  }
  return d;
}

/**
 * A country's name in a language from its ISO 3166-1 alpha-2 code (Intl.DisplayNames), or `fallback` (else the code)
 * when the runtime does not know the code (user-assigned codes such as XK may be missing).
 */
export function countryName(code: string, language: Language, fallback?: string): string {
  const c = code.trim().toUpperCase();
  if (/^[A-Z]{2}$/.test(c)) {
    try {
      const name = display(language).of(c);
      if (name) return name;
    } catch {
      // not a region Intl accepts
    }
  }
  return fallback ?? code;
}

let byEnglish: Map<string, string> | undefined;
/** The alpha-2 code of a country by its English name as Intl knows it (case-insensitive), if any. */
export function countryCodeOfEnglishName(name: string): string | undefined {
  if (!byEnglish) {
    byEnglish = new Map();
    const en = display('en');
    for (let a = 65; a <= 90; a++)
      for (let b = 65; b <= 90; b++) {
        const code = String.fromCharCode(a, b);
        try {
          // a deprecated code (DD, BU, ZR…) is named like its successor: the current code answers for the name
          if (Intl.getCanonicalLocales(`und-${code}`)[0] !== `und-${code}`) continue;
          const n = en.of(code);
          if (n && n !== code && !byEnglish.has(n.toLowerCase())) byEnglish.set(n.toLowerCase(), code);
        } catch {
          // skip
        }
      }
  }
  return byEnglish.get(name.trim().toLowerCase());
}
