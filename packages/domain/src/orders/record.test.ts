import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../accounts/languages.ts';
import { orderNextStep } from './next-steps.ts';
import { incompleteReason } from './record.ts';
import { ORDER_STATUSES } from './statuses.ts';

const move = (from: string | null, to: string, remarks: string | null = null, kind = 'status') => ({
  kind,
  from_status: from,
  to_status: to,
  remarks,
});

describe('incompleteReason', () => {
  it('is the message of the latest move into incomplete, trimmed', () => {
    const events = [
      move(null, 'requested'),
      move('requested', 'ready'),
      move('ready', 'incomplete', 'First reason'),
      move('incomplete', 'ready'),
      move('ready', 'incomplete', '  Second reason  '),
    ];
    expect(incompleteReason('incomplete', events)).toBe('Second reason');
  });

  it('is null outside incomplete, and when staff gave no message with the latest move', () => {
    const events = [move('ready', 'incomplete', 'Old reason'), move('incomplete', 'ready'), move('ready', 'incomplete', '  ')];
    expect(incompleteReason('incomplete', events)).toBeNull();
    expect(incompleteReason('saved', [move('ready', 'incomplete', 'Old reason'), move('incomplete', 'saved')])).toBeNull();
    expect(incompleteReason('incomplete', [])).toBeNull();
  });

  it('skips pricing and numbers events and saves within incomplete', () => {
    const events = [
      move('ready', 'incomplete', 'The reason'),
      move('incomplete', 'incomplete', 'Document uploaded: x (y.pdf)'),
      move('incomplete', 'incomplete', null, 'pricing'),
    ];
    expect(incompleteReason('incomplete', events)).toBe('The reason');
  });
});

describe('orderNextStep', () => {
  it('tells the customer and staff their own next step', () => {
    expect(orderNextStep('en', 'ready', 'staff')).toBe('Next step: Review the order and accept it or mark it incomplete.');
    expect(orderNextStep('en', 'completed', 'customer')).toBe('Next step: Your numbers are listed on the order.');
    expect(orderNextStep('en', 'incomplete', 'customer', ' No address proof ')).toBe(
      'Next step: Complete the missing details: No address proof',
    );
    expect(orderNextStep('en', 'incomplete', 'customer')).toBe(
      'Next step: Complete the missing details and documents, then submit the order again.',
    );
    expect(orderNextStep('fr', 'accepted', 'staff')).toBe('Prochaine étape : Attribuez les numéros à la commande.');
  });

  it('has a step for every status and reader in every language, English for an unknown language, none for an unknown status', () => {
    for (const lng of LANGUAGES)
      for (const status of ORDER_STATUSES)
        for (const reader of ['customer', 'staff'] as const) {
          const step = orderNextStep(lng, status, reader, 'why');
          expect(step, `${lng} ${status} ${reader}`).toBeTruthy();
          expect(step).not.toMatch(/[{}]/);
        }
    expect(orderNextStep('xx', 'ready', 'customer')).toBe(orderNextStep('en', 'ready', 'customer'));
    expect(orderNextStep('en', 'exploded', 'customer')).toBeUndefined();
    expect(orderNextStep('en', null, 'customer')).toBeUndefined();
  });
});
