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

/**
 * Each locale is two chunks, fetched when first needed: its first screens' sections (`?core`, vite.config.ts) and
 * the whole of it. The sign-in page loads only the first; a screen inside the portal or the visitor area loads the
 * whole (components/all-texts.tsx), and from then on a language switch loads the whole of the new language.
 */
type Texts = { default: Record<string, unknown> };
const CORE = import.meta.glob<Texts>('../locales/*.json', { query: '?core' });
const FULL = import.meta.glob<Texts>('../locales/*.json');

export type TextsPart = 'core' | 'full';
const loaded = new Set<string>();
const listeners = new Set<() => void>();
let wantFull = false;

/** Loads a language's texts once (the part the screens shown so far need); the app renders after it (main.tsx). */
export async function loadLanguage(lng: Language, part: TextsPart = wantFull ? 'full' : 'core'): Promise<void> {
  if (loaded.has(`${lng}:full`) || loaded.has(`${lng}:${part}`)) return;
  const load = (part === 'full' ? FULL : CORE)[`../locales/${lng}.json`];
  if (!load) throw new Error(`No locale ${lng}`);
  i18n.addResourceBundle(lng, 'translation', (await load()).default, true, true);
  loaded.add(`${lng}:${part}`);
  for (const l of listeners) l();
}

/** Whether every text of the current language is there. */
export function allTextsLoaded(): boolean {
  return loaded.has(`${currentLanguage()}:full`);
}

/** Loads every text of the current language, and of each language switched to from now on. */
export function loadAllTexts(): Promise<void> {
  wantFull = true;
  return loadLanguage(currentLanguage(), 'full');
}

/** Called whenever a part of a language arrives. */
export function onTextsLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
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
