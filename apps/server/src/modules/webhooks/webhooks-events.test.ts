import { readFileSync } from 'node:fs';
import { eventCatalogue, LANGUAGES } from '@gsn/domain';
import { describe, expect, it } from 'vitest';
import { builtInEvents } from '../index.ts';

/** Every module's events, as app.ts collects them into the services' `eventCatalogue`. */
const catalogue = eventCatalogue(builtInEvents());

describe('the events the modules contribute', () => {
  it('are listed in docs/webhooks.md’s Events table, each webhook event once and no other', () => {
    const doc = readFileSync(new URL('../../../../../docs/webhooks.md', import.meta.url), 'utf8');
    const section = doc.split('## Events')[1]?.split('\n## ')[0] ?? '';
    const listed = [...section.matchAll(/^\| `([a-z_.]+)` \|/gm)].map((m) => m[1]);
    expect([...listed].sort()).toEqual([...catalogue.webhookNames].sort());
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('render every notification in every language without a placeholder left, even from an empty row', () => {
    const notifying = catalogue.definitions.filter((d) => d.notification);
    expect(notifying.map((d) => d.key)).toEqual(expect.arrayContaining(['order.placed', 'order.moved', 'account.created']));
    for (const lng of LANGUAGES)
      for (const { key } of notifying) {
        const r = catalogue.render(lng, key, {});
        expect(`${r?.title} ${r?.message}`, `${key} (${lng})`).not.toMatch(/[{}]|undefined/);
      }
  });

  it('label every webhook event in every language', () => {
    for (const lng of LANGUAGES) for (const w of catalogue.webhooks(lng)) expect(w.label.trim(), `${w.name} (${lng})`).not.toBe('');
  });
});
