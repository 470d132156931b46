import { unleet } from './common-passwords.ts';

/**
 * Passwords made of the account's own words (docs/security.md, Passwords and e-mail; ASVS 5.0 V6.2.11): the first
 * guesses of anyone who knows whose account it is. Beside the strength rule and the common-password list, a password
 * is refused when its letters — digits and symbols dropped, usual substitutions undone — are nothing but the words of
 * the user's e-mail, username and names and of the company's name (`Northwind2026!`, `J0hn.Smith`, `NorthwindTelecom1`).
 */
export const PERSONAL_PASSWORD_MESSAGE = 'This password is made of your name, e-mail or company name, please choose another one';

/** What the account is known by: its words are looked for in the password. */
export interface PersonalWords {
  email?: string | null;
  username?: string | null;
  firstname?: string | null;
  lastname?: string | null;
  /** The company's name (a customer's, or the one a registered user gave). */
  company?: string | null;
}

/** The account's words, lower case, letters only: each text whole and each of its words of two letters or more. */
export function personalWords(w: PersonalWords): string[] {
  const texts = [
    w.email?.split('@')[0],
    w.email?.split('@')[1]?.split('.')[0],
    w.username?.split('@')[0],
    w.firstname,
    w.lastname,
    w.company,
  ];
  const words = texts.flatMap((t) => {
    const lower = (t ?? '').toLowerCase();
    return [lower.replace(/[^\p{L}]+/gu, ''), ...lower.split(/[^\p{L}]+/u)];
  });
  return [...new Set(words.filter((x) => x.length >= 2))];
}

/** Whether `text` is a run of the words (each any number of times). */
function madeOf(text: string, words: readonly string[]): boolean {
  const reach = new Array<boolean>(text.length + 1).fill(false);
  reach[0] = true;
  for (let i = 0; i < text.length; i++) {
    if (!reach[i]) continue;
    for (const w of words) if (text.startsWith(w, i)) reach[i + w.length] = true;
  }
  return reach[text.length]!;
}

/** Whether the password is made of the account's own words (digits, symbols and substitutions aside). */
export function isPersonalPassword(password: string, who: PersonalWords): boolean {
  const words = personalWords(who);
  if (!words.length) return false;
  const lower = password.toLowerCase();
  // digits and symbols around the words ('2026!', '#1') are dropped; inside them they may stand for letters (n0rthw1nd)
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  const forms = [lower.replace(/[^\p{L}]+/gu, ''), unleet(core).replace(/[^\p{L}]+/gu, '')];
  return forms.some((f) => f.length > 0 && madeOf(f, words));
}
