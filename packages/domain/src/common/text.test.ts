import { describe, expect, it } from 'vitest';
import { blankToNull, CONTROL_CHARACTER_MESSAGE, controlCharacterPath, optionalText, plainString } from './text.ts';

describe('blankToNull', () => {
  it('reads an empty or blank string as null and leaves anything else as it is', () => {
    expect(blankToNull('')).toBeNull();
    expect(blankToNull('   ')).toBeNull();
    expect(blankToNull(' a ')).toBe(' a ');
    expect(blankToNull(0)).toBe(0);
    expect(blankToNull(undefined)).toBeUndefined();
  });
});

describe('optionalText', () => {
  const schema = optionalText(5);

  it('trims, keeps blanks as null and absent as undefined', () => {
    expect(schema.parse('  abc ')).toBe('abc');
    expect(schema.parse('  ')).toBeNull();
    expect(schema.parse(null)).toBeNull();
    expect(schema.parse(undefined)).toBeUndefined();
  });

  it('rejects a text longer than its maximum once trimmed', () => {
    expect(schema.safeParse(' abcde ').success).toBe(true);
    expect(schema.safeParse('abcdef').success).toBe(false);
    expect(schema.safeParse(12).success).toBe(false);
  });
});

describe('controlCharacterPath', () => {
  it('finds a NUL or another control character in strings, keys and arrays, by its field path', () => {
    expect(controlCharacterPath({ email: 'a\u0000b' })).toBe('email');
    expect(controlCharacterPath({ profile: { names: ['ok', 'x\u001by'] } })).toBe('profile.names.1');
    expect(controlCharacterPath({ 'k\u0007': 1 })).toBe('body');
    expect(controlCharacterPath('\u007f')).toBe('body');
  });
  it('lets tabs, line breaks and any other text through', () => {
    expect(controlCharacterPath({ notes: 'line 1\r\nline 2\tend', name: 'Zürich 東京 😀', n: 5, b: null })).toBeUndefined();
  });
  it('plainString refuses control characters with a clear message', () => {
    expect(plainString().safeParse('ok').success).toBe(true);
    const r = plainString().safeParse('a\u0000');
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(CONTROL_CHARACTER_MESSAGE);
  });
});
