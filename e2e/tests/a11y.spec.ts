import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './fixtures.ts';
import { signIn } from './support.ts';

/**
 * WCAG 2.2 AA over every screen of the spec, as each role (README, Lists and accessibility): axe-core finds no
 * violation. The demo data set is loaded by the e2e server; every demo account has the password Demo1234!. Each role
 * signs in once and walks its screens: the items of its menu, then its forms and the detail pages of real demo records
 * (their addresses are read from the links of the lists, so the ids are those of the demo data).
 */
const PASSWORD = 'Demo1234!';
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // no loader left in the main content
  await expect(page.locator('main .mantine-Loader-root')).toHaveCount(0);
}

async function audit(page: Page, name: string, failures: string[]) {
  await settle(page);
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  failures.push(
    ...result.violations.map(
      (v) =>
        `${name}: ${v.id} (${v.nodes.length}) ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')} — ${v.nodes[0]?.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
    ),
  );
}

/**
 * A screen to audit. `follow`: after the audit, the first link of the page whose address matches each pattern
 * (a detail or edit page of a real record) is audited too.
 */
type Screen = string | { path: string; follow: RegExp[]; derive?: [RegExp, (href: string) => string][] };

const ID = '\\d+$';
const follow = (path: string, ...patterns: string[]): Screen => ({ path, follow: patterns.map((p) => new RegExp(p)) });

interface Role {
  role: string;
  email: string | null;
  /** Also audit every portal page its menu offers. */
  menu: boolean;
  screens: Screen[];
  /**
   * A wider role of the same side, walked before: of the pages its menu offers, this role audits only those the wider
   * role's walk did not reach — the same screens over data of the same shape, with fewer actions (every role walking
   * every screen cost CI a quarter of an hour under load). Its own screens are always audited.
   */
  within?: 'administrator' | 'master';
}

const ROLES: Role[] = [
  {
    role: 'visitor',
    email: null,
    menu: false,
    screens: [
      '/account/login',
      '/account/register',
      '/account/forgot-password',
      '/account/reset-password/not-a-valid-token',
      '/account/confirm-email/not-a-valid-token',
      '/visitor',
      follow('/visitor/service_number_coverage', `/visitor/service_number_coverage/${ID}`),
      '/visitor/contacts',
      '/visitor/no-such-page',
    ],
  },
  { role: 'registered user', email: 'rita.registered@example.org', menu: false, screens: ['/visitor', '/visitor/profile'] },
  {
    role: 'administrator',
    email: 'alice.admin@gsn.example',
    menu: true,
    screens: [
      '/portal/dashboard/admin',
      '/portal/profile',
      '/portal/update-password',
      follow('/portal/account/accounts', `/accounts/edit/${ID}`),
      '/portal/account/accounts/add',
      {
        ...(follow('/portal/account/customers', `/customers/edit/${ID}`) as Exclude<Screen, string>),
        // the add-master page of a real customer (every demo customer has its master: the page says so, form disabled)
        derive: [[new RegExp(`/customers/edit/${ID}`), (href) => href.replace('/edit/', '/addmaster/')]],
      },
      '/portal/account/customers/add',
      '/portal/account/customers/bulk',
      '/portal/management/carriers/bulk',
      follow('/portal/management/vendor', `/vendor/edit/${ID}`),
      '/portal/management/vendor/add',
      '/portal/management/vendor/bulk',
      follow('/portal/management/service_number_types', `/service_number_types/edit/${ID}`),
      '/portal/management/service_number_types/add',
      '/portal/management/service_number_types/bulk',
      follow('/portal/management/tariff', `/tariff/edit/${ID}`),
      '/portal/management/tariff/add',
      // staff reach a product's coverage page from the customers' side only; the master's walk covers it
      '/portal/management/service_number_coverage',
      follow('/portal/management/invnumbers', `/invnumbers/show/${ID}`),
      '/portal/management/invnumbers/add',
      '/portal/management/invnumbers/bulk',
      follow('/portal/management/orders', `/orders/show/${ID}`, `/orders/edit/${ID}`),
      '/portal/management/ports',
      '/portal/management/verifications',
      follow('/portal/notification/notifications', `/notifications/${ID}`),
      '/portal/downloads',
      '/portal/report/call_records/bulk',
      // the demo data holds no saved report and no webhook: their lists and add forms are walked
      '/portal/reporting/reports',
      '/portal/reporting/reports/add',
      '/portal/administration/configuration/edit',
      follow('/portal/administration/permissions', `/permissions/edit/${ID}`),
      '/portal/administration/permissions/add',
      follow('/portal/administration/account_types', `/account_types/edit/${ID}`),
      '/portal/administration/account_types/add',
      follow('/portal/administration/notification_types', `/notification_types/edit/${ID}`),
      follow('/portal/administration/functionalities', `/functionalities/edit/${ID}`),
      '/portal/administration/functionalities/add',
      '/portal/administration/webhooks',
      '/portal/administration/audit',
      '/portal/no-such-page',
    ],
  },
  { role: 'sales', within: 'administrator', email: 'sam.sales@gsn.example', menu: true, screens: ['/portal/dashboard/provider_sales'] },
  {
    role: 'product',
    within: 'administrator',
    email: 'pat.product@gsn.example',
    menu: true,
    screens: ['/portal/dashboard/provider_product'],
  },
  {
    role: 'operation',
    within: 'administrator',
    email: 'oliver.ops@gsn.example',
    menu: true,
    screens: ['/portal/dashboard/provider_operation'],
  },
  {
    role: 'billing',
    within: 'administrator',
    email: 'bea.billing@gsn.example',
    menu: true,
    screens: ['/portal/dashboard/provider_billing'],
  },
  {
    role: 'master',
    email: 'master@northwind-telecom.example',
    menu: true,
    screens: [
      '/portal/dashboard/master',
      '/portal/profile',
      follow('/portal/account/accounts', `/accounts/edit/${ID}`),
      '/portal/account/accounts/add',
      follow('/portal/management/orders', `/orders/show/${ID}`, `/orders/edit/${ID}`),
      '/portal/management/orders/add',
      '/portal/management/ports',
      '/portal/management/compliance',
      follow('/portal/management/service_number_coverage', `/service_number_coverage/show/${ID}`),
      follow('/portal/management/invnumbers', `/invnumbers/show/${ID}`),
      follow('/portal/notification/notifications', `/notifications/${ID}`),
      '/portal/administration/permissions/add',
    ],
  },
  {
    role: 'sales sub-account',
    within: 'master',
    email: 'sales@northwind-telecom.example',
    menu: true,
    screens: ['/portal/dashboard/sub-account-sales'],
  },
  {
    role: 'product sub-account',
    within: 'master',
    email: 'product@blueharbour.example',
    menu: true,
    screens: ['/portal/dashboard/sub-account-product'],
  },
  {
    role: 'operation sub-account',
    within: 'master',
    email: 'ops@andesvoice.example',
    menu: true,
    screens: ['/portal/dashboard/sub-account-operation'],
  },
];

/** The portal pages the menu of the signed-in role offers: each group of the header opened in turn. */
async function menuPaths(page: Page): Promise<string[]> {
  const paths: string[] = [];
  const groups = page.locator('header [data-nav-group]');
  // the header lays its menus out once it has measured itself
  await expect(groups.first()).toBeVisible();
  for (let i = 0; i < (await groups.count()); i++) {
    await groups.nth(i).click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    paths.push(
      ...(await menu
        .locator('a[href^="/portal/"]')
        .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname))),
    );
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
  }
  return [...new Set(paths)];
}

/** The paths each role's walk audited (a retry in a new worker starts empty and audits everything again). */
const auditedBy = new Map<string, Set<string>>();

for (const r of ROLES) {
  test(`axe finds no WCAG 2.2 AA violation on the screens of the ${r.role}`, async ({ page }) => {
    // the administrator's walk covers ~60 screens at two widths: 5 minutes on a quiet machine, past 10 on a busy one
    test.setTimeout(1_200_000);
    const failures: string[] = [];
    if (r.email) {
      await signIn(page, r.email, PASSWORD);
      await expect(page).toHaveURL(/\/(portal|visitor)/);
      await settle(page);
    }
    const queue: Screen[] = [...r.screens];
    if (r.menu) queue.push(...(await menuPaths(page)));
    const seen = new Set<string>();
    for (const s of queue) {
      const path = typeof s === 'string' ? s : s.path;
      if (seen.has(path)) continue;
      seen.add(path);
      if (r.within && !r.screens.includes(s) && auditedBy.get(r.within)?.has(path)) continue;
      auditedBy.set(r.role, (auditedBy.get(r.role) ?? new Set()).add(path));
      await page.goto(path);
      await audit(page, `${r.role} ${path}`, failures);
      if (typeof s === 'string') continue;
      const hrefs = await page
        .locator('main a[href]')
        .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      for (const pattern of s.follow) {
        const target = hrefs.find((h) => pattern.test(h));
        if (!target) failures.push(`${r.role} ${path}: no link to ${pattern} in the demo data`);
        else if (!seen.has(target)) queue.push(target);
      }
      for (const [pattern, to] of s.derive ?? []) {
        const source = hrefs.find((h) => pattern.test(h));
        if (!source) failures.push(`${r.role} ${path}: no link to ${pattern} in the demo data`);
        else if (!seen.has(to(source))) queue.push(to(source));
      }
    }
    expect(seen.size).toBeGreaterThan(r.menu ? 3 : 1);
    expect(failures, failures.join('\n')).toEqual([]);
  });
}
