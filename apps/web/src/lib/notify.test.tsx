import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, renderApp, resetAppState } from '../test/utils';
import { i18n } from './i18n';
import { notifyError, notifySuccess } from './notify';

describe('toasts', () => {
  beforeEach(resetAppState);

  it('name their close button in the interface language (WCAG button-name)', async () => {
    mockApi({});
    renderApp('/visitor/contacts');
    act(() => notifyError('The link is invalid'));
    const toast = (await screen.findByText('The link is invalid')).closest('.mantine-Notification-root') as HTMLElement;
    expect(toast.querySelector('button')?.getAttribute('aria-label')).toBe('Close');
    await act(async () => {
      await i18n.changeLanguage('fr');
    });
    act(() => notifySuccess('Enregistré'));
    const second = (await screen.findByText('Enregistré')).closest('.mantine-Notification-root') as HTMLElement;
    expect(second.querySelector('button')?.getAttribute('aria-label')).toBe(i18n.t('common.close', { lng: 'fr' }));
    expect(i18n.t('common.close', { lng: 'fr' })).not.toBe('Close');
  });
});
