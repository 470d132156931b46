import { test as base, expect } from '@playwright/test';

/**
 * The suite's `test`: every page of a test runs under the portal's Content-Security-Policy, and a violation the
 * browser reports (a blocked inline style or script, a foreign source) fails the test, with the browser's message.
 * Spec files import `test` and `expect` from here (Biome refuses '@playwright/test' elsewhere in e2e/tests).
 */
export const test = base.extend<{ cspGuard: undefined }>({
  cspGuard: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on('console', (msg) => {
        if (/Content.Security.Policy/i.test(msg.text())) violations.push(`${msg.type()}: ${msg.text()}`);
      });
      await use(undefined);
      expect(violations, 'Content-Security-Policy violations in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { APIRequestContext, Page } from '@playwright/test';
