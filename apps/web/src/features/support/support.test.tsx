import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { makeAccount, mockApi, perm, renderApp, resetAppState, seedSession } from '../../test/utils';

/** When set, the ticket page's form throws while rendering (an uncaught error inside the form). */
const failure = vi.hoisted(() => ({ active: false }));

vi.mock('./components/ticket-form', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./components/ticket-form')>();
  function TicketForm(props: Parameters<typeof actual.TicketForm>[0]) {
    // only the ticket page's own form (it names its submit button); the 500 page's form renders normally
    if (failure.active && props.submitLabel !== undefined) throw new Error('ticket form exploded');
    return actual.TicketForm(props);
  }
  return { ...actual, TicketForm };
});

const master = makeAccount({ id: 50, account_type_id: 200, accounttype: { id: 200, account_type: 'master' }, customer_id: 3 });
const TICKET_PATH = '/portal/support/tickets/add';

async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('support ticket form', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await resetAppState();
    failure.active = false;
  });

  it('sends the English title, the details and functionality 800, says "Ticket submitted" and starts afresh', async () => {
    seedSession(master, []);
    const api = mockApi({ 'POST /notifications': { status: 201, body: { message: 'Ticket submitted successfully' } } });
    const user = userEvent.setup();
    renderApp(TICKET_PATH);
    expect(await screen.findByRole('heading', { name: 'Support ticket' })).toBeTruthy();
    const details = screen.getByRole('textbox', { name: /^Details/ });
    await user.type(details, '  Order 12 is stuck in   review ');
    expect(screen.getByText('6 of 250 words')).toBeTruthy();
    // no title chosen yet: nothing is sent
    await user.click(screen.getByRole('button', { name: 'Submit the ticket' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(api.callsTo('POST', '/notifications')).toHaveLength(0);

    await choose(user, /^Title/, 'Order Issue');
    await user.click(screen.getByRole('button', { name: 'Submit the ticket' }));
    await waitFor(() => expect(api.callsTo('POST', '/notifications')).toHaveLength(1));
    expect(api.callsTo('POST', '/notifications')[0]?.body).toEqual({
      title: 'Order Issue',
      message: 'Order 12 is stuck in   review',
      functionality_id: 800,
    });
    expect(await screen.findByText('Ticket submitted')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('textbox', { name: /^Details/ }) as HTMLTextAreaElement).value).toBe(''));
    expect(screen.getByText('0 of 250 words')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: /^Title/ }) as HTMLInputElement).value).toBe('');
  });

  it('opens the new ticket with POST /tickets and goes to its page, for whoever follows tickets', async () => {
    seedSession(master, [perm(800, { read: true, list: true, write: true })]);
    const created = {
      id: 41,
      customer_id: 3,
      customer_name: 'Northwind',
      title: 'Order Issue',
      status: 'open',
      creator_account_id: 50,
      creator_name: 'master@northwind.test',
      assignee_account_id: null,
      assignee_name: null,
      messages_count: 1,
      last_side: 'customer',
      createdAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-20T10:00:00.000Z',
      messages: [
        {
          id: 1,
          author_account_id: 50,
          author_name: 'master@northwind.test',
          side: 'customer',
          body: 'Order 12 is stuck',
          createdAt: '2026-11-20T10:00:00.000Z',
        },
      ],
    };
    const api = mockApi({
      'POST /tickets': { status: 201, body: { message: 'Ticket submitted successfully', data: created } },
      'GET /tickets/41': { body: { data: created } },
    });
    const user = userEvent.setup();
    const { router } = renderApp(TICKET_PATH);
    await choose(user, /^Title/, 'Order Issue');
    await user.type(await screen.findByRole('textbox', { name: /^Details/ }), 'Order 12 is stuck');
    await user.click(screen.getByRole('button', { name: 'Submit the ticket' }));
    await waitFor(() => expect(api.callsTo('POST', '/tickets')).toHaveLength(1));
    expect(api.callsTo('POST', '/tickets')[0]?.body).toEqual({ title: 'Order Issue', message: 'Order 12 is stuck', functionality_id: 800 });
    expect(api.callsTo('POST', '/notifications')).toHaveLength(0);
    expect(await screen.findByText('Ticket submitted')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/support/tickets/41'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket #41: Order Issue' })).toBeTruthy();
  });

  it('counts words live and refuses more than 250', async () => {
    seedSession(master, []);
    const api = mockApi({});
    const user = userEvent.setup();
    renderApp(TICKET_PATH);
    await choose(user, /^Title/, 'Other');
    const details = await screen.findByRole('textbox', { name: /^Details/ });
    await user.click(details);
    await user.paste(Array.from({ length: 250 }, (_, i) => `w${i}`).join(' '));
    expect(screen.getByText('250 of 250 words')).toBeTruthy();
    expect(screen.queryByText('At most 250 words')).toBeNull();
    await user.type(details, ' one-more');
    expect(screen.getByText('251 of 250 words')).toBeTruthy();
    expect(screen.getByText('At most 250 words')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit the ticket' }));
    expect((await screen.findAllByText('At most 250 words')).length).toBe(2);
    expect(api.callsTo('POST', '/notifications')).toHaveLength(0);
  });

  it('shows translated titles but sends the English value', async () => {
    seedSession(master, []);
    await i18n.changeLanguage('es');
    const api = mockApi({ 'POST /notifications': { status: 201, body: { message: 'Ticket submitted successfully' } } });
    const user = userEvent.setup();
    renderApp(TICKET_PATH);
    await user.click(await screen.findByRole('combobox', { name: /^Título/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Problema con un pedido', 'Problema con el portal', 'Otro']);
    await user.click(screen.getByRole('option', { name: 'Problema con el portal' }));
    await user.type(screen.getByRole('textbox', { name: /^Detalles/ }), 'No carga');
    await user.click(screen.getByRole('button', { name: 'Enviar el ticket' }));
    await waitFor(() => expect(api.callsTo('POST', '/notifications')).toHaveLength(1));
    expect(api.callsTo('POST', '/notifications')[0]?.body).toMatchObject({ title: 'Portal Issue', message: 'No carga' });
    expect(await screen.findByText('Ticket enviado')).toBeTruthy();
  });

  it('shows the 500 page with the report-issue form when the form fails, and that form still sends a ticket', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    seedSession(master, []);
    const api = mockApi({ 'POST /notifications': { status: 201, body: { message: 'Ticket submitted successfully' } } });
    failure.active = true;
    const user = userEvent.setup();
    const { container } = renderApp(TICKET_PATH);
    expect(await screen.findByText('We experience some error with your request, please contact the administrator')).toBeTruthy();
    // caught by the page's own boundary around the form, not by the router's error element
    expect(container.querySelector('[data-error-boundary="ticket-form"]')).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    // the portal shell stays; the ticket page's own heading is gone
    expect(screen.getByRole('link', { name: /^Notifications/ })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Support ticket' })).toBeNull();
    const report = await screen.findByRole('region', { name: 'Report the issue' });
    expect((within(report).getByRole('combobox', { name: /^Title/ }) as HTMLInputElement).value).toBe('Portal Issue');
    await user.type(within(report).getByRole('textbox', { name: /^Details/ }), 'The ticket page crashed');
    await user.click(within(report).getByRole('button', { name: 'Send the report' }));
    await waitFor(() => expect(api.callsTo('POST', '/notifications')).toHaveLength(1));
    expect(api.callsTo('POST', '/notifications')[0]?.body).toEqual({
      title: 'Portal Issue',
      message: 'The ticket page crashed',
      functionality_id: 800,
    });
    expect(await screen.findByText('Ticket submitted')).toBeTruthy();
  });
});

describe('support menu', () => {
  beforeEach(resetAppState);

  it('offers Report an issue to everyone and Notifications with the notification list permission', async () => {
    seedSession(master, [perm(400, { read: true, list: true, write: true })]);
    mockApi({});
    const user = userEvent.setup();
    renderApp('/portal/support/contacts');
    await user.click(await screen.findByRole('button', { name: /^Support/ }));
    expect((await screen.findByRole('menuitem', { name: 'Report an issue' })).getAttribute('href')).toBe(TICKET_PATH);
    expect(screen.getByRole('menuitem', { name: 'Notifications' }).getAttribute('href')).toBe('/portal/notification/notifications');
  });
});
