import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, renderApp, resetAppState } from '../test/utils';

describe('language menu', () => {
  beforeEach(resetAppState);

  it('switches every text, stores the choice and sets the lang attribute', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderApp('/account/login');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /Language: English/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Français' }));

    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeTruthy();
    expect(screen.getByLabelText(/Mot de passe/)).toBeTruthy();
    expect(localStorage.getItem('language')).toBe('fr');
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
  });
});
