import { describe, expect, it } from 'vitest';
import { MAX_TICKET_WORDS, nextTicketStatus, TICKET_STATUSES, withinTicketWords } from './rules.ts';

describe('nextTicketStatus', () => {
  it('answers a ticket on a staff reply and opens it again on a customer reply', () => {
    expect(nextTicketStatus('open', { kind: 'reply', side: 'staff' })).toBe('answered');
    expect(nextTicketStatus('answered', { kind: 'reply', side: 'staff' })).toBe('answered');
    expect(nextTicketStatus('answered', { kind: 'reply', side: 'customer' })).toBe('open');
    expect(nextTicketStatus('open', { kind: 'reply', side: 'customer' })).toBe('open');
  });

  it('lets a customer reply reopen a closed ticket, never a staff reply', () => {
    expect(nextTicketStatus('closed', { kind: 'reply', side: 'customer' })).toBe('open');
    expect(nextTicketStatus('closed', { kind: 'reply', side: 'staff' })).toBeNull();
  });

  it('closes what is not closed and reopens only what is', () => {
    for (const s of TICKET_STATUSES) {
      expect(nextTicketStatus(s, { kind: 'close' })).toBe(s === 'closed' ? null : 'closed');
      expect(nextTicketStatus(s, { kind: 'reopen' })).toBe(s === 'closed' ? 'open' : null);
    }
  });
});

describe('withinTicketWords', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');
  it(`takes up to ${MAX_TICKET_WORDS} words, counting runs of spaces and line breaks once`, () => {
    expect(MAX_TICKET_WORDS).toBe(250);
    expect(withinTicketWords(words(250))).toBe(true);
    expect(withinTicketWords(`  ${words(250).replaceAll(' ', ' \n\t ')}  `)).toBe(true);
    expect(withinTicketWords(words(251))).toBe(false);
  });
});
