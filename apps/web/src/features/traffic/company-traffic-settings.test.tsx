import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_TRAFFIC_SETTINGS } from '@gsn/domain';
import { AppProviders, createQueryClient } from '../../app/providers';
import { makeAccount, mockApi, resetAppState, seedSession } from '../../test/utils';
import { CompanyTrafficSettings } from './components/company-traffic-settings';

const defaults = DEFAULT_TRAFFIC_SETTINGS;

beforeEach(() => seedSession(makeAccount({ account_type_id: 100 })));
afterEach(resetAppState);

const renderSettings = () =>
  render(
    <AppProviders env="test" queryClient={createQueryClient()}>
      <MemoryRouter>
        <CompanyTrafficSettings customerId={4} />
      </MemoryRouter>
    </AppProviders>,
  );

describe('a company’s traffic alert settings (staff)', () => {
  it('show the defaults as placeholders, save shares as fractions, and mute and unmute a number', { timeout: 30_000 }, async () => {
    let own: { thresholds: Record<string, number> | null; quiet_hours: number | null } = {
      thresholds: { minAttempts: 40 },
      quiet_hours: null,
    };
    let mutes = [
      {
        id: 9,
        customer_id: 4,
        service_number: '+448001110001',
        until: '2026-12-01T00:00:00.000Z',
        note: 'TV campaign',
        createdAt: '2026-11-27T00:00:00.000Z',
      },
    ];
    const view = () => ({ body: { data: { customer_id: 4, ...own, effective: defaults, defaults, updatedAt: null } } });
    const api = mockApi({
      'GET /traffic/settings/4': view,
      'PUT /traffic/settings/4': ({ body }) => {
        own = body as typeof own;
        return view();
      },
      'GET /traffic/mutes': () => ({ body: { data: mutes } }),
      'POST /traffic/mutes': () => ({ status: 201, body: { message: 'Number muted', data: mutes[0] } }),
      'DELETE /traffic/mutes/9': () => {
        mutes = [];
        return { body: { message: 'Mute ended', data: {} } };
      },
    });
    const user = userEvent.setup();
    renderSettings();
    const least = await screen.findByRole('textbox', { name: 'Least calls in an hour for any rule' });
    await waitFor(() => expect((least as HTMLInputElement).value).toBe('40'));
    const share = screen.getByRole('textbox', { name: 'One caller: share of the calls' }) as HTMLInputElement;
    expect(share.placeholder).toBe('30');
    await user.type(share, '45');
    await user.click(screen.getByRole('button', { name: 'Save thresholds' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
        thresholds: { minAttempts: 40, singleCallerShare: 0.45 },
        quiet_hours: null,
      }),
    );

    const table = screen.getByRole('table');
    expect(within(table).getByText('+448001110001')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'End the mute of +448001110001' }));
    expect(await screen.findByText('No number is muted.')).toBeTruthy();

    const form = screen.getByRole('form', { name: 'Mute the number' });
    await user.type(within(form).getByRole('textbox', { name: 'Service number' }), '+448001110002');
    await user.type(within(form).getByRole('textbox', { name: 'Why' }), 'Load test by the customer');
    await user.click(within(form).getByRole('button', { name: 'Mute the number' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
        service_number: '+448001110002',
        note: 'Load test by the customer',
      }),
    );
    const posted = api.calls.find((c) => c.method === 'POST')!.body as { until: string };
    const until = Date.parse(posted.until);
    expect(Math.round((until - Date.now()) / 86_400_000)).toBe(7);
  });
});
