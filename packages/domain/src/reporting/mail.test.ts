import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../accounts/languages.ts';
import { reportReadyMail } from './mail.ts';

const v = { name: 'Daily $& causes', file: 'callcauses-20260303060030-0a1b2c3d.csv', url: 'https://portal.example/portal/downloads' };

describe('report ready mail', () => {
  it('is written in each of the six languages, with the name, the file and the link', () => {
    const subjects = new Set<string>();
    for (const lang of LANGUAGES) {
      const m = reportReadyMail(lang, v);
      expect(m.subject, lang).toContain(v.name);
      expect(m.text, lang).toContain(v.file);
      expect(m.text.trimEnd().endsWith(v.url), lang).toBe(true);
      subjects.add(m.subject);
    }
    expect(subjects.size).toBe(6);
    expect(reportReadyMail('fr', v).subject).toBe('Votre rapport « Daily $& causes » est prêt');
  });

  it('falls back to English without a known profile language', () => {
    for (const lang of [null, undefined, 'de'])
      expect(reportReadyMail(lang, v)).toEqual({
        subject: 'Your report "Daily $& causes" is ready',
        text: `Your report "Daily $& causes" is ready (${v.file}). Download it from Downloads: ${v.url}\n`,
      });
  });
});
