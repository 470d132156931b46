import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.ts';
import { mailTime, securityMails } from './security-mails.ts';

const url = 'https://portal.example/portal/profile#sessions';
const time = new Date('2026-03-03T10:15:42Z');
const all = (language: string | null) => [
  securityMails.signIn(language, { email: 'a$&b@x.example', time, ip: '203.0.113.7', agent: 'Firefox', url }),
  securityMails.underAttack(language, { email: 'a$&b@x.example', count: 21, url }),
  securityMails.credentialsEnded(language, { reason: 'email', email: 'a$&b@x.example', new_email: 'new@x.example', keys: 3, url }),
  securityMails.credentialsEnded(language, { reason: 'reset', email: 'a$&b@x.example', keys: 0, url }),
  securityMails.apiKeyCreated(language, { email: 'a$&b@x.example', name: 'Billing', prefix: 'gsn_AbCd1234', time, expires: time, url }),
  securityMails.accountStopped(language, { account: 'a$&b@x.example', stop: 'deleted', keys: 2, endpoints: 1, url }),
];

describe('security mails', () => {
  it('are written in each of the six languages, every placeholder filled, the values as given', () => {
    const subjects = new Set<string>();
    for (const language of LANGUAGES) {
      for (const m of all(language)) {
        expect(`${m.subject}\n${m.text}`, language).not.toMatch(/\{[a-z_]+\}/);
        expect(m.text, language).toContain(url);
        expect(`${m.subject}${m.text}`, language).toContain('a$&b@x.example');
        subjects.add(m.subject);
      }
    }
    expect(subjects.size).toBe(6 * 5);
  });

  it('tell what happened, with the figures', () => {
    const [signIn, attack, email, reset, key, stopped] = all('en');
    expect(signIn!.text).toContain('2026-03-03 10:15 UTC');
    expect(signIn!.text).toContain('Address: 203.0.113.7');
    expect(attack!.text).toContain('21 failed sign-ins');
    expect(email!.text).toMatch(/^The e-mail of your GSN Portal account a\$&b@x.example was changed to new@x.example\.\n/);
    expect(email!.text).toContain('API keys (3) revoked');
    expect(reset!.text).toMatch(/^The password of your GSN Portal account .* was reset\./);
    expect(key!.text).toContain('"Billing" (gsn_AbCd1234…)');
    expect(stopped!.subject).toBe('GSN Portal: the account a$&b@x.example was deleted');
    expect(stopped!.text).toContain('API keys (2) were revoked, its webhook endpoints (1) switched off and its scheduled reports stopped');
    expect(all('fr')[5]!.subject).toBe('GSN Portal : le compte a$&b@x.example a été supprimé');
  });

  it('fall back to English without a known profile language', () => {
    expect(all(null)).toEqual(all('en'));
    expect(all('de')).toEqual(all('en'));
    expect(mailTime(time)).toBe('2026-03-03 10:15 UTC');
  });
});
