import { describe, expect, it } from 'vitest';
import { isPersonalPassword, personalWords } from './personal-passwords.ts';

const who = {
  email: 'john.smith@northwind-telecom.example',
  username: 'jsmith',
  firstname: 'John',
  lastname: 'Smith',
  company: 'Northwind Telecom',
};

describe('passwords made of the account’s own words', () => {
  it('gathers the words of the e-mail, username, names and company, lower case, letters only', () => {
    expect(personalWords(who).sort()).toEqual(['john', 'smith', 'johnsmith', 'northwind', 'telecom', 'northwindtelecom', 'jsmith'].sort());
    expect(personalWords({})).toEqual([]);
  });

  it('refuses the company name plus a year or digits, the names and the e-mail, whatever the case and substitutions', () => {
    for (const p of [
      'Northwind2026!',
      '2026Northwind!',
      'NorthwindTelecom2025',
      'Northwind-Telecom#1',
      'N0rthw1nd2026!',
      'John.Smith1990',
      'SmithJohn!!',
      'Jsmith#2024',
      'T3l3com!!2026',
      'NorthwindNorthwind1!',
    ]) {
      expect(isPersonalPassword(p, who), p).toBe(true);
    }
  });

  it('accepts a password with words of its own beside them', () => {
    for (const p of ['Northwind-rocks-2026', 'Blue!Harbour42', 'Smithy&Co-1999', 'correct horse battery 7']) {
      expect(isPersonalPassword(p, who), p).toBe(false);
    }
    // nothing known of the account: nothing to compare
    expect(isPersonalPassword('Northwind2026!', {})).toBe(false);
    // no letters at all: the strength rule's business
    expect(isPersonalPassword('2026!!2026', who)).toBe(false);
  });

  it('reads names in any script', () => {
    expect(isPersonalPassword('Иванов2026!', { lastname: 'Иванов' })).toBe(true);
    expect(isPersonalPassword('Иванов-Сад2026!', { lastname: 'Иванов' })).toBe(false);
  });
});
