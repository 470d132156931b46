import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { resetAppState } from '../../../test/utils';
import { OrderStatusBadge } from './order-status-badge';

/**
 * A status is readable in any column (README, Lists and accessibility) — the whole label, an icon per status class, a
 * tooltip.
 */
describe('order status badge', () => {
  beforeEach(resetAppState);

  it('shows the whole label, the icon of its class and what the class means on hover', async () => {
    render(
      <AppProviders env="test">
        <OrderStatusBadge status="cancellation" />
        <OrderStatusBadge status="cancelled" />
      </AppProviders>,
    );
    const requested = screen.getByText('Cancellation requested').closest('[data-status]') as HTMLElement;
    const cancelled = screen.getByText('Cancelled').closest('[data-status]') as HTMLElement;
    expect(requested.getAttribute('data-status')).toBe('cancellation');
    // "staff must act" and "final" differ by more than colour: each has the icon of its class
    const icon = (el: HTMLElement) => el.querySelector('svg')?.getAttribute('class') ?? '';
    expect(icon(requested)).not.toBe('');
    expect(icon(requested)).not.toBe(icon(cancelled));
    await userEvent.setup().hover(requested);
    expect(await screen.findByText('Cancellation requested: the provider must confirm the cancellation')).toBeTruthy();
  });
});
