/**
 * Common passwords (ASVS 5.0 V6.2.4; docs/security.md, Passwords and e-mail): the forms of a password compared with a
 * list of the most used ones (the server holds the list). Passing the composition rules is not enough: 'Password1!' or
 * 'P@ssw0rd' are among the first guesses of any attacker. A password is common when, in lower case, it or its stem
 * (without the digits and symbols added at its end), read with the usual letter substitutions undone, is on the list.
 */

const LEET: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '8': 'b',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
  '+': 't',
};

/** The password with the usual letter substitutions undone (`p@ssw0rd` → `password`). */
export const unleet = (s: string) => [...s].map((c) => LEET[c] ?? c).join('');

/** The forms of the password looked up in the list (lower case; as typed, its stem, and both with substitutions undone). */
export function commonPasswordCandidates(password: string): string[] {
  const lower = password.toLowerCase();
  const stem = lower.replace(/[^a-z]+$/, '');
  const forms = [lower, stem, unleet(lower), unleet(stem), unleet(lower).replace(/[^a-z]+$/, '')];
  // A stem of three letters or fewer ('abc', 'qwe') says nothing: the whole password is compared then.
  return [...new Set(forms.filter((f) => f.length >= 4))];
}

export const COMMON_PASSWORD_MESSAGE = 'This password is too common, please choose another one';

/** Whether the password is common, given the list (a set of lower-case passwords). */
export function isCommonPassword(password: string, list: ReadonlySet<string>): boolean {
  return commonPasswordCandidates(password).some((c) => list.has(c));
}
