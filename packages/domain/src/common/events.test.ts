import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../accounts/languages.ts';
import { defineEvent, type EventTexts, eventCatalogue } from './events.ts';

const same = <T>(v: T) => Object.fromEntries(LANGUAGES.map((l) => [l, v])) as Record<Language, T>;
const texts = (title: string, message: string): Record<Language, EventTexts> => ({
  ...same({ title, message }),
  fr: { title: `${title} (fr)`, message },
});

const porting = defineEvent<{ number: string }>({
  key: 'porting.submitted',
  webhook: { name: 'porting.submitted', label: { ...same('Port request submitted'), es: 'Portabilidad solicitada' } },
  notification: { texts: texts('Port of {number}', 'The port of {number} was submitted.'), values: (p) => ({ number: p.number ?? '' }) },
});
const alert = defineEvent({ key: 'traffic.alert', notification: { texts: texts('Alert', 'Traffic dropped.'), values: () => ({}) } });

describe('eventCatalogue', () => {
  it('renders an event in the reader’s language, English for an unknown one, nothing for an event without texts', () => {
    const c = eventCatalogue([porting, alert]);
    expect(c.render('fr', 'porting.submitted', { number: '+4420' })).toEqual({
      title: 'Port of +4420 (fr)',
      message: 'The port of +4420 was submitted.',
    });
    expect(c.render('xx', 'porting.submitted', { number: '+4420' })?.title).toBe('Port of +4420');
    expect(c.render('en', 'porting.submitted', null)?.title).toBe('Port of ');
    expect(c.render('en', 'order.exploded', {})).toBeUndefined();
    expect(c.render('en', null, {})).toBeUndefined();
    expect(c.notifies('traffic.alert')).toBe(true);
  });

  it('lists the webhook events in contribution order, labelled in a language', () => {
    const c = eventCatalogue([alert, porting]);
    expect(c.webhookNames).toEqual(['porting.submitted']);
    expect(c.webhooks('es')).toEqual([{ name: 'porting.submitted', label: 'Portabilidad solicitada' }]);
    expect(c.webhooks(undefined)).toEqual([{ name: 'porting.submitted', label: 'Port request submitted' }]);
  });

  it('refuses at once two events with one key or one webhook name, a malformed name, and a placeholder without a value', () => {
    expect(() => eventCatalogue([porting, porting])).toThrow(/porting.submitted is contributed twice/);
    const twin = defineEvent({ key: 'porting.twin', webhook: { name: 'porting.submitted', label: same('x') } });
    expect(() => eventCatalogue([porting, twin])).toThrow(/webhook event porting.submitted is contributed twice/);
    expect(() => eventCatalogue([defineEvent({ key: 'x', webhook: { name: 'Porting Submitted', label: same('x') } })])).toThrow(
      /dotted lower case/,
    );
    const typo = defineEvent<{ number: string }>({
      key: 'porting.typo',
      notification: { texts: texts('Port of {numbr}', 'x'), values: (p) => ({ number: p.number ?? '' }) },
    });
    expect(() => eventCatalogue([typo])).toThrow(/porting.typo \(en\): no value for \{numbr\}/);
  });
});
