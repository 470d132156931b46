import { describe, expect, it } from 'vitest';
import { returnPathAfterSignIn, returnState } from './return-to';

describe('where sign-in returns to', () => {
  it('follows a portal page with its query', () => {
    const state = returnState({ pathname: '/portal/report/traffic/alerts/4', search: '?state=open' });
    expect(returnPathAfterSignIn(state)).toBe('/portal/report/traffic/alerts/4?state=open');
  });

  it('never leaves the portal, nor returns to the account pages', () => {
    for (const from of [
      'https://evil.example/portal/x',
      '//evil.example/portal/',
      '/account/login',
      '/portal\\..\\x',
      '/portal/ x',
      42,
      undefined,
    ])
      expect(returnPathAfterSignIn({ from })).toBeNull();
    expect(returnPathAfterSignIn(null)).toBeNull();
  });
});
