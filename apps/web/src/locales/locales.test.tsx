import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@gsn/domain';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import ja from './ja.json';
import ru from './ru.json';
import zh from './zh.json';

const locales: Record<string, unknown> = { en, es, fr, ja, ru, zh };

function flatten(value: unknown, prefix = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else {
    out[prefix] = value;
  }
  return out;
}

/** Values that are the same word in that language as in English (proper nouns, shared words, codes such as the carrier columns). */
const SAME_AS_ENGLISH: Record<string, string[]> = {
  es: ['Fax', 'Asia', 'CIC', 'CS', 'CLLI_NAME', 'No', 'Webhooks', 'URL', '{{ms}} ms'],
  fr: [
    'Contacts',
    'Notifications',
    'Configuration',
    'Administration',
    'Europe',
    'Action',
    'Contacts',
    'CIC',
    'CS',
    'CLLI_NAME',
    'Webhooks',
    'URL',
    '{{ms}} ms',
    'Description',
    'Actions',
  ],
  ja: ['CIC', 'CS', 'CLLI_NAME', 'URL'],
  ru: ['CIC', 'CS', 'CLLI_NAME', 'URL'],
  zh: ['CIC', 'CS', 'CLLI_NAME', 'URL'],
};

describe('locale files', () => {
  const flat = Object.fromEntries(Object.entries(locales).map(([l, v]) => [l, flatten(v)]));
  const english = flat.en as Record<string, unknown>;

  it('exist for all six languages', () => {
    expect(Object.keys(locales).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(Object.keys(locales))('%s has exactly the English key set', (lng) => {
    expect(Object.keys(flat[lng] as object).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(Object.keys(locales))('%s has no empty or non-string value', (lng) => {
    const bad = Object.entries(flat[lng] as object).filter(([, v]) => typeof v !== 'string' || v.trim() === '');
    expect(bad).toEqual([]);
  });

  it.each(Object.keys(locales))('%s keeps the same interpolation variables', (lng) => {
    const vars = (s: unknown) => [...String(s).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    const mismatched = Object.keys(english).filter(
      (k) => vars(english[k]).join() !== vars((flat[lng] as Record<string, unknown>)[k]).join(),
    );
    expect(mismatched).toEqual([]);
  });

  it.each(['es', 'fr', 'ja', 'ru', 'zh'])('%s is translated (no English text left)', (lng) => {
    const allowed = new Set(SAME_AS_ENGLISH[lng]);
    const untranslated = Object.entries(flat[lng] as Record<string, unknown>)
      .filter(([k, v]) => v === english[k] && !allowed.has(String(v)))
      .map(([k]) => k);
    expect(untranslated).toEqual([]);
  });
});
