import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@gsn/domain/accounts/languages';
import { readString, STORAGE_KEYS, writeString } from './storage';

/** Spec 1 §1: six interface languages, stored locally under `language`, English by default. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's own name (shown the same in every locale). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  ja: '日本語',
  ru: 'Русский',
  zh: '中文（简体）',
};

/** BCP 47 tags for the `lang` attribute and for date and number formats. */
export const LANGUAGE_TAGS: Record<Language, string> = {
  en: 'en',
  es: 'es',
  fr: 'fr',
  ja: 'ja',
  ru: 'ru',
  zh: 'zh-Hans',
};

/** Each locale is its own chunk, fetched when its language is first needed (the first visit loads one). */
const LOCALES = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*.json');

/** Loads a language's texts once; the app renders after the stored language is loaded (main.tsx). */
export async function loadLanguage(lng: Language): Promise<void> {
  if (i18n.hasResourceBundle(lng, 'translation')) return;
  const load = LOCALES[`../locales/${lng}.json`];
  if (!load) throw new Error(`No locale ${lng}`);
  i18n.addResourceBundle(lng, 'translation', (await load()).default, true, true);
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function storedLanguage(): Language {
  const v = readString(STORAGE_KEYS.language);
  return isLanguage(v) ? v : DEFAULT_LANGUAGE;
}

function applyLangAttribute(lng: string): void {
  if (typeof document !== 'undefined') {
    document.documentElement.lang = isLanguage(lng) ? LANGUAGE_TAGS[lng] : lng;
  }
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  react: { useSuspense: false },
});

applyLangAttribute(i18n.language);
i18n.on('languageChanged', applyLangAttribute);

/** Switches every text of the interface and remembers the choice. */
export async function setLanguage(lng: Language): Promise<void> {
  writeString(STORAGE_KEYS.language, lng);
  await loadLanguage(lng);
  await i18n.changeLanguage(lng);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
