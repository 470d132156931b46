import { MAX_NOTE_WORDS, wordCount } from '../orders/schemas.ts';

/**
 * A support ticket's life (docs/support.md): the customer opens it, a staff reply answers it, a customer reply opens
 * it again; either side closes it. A closed ticket is reopened by either side's explicit reopen, or by a reply of the
 * customer (who writes again about the same issue); staff reopen first before replying, so that a closed ticket never
 * turns "answered" without anyone having asked again.
 */
export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** Who writes: the customer's side (the ticket's company, or a registered user without one) or the provider's staff. */
export const TICKET_SIDES = ['customer', 'staff'] as const;
export type TicketSide = (typeof TICKET_SIDES)[number];

export type TicketMove = { kind: 'reply'; side: TicketSide } | { kind: 'close' } | { kind: 'reopen' };

/** The status a move leads to, or null when the move is not possible from `status`. */
export function nextTicketStatus(status: TicketStatus, move: TicketMove): TicketStatus | null {
  switch (move.kind) {
    case 'reply':
      if (move.side === 'staff') return status === 'closed' ? null : 'answered';
      return 'open';
    case 'close':
      return status === 'closed' ? null : 'closed';
    case 'reopen':
      return status === 'closed' ? 'open' : null;
  }
}

/** Spec: a ticket's message (the first one and every reply) is at most 250 words, counted as the order notes are. */
export const MAX_TICKET_WORDS = MAX_NOTE_WORDS;

/** Whether a message keeps within the word limit (the same count the forms show live). */
export const withinTicketWords = (text: string) => wordCount(text) <= MAX_TICKET_WORDS;
