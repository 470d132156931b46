import { describe, expect, it } from 'vitest';
import { commonPasswordCandidates, isCommonPassword } from './common-passwords.ts';

const LIST = new Set(['password', 'welcome', 'qwerty', 'dragon', 'iloveyou']);

describe('common passwords', () => {
  it('refuses the findings of the audit: a listed word with capitals, digits, symbols or substitutions', () => {
    for (const p of ['Password1!', 'P@ssw0rd', 'Welcome1!', 'Qwerty123$', 'Dr4g0n!!', 'ILoveYou2026!']) {
      expect(isCommonPassword(p, LIST), p).toBe(true);
    }
  });
  it('accepts passwords that only contain a listed word among other text', () => {
    for (const p of ['N3w!Password', 'Sup3r!Secret', 'correct-Horse-7!', 'Welcome-to-GSN1!']) {
      expect(isCommonPassword(p, LIST), p).toBe(false);
    }
  });
  it('looks up the whole password when its stem is too short to mean anything', () => {
    expect(commonPasswordCandidates('Abc123!!')).toEqual(['abc123!!', 'abci2eii']);
  });
});
