import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { mockApi, resetAppState } from '../../../test/utils';
import { EmbeddedErrorOutlet, RouteErrorBoundary } from '../components/route-error-boundary';

function Broken(): never {
  throw new Error('boom');
}

function renderBroken() {
  render(
    <AppProviders env="test">
      <MemoryRouter>
        <RouteErrorBoundary>
          <Broken />
        </RouteErrorBoundary>
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('500 error page', () => {
  beforeEach(async () => {
    await resetAppState();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows the message and sends the report as a support ticket (functionality 800)', async () => {
    const api = mockApi({ 'POST /notifications': { status: 201, body: { message: 'Ticket submitted' } } });
    const user = userEvent.setup();
    renderBroken();
    expect(await screen.findByText('We experience some error with your request, please contact the administrator')).toBeTruthy();
    await user.type(await screen.findByLabelText(/^Details/), 'The order page crashed after saving');
    expect(screen.getByText('6 of 250 words')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send the report' }));
    await waitFor(() => expect(api.callsTo('POST', '/notifications')).toHaveLength(1));
    expect(api.callsTo('POST', '/notifications')[0]?.body).toEqual({
      title: 'Portal Issue',
      message: 'The order page crashed after saving',
      functionality_id: 800,
    });
    expect(await screen.findByText('Ticket submitted')).toBeTruthy();
  });

  it('shows the error toast when the report cannot be sent', async () => {
    mockApi({ 'POST /notifications': { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'x' } } });
    const user = userEvent.setup();
    renderBroken();
    await user.type(await screen.findByLabelText(/^Details/), 'Something broke');
    await user.click(screen.getByRole('button', { name: 'Send the report' }));
    // the page text and the toast say the same: two occurrences once the toast is up
    await waitFor(() =>
      expect(screen.getAllByText('We experience some error with your request, please contact the administrator')).toHaveLength(2),
    );
  });

  it('refuses details longer than 250 words', async () => {
    const api = mockApi({});
    renderBroken();
    const user = userEvent.setup();
    const details = await screen.findByLabelText(/^Details/);
    await user.click(details);
    await user.paste(Array.from({ length: 251 }, (_, i) => `w${i}`).join(' '));
    await user.click(screen.getByRole('button', { name: 'Send the report' }));
    expect((await screen.findAllByText('At most 250 words')).length).toBeGreaterThan(0);
    expect(api.callsTo('POST', '/notifications')).toHaveLength(0);
  });
});

describe('500 page inside the portal', () => {
  beforeEach(async () => {
    await resetAppState();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('keeps the portal shell around a failing page', async () => {
    const { AppShell } = await import('@mantine/core');
    mockApi({});
    render(
      <AppProviders env="test">
        <MemoryRouter>
          <RouteErrorBoundary>
            <Routes>
              <Route
                path="/"
                element={
                  <AppShell>
                    <nav aria-label="shell navigation" />
                    <Outlet />
                  </AppShell>
                }
              >
                <Route element={<EmbeddedErrorOutlet />}>
                  <Route index element={<Broken />} />
                </Route>
              </Route>
            </Routes>
          </RouteErrorBoundary>
        </MemoryRouter>
      </AppProviders>,
    );
    expect(await screen.findByText('We experience some error with your request, please contact the administrator')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'shell navigation' })).toBeTruthy();
    expect(screen.queryAllByRole('main')).toHaveLength(0);
  });

  it('shows the next page again once the user goes elsewhere', async () => {
    mockApi({});
    const user = userEvent.setup();
    render(
      <AppProviders env="test">
        <MemoryRouter>
          <Link to="/fine">elsewhere</Link>
          <RouteErrorBoundary>
            <Routes>
              <Route path="/" element={<Broken />} />
              <Route path="/fine" element={<p>the next page</p>} />
            </Routes>
          </RouteErrorBoundary>
        </MemoryRouter>
      </AppProviders>,
    );
    expect(await screen.findByText('We experience some error with your request, please contact the administrator')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'elsewhere' }));
    expect(await screen.findByText('the next page')).toBeTruthy();
    expect(screen.queryByText('We experience some error with your request, please contact the administrator')).toBeNull();
  });
});
