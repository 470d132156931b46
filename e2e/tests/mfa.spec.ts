import AxeBuilder from '@axe-core/playwright';
import { Secret, TOTP } from 'otpauth';
import { type APIRequestContext, expect, type Page, test } from './fixtures.ts';
import { ADMIN, linkFromMail, shot, signIn } from './support.ts';

/**
 * Second factors and step-up in Chromium (docs/security.md): an authenticator app enrolled from the profile (its
 * secret read off the page, codes computed as the app would), a passkey on Chromium's virtual authenticator, a
 * recovery code that works once, the staff policy's enrolment page, and the re-authentication dialog.
 *
 * Passkeys are bound to a domain name, so this file runs on `localhost` (the server's PUBLIC_URL), not 127.0.0.1.
 * The e2e server's step-up window is 60 s (STEP_UP_MAX_AGE_SECONDS, playwright.config.ts): the dialog is shown by a
 * session signed in at the start of the file and used last.
 */
const port = Number(process.env.E2E_PORT ?? 3199);
test.use({ baseURL: `http://localhost:${port}` });
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'Mfa!e2e-Pass1';
const stamp = Date.now().toString(36);
const email = (who: string) => `${who}.${stamp}@mfa.example`;
const code = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

async function token(request: APIRequestContext, who: string, password: string): Promise<string> {
  const res = await request.post('/api/account/login', { data: { email: who, password } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).token as string;
}

/** An active account of the type made by the administrator, its password set through the activation link. */
async function account(request: APIRequestContext, admin: string, who: string, type: number) {
  const created = await request.post('/api/account/signup', {
    headers: { authorization: `Bearer ${admin}` },
    data: { email: who, account_type_id: type },
  });
  expect(created.status(), await created.text()).toBe(201);
  const link = new URL(await linkFromMail(who));
  const activation = link.pathname.split('/').pop()!;
  const set = await request.post(`/api/account/activate/${activation}`, { data: { new_password: PASSWORD, retry_password: PASSWORD } });
  expect(set.status(), await set.text()).toBe(200);
}

/** WCAG 2.2 AA over what is shown, or over `scope` only (a dialog, a section: the rest of the page is a11y.spec's). */
async function audit(page: Page, name: string, scope?: string) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  const result = await (scope ? builder.include(scope) : builder).analyze();
  const summary = result.violations.map((v) => `${name}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(summary, summary.join('\n')).toEqual([]);
}

async function signOut(page: Page) {
  await page.goto('/account/logout');
  await expect(page).toHaveURL(/\/account\/login/);
}

/** The password, then the second step's screen. */
async function firstStep(page: Page, who: string) {
  await signIn(page, who, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
}

async function secondStep(page: Page, value: string) {
  await page.getByRole('textbox', { name: 'Code' }).fill(value);
  await page.getByRole('button', { name: 'Verify' }).click();
}

// the step-up session: signed in first, used last, when its proof is older than the window
let aged: Page;
let agedSince = 0;

test.beforeAll(async ({ browser, request }) => {
  test.setTimeout(90_000);
  const admin = await token(request, ADMIN.email, ADMIN.password);
  for (const [who, type] of [
    ['totp', 130],
    ['aged', 130],
    ['newcomer', 120],
    ['guard', 100],
  ] as const) {
    await account(request, admin, email(who), type);
  }
  // a context of its own (the accessibility check needs one), kept across the tests
  aged = await (await browser.newContext({ baseURL: `http://localhost:${port}` })).newPage();
  await signIn(aged, email('aged'), PASSWORD);
  await expect(aged).toHaveURL(/dashboard/);
  agedSince = Date.now();
});

test.afterAll(async () => aged?.context().close());

test('an authenticator app, a recovery code once, and a passkey', async ({ page }) => {
  test.setTimeout(120_000);
  const who = email('totp');
  await signIn(page, who, PASSWORD);
  await expect(page).toHaveURL(/dashboard/);
  await page.goto('/portal/profile');
  const section = page.getByRole('region', { name: 'Second factors' });
  await expect(section.getByTestId('factors-empty')).toBeVisible({ timeout: 30_000 });

  // the authenticator: the secret read off the page, the first code computed as the app would
  await section.getByRole('button', { name: 'Add an authenticator app' }).click();
  const add = page.getByRole('dialog', { name: 'Add an authenticator app' });
  await expect(add.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = ((await add.getByTestId('totp-secret').textContent()) ?? '').replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await add.getByRole('textbox', { name: 'Name' }).fill('Work phone');
  await add.getByRole('textbox', { name: 'Code from the app' }).fill(code(secret));
  await shot(page, 'mfa-add-authenticator');
  await audit(page, 'add authenticator', '[role="dialog"]');
  await add.getByRole('button', { name: 'Add', exact: true }).click();

  // the first factor comes with ten recovery codes, shown once
  const codesDialog = page.getByRole('dialog', { name: 'Your recovery codes' });
  const codeItems = codesDialog.getByTestId('recovery-codes').getByRole('listitem');
  // the dialog opens once the server has answered: wait for it before reading the list
  await expect(codeItems).toHaveCount(10);
  const codes = (await codeItems.allTextContents()).map((c) => c.trim());
  expect(new Set(codes).size).toBe(10);
  await shot(page, 'mfa-recovery-codes');
  await codesDialog.getByRole('button', { name: 'I have saved them' }).click();
  await expect(section.getByTestId('factor-row')).toHaveCount(1);
  await expect(section.getByRole('cell', { name: 'Work phone', exact: true })).toBeVisible();

  // sign out, then password and the app's next code
  await signOut(page);
  await firstStep(page, who);
  await shot(page, 'mfa-second-step');
  await audit(page, 'second step');
  await secondStep(page, code(secret, 1));
  await expect(page).toHaveURL(/dashboard/);

  // a recovery code works once
  await signOut(page);
  await firstStep(page, who);
  await secondStep(page, codes[0]!);
  await expect(page).toHaveURL(/dashboard/);
  await signOut(page);
  await firstStep(page, who);
  await secondStep(page, codes[0]!);
  await expect(page.getByText('This code is not valid. Check it and try again.')).toBeVisible();
  await secondStep(page, codes[1]!);
  await expect(page).toHaveURL(/dashboard/);

  // a passkey on Chromium's virtual authenticator
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  await page.goto('/portal/profile');
  await section.getByRole('button', { name: 'Add a passkey or security key' }).click();
  const passkey = page.getByRole('dialog', { name: 'Add a passkey or security key' });
  await passkey.getByRole('textbox', { name: 'Name' }).fill('Laptop');
  await passkey.getByRole('button', { name: 'Continue' }).click();
  await expect(section.getByRole('cell', { name: 'Laptop', exact: true })).toBeVisible();
  await expect(section.getByTestId('factor-row')).toHaveCount(2);
  await expect(section.getByTestId('codes-left')).toHaveText('Recovery codes left: 8 of 10');
  await shot(page, 'mfa-profile-factors');
  await audit(page, 'profile second factors', 'section[aria-labelledby="security-title"]');

  await signOut(page);
  await firstStep(page, who);
  await page.getByRole('button', { name: 'Use a passkey or security key' }).click();
  await expect(page).toHaveURL(/dashboard/);
});

test('with the staff policy on, an unenrolled staff account is sent to enrolment', async ({ page, request }) => {
  // the policy is switched by an administrator that has a factor itself (on, every staff account without one may
  // only enrol, the suite's administrator too), and switched off again for the rest of the suite
  const guard = await token(request, email('guard'), PASSWORD);
  const started = await request.post('/api/account/mfa/totp', { headers: { authorization: `Bearer ${guard}` } });
  const { id, secret } = (await started.json()) as { id: number; secret: string };
  const confirmed = await request.post(`/api/account/mfa/totp/${id}/confirm`, {
    headers: { authorization: `Bearer ${guard}` },
    data: { code: code(secret), name: 'Guard phone' },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(201);
  const recovery = (await confirmed.json()).recovery_codes as string[];
  const policy = async (on: boolean) => {
    const first = await (await request.post('/api/account/login', { data: { email: email('guard'), password: PASSWORD } })).json();
    const second = await request.post('/api/account/login/mfa', { data: { mfa_token: first.mfa_token, code: recovery.shift() } });
    const session = (await second.json()).token as string;
    const res = await request.put('/api/configuration', {
      headers: { authorization: `Bearer ${session}` },
      data: { mfa_required_for_staff: on },
    });
    expect(res.status(), await res.text()).toBe(200);
  };
  await policy(true);
  try {
    await signIn(page, email('newcomer'), PASSWORD);
    await expect(page).toHaveURL(/\/account\/enrol$/);
    await expect(page.getByRole('heading', { name: 'Add a second factor' })).toBeVisible();
    await shot(page, 'mfa-enrolment');
    await audit(page, 'enrolment');
    // nowhere else until it has a factor
    await page.goto('/portal/profile');
    await expect(page).toHaveURL(/\/account\/enrol$/);
  } finally {
    await policy(false);
  }
});

test('a master finds the company’s second-factor requirement on the company’s page', async ({ page }) => {
  // read only: switched on, the demo company's accounts would have to enrol (the server tests switch it)
  await signIn(page, 'master@northwind-telecom.example', 'Demo1234!');
  await expect(page).toHaveURL(/dashboard\/master$/);
  await page.goto('/portal/account/customers');
  await page.getByRole('link', { name: /edit/i }).first().click();
  const section = page.getByRole('region', { name: 'Second factors' });
  await expect(section.getByRole('switch', { name: 'Require a second factor for every account of my company' })).not.toBeChecked();
  await shot(page, 'mfa-company-policy');
  await audit(page, 'company policy', 'section[aria-labelledby="company-mfa-title"]');
});

test('step-up: creating an API key after the proof has aged asks for the password, then creates it', async () => {
  test.setTimeout(120_000);
  const page = aged;
  // the e2e server's window is 60 s
  await page.waitForTimeout(Math.max(0, agedSince + 61_000 - Date.now()));
  await page.goto('/portal/profile');
  const keys = page.getByRole('region', { name: 'API keys' });
  await expect(keys.getByTestId('api-keys-empty')).toBeVisible({ timeout: 30_000 });
  await keys.getByLabel('Key name').fill('After step-up');
  await keys.getByRole('button', { name: 'Create key' }).click();

  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Password' })).toBeFocused();
  await shot(page, 'mfa-step-up');
  await audit(page, 'step-up dialog', '[role="dialog"]');
  await dialog.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  // the refused call is made again: the key is created and shown
  await expect(page.getByRole('dialog', { name: 'Your new API key' })).toBeVisible();
  await expect(dialog).toBeHidden();
});
