import { describe, expect, it } from 'vitest';
import { blankToNull, optionalText } from './text.ts';

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
