import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders, createQueryClient } from '../app/providers';
import { DraftNotice } from '../components/draft-notice';
import { logout } from '../features/account';
import { makeAccount, mockApi, resetAppState, seedSession } from '../test/utils';
import { lastAnnouncement } from './announcer';
import { DRAFT_LIFETIME_MS, draftKey, readDraft, scrubSecrets, writeDraft } from './drafts';
import { useFormDraft } from './form-draft';
import { clearSession } from './session';

const PATH = '/portal/management/vendor/edit/7';
const KEY = draftKey(1, PATH);

function Harness({ onSaved }: { onSaved?: () => void }) {
  const form = useForm({ initialValues: { name: 'Stored', city: '', password: '' } });
  const draft = useFormDraft(form);
  return (
    <form
      onSubmit={form.onSubmit(() => {
        draft.clear();
        onSaved?.();
      })}
    >
      <DraftNotice draft={draft} />
      <TextInput label="Name" {...form.getInputProps('name')} />
      <TextInput label="City" {...form.getInputProps('city')} />
      <PasswordInput label="Password" {...form.getInputProps('password')} />
      <button type="submit">Save</button>
    </form>
  );
}

function mount() {
  return render(
    <AppProviders env="test" queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[PATH]}>
        <Harness />
      </MemoryRouter>
    </AppProviders>,
  );
}

async function typeAndLeave(user: ReturnType<typeof userEvent.setup>) {
  const view = mount();
  await user.type(screen.getByLabelText('City'), 'Lyon');
  await user.type(screen.getByLabelText('Password'), 'Secret!1');
  view.unmount();
}

describe('useFormDraft', () => {
  beforeEach(async () => {
    await resetAppState();
    seedSession(makeAccount({ id: 1 }));
  });

  it('keeps the changed fields (no password) and restores them when the form comes back, saying so', async () => {
    const user = userEvent.setup();
    await typeAndLeave(user);
    const stored = readDraft<Record<string, unknown>>(KEY);
    // only what the user changed, never the password
    expect(stored?.values).toEqual({ city: 'Lyon' });
    expect(window.localStorage.getItem(KEY)).not.toContain('Secret');

    mount();
    await waitFor(() => expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Lyon'));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Stored');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
    expect(screen.getByTestId('draft-notice').textContent).toContain('Your unsaved changes were restored.');
    expect(lastAnnouncement()).toBe('Your unsaved changes were restored.');
  });

  it('keeps the draft through a session expiry and gives it only to the same account', async () => {
    const user = userEvent.setup();
    const first = mount();
    await user.type(screen.getByLabelText('City'), 'Oslo');
    // the session ends before the pause that writes the draft: the form closing (sign-in replaces it) writes it
    act(() => clearSession());
    expect(readDraft(KEY)).toBeNull();
    first.unmount();
    expect(readDraft(KEY)?.values).toEqual({ city: 'Oslo' });

    // another account signs in on this browser: nothing of account 1 shows
    seedSession(makeAccount({ id: 2, email: 'other@example.com' }));
    const view = mount();
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('');
    expect(screen.queryByTestId('draft-notice')).toBeNull();
    view.unmount();

    seedSession(makeAccount({ id: 1 }));
    mount();
    await waitFor(() => expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Oslo'));
  });

  it('clears the draft on a successful submit', async () => {
    const user = userEvent.setup();
    await typeAndLeave(user);
    mount();
    await screen.findByTestId('draft-notice');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(readDraft(KEY)).toBeNull();
    expect(screen.queryByTestId('draft-notice')).toBeNull();
  });

  it('Discard throws the changes away and puts the form back where it started', async () => {
    const user = userEvent.setup();
    await typeAndLeave(user);
    mount();
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('');
    expect(readDraft(KEY)).toBeNull();
    expect(screen.queryByTestId('draft-notice')).toBeNull();
    expect(lastAnnouncement()).toBe('The unsaved changes were discarded.');
  });

  it('signing out on purpose removes all of that account’s drafts, not other accounts’', async () => {
    mockApi({ 'POST /account/logout': { body: { message: 'Logout successfully' } } });
    const other = draftKey(2, '/portal/management/products/add');
    writeDraft(other, { name: 'kept' });
    writeDraft(draftKey(1, '/portal/management/products/add'), { name: 'gone' });
    const user = userEvent.setup();
    await typeAndLeave(user);
    await logout();
    expect(readDraft(KEY)).toBeNull();
    expect(readDraft(draftKey(1, '/portal/management/products/add'))).toBeNull();
    expect(readDraft(other)?.values).toEqual({ name: 'kept' });
  });

  it('closing the note keeps the changes and the draft', async () => {
    const user = userEvent.setup();
    await typeAndLeave(user);
    mount();
    await user.click(await screen.findByRole('button', { name: 'Keep the changes and close this note' }));
    expect(screen.queryByTestId('draft-notice')).toBeNull();
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Lyon');
    expect(readDraft(KEY)?.values).toEqual({ city: 'Lyon' });
  });

  it('drops a draft older than its lifetime unread', () => {
    writeDraft(KEY, { city: 'Old' }, Date.now() - DRAFT_LIFETIME_MS - 1000);
    expect(readDraft(KEY)).toBeNull();
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('never keeps secret-named fields or files, at any depth', () => {
    const file = new File(['x'], 'passport.pdf');
    expect(
      scrubSecrets({
        name: 'A',
        new_password: 'x',
        retry_password: 'y',
        client_secret: 's',
        api_key: 'k',
        token: 't',
        document: file,
        authorised_person_passport_id: 'P123',
        contacts: [{ email: 'a@b.c', password: 'z' }],
      }),
    ).toEqual({ name: 'A', authorised_person_passport_id: 'P123', contacts: [{ email: 'a@b.c' }] });
  });
});
