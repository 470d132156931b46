import { describe, expect, it } from 'vitest';
import { acceptedLanguage } from './languages.ts';

describe('acceptedLanguage', () => {
  it('takes the first interface language by quality', () => {
    expect(acceptedLanguage('ru')).toBe('ru');
    expect(acceptedLanguage('de-DE,de;q=0.9,fr;q=0.8,en;q=0.7')).toBe('fr');
    expect(acceptedLanguage('en;q=0.5, zh-Hans-CN')).toBe('zh');
    expect(acceptedLanguage(['ja-JP'])).toBe('ja');
  });
  it('answers undefined when none is an interface language', () => {
    expect(acceptedLanguage(undefined)).toBeUndefined();
    expect(acceptedLanguage('de, it;q=0.3')).toBeUndefined();
    expect(acceptedLanguage('fr;q=0')).toBeUndefined();
  });
});
