import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './fixtures.ts';
import { signIn } from './support.ts';

/**
 * WCAG 2.2 AA over the main screens, as each role (issue 13): axe-core finds no violation. The demo data set is
 * loaded by the e2e server; every demo account has the password Demo1234!.
 */
const PASSWORD = 'Demo1234!';
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // no loader left in the main content
  await expect(page.locator('main .mantine-Loader-root')).toHaveCount(0);
}

async function audit(page: Page, name: string) {
  await settle(page);
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const summary = result.violations.map(
    (v) =>
      `${name}: ${v.id} (${v.nodes.length}) ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')} — ${v.nodes[0]?.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
  );
  expect(summary, summary.join('\n')).toEqual([]);
}

const SCREENS: { role: string; email: string | null; paths: string[] }[] = [
  { role: 'visitor', email: null, paths: ['/account/login', '/visitor/service_number_coverage', '/visitor/contacts'] },
  {
    role: 'administrator',
    email: 'alice.admin@gsn.example',
    paths: [
      '/portal/dashboard/admin',
      '/portal/account/accounts',
      '/portal/account/customers',
      '/portal/management/orders',
      '/portal/management/service_number_types',
      '/portal/notification/notifications',
      '/portal/administration/permissions',
    ],
  },
  {
    role: 'master',
    email: 'master@northwind-telecom.example',
    paths: [
      '/portal/dashboard/master',
      '/portal/management/orders',
      '/portal/management/service_number_coverage',
      '/portal/management/orders/add',
    ],
  },
  { role: 'operation sub-account', email: 'ops@andesvoice.example', paths: ['/portal/dashboard/sub-account-operation'] },
];

for (const s of SCREENS) {
  test(`axe finds no WCAG 2.2 AA violation on the main screens of the ${s.role}`, async ({ page }) => {
    test.setTimeout(180_000);
    if (s.email) {
      await signIn(page, s.email, PASSWORD);
      await expect(page).toHaveURL(/\/portal\//);
    }
    for (const path of s.paths) {
      await page.goto(path);
      await audit(page, `${s.role} ${path}`);
    }
  });
}
