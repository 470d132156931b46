import { expect, test } from './fixtures.ts';
import { ADMIN, linkFromMail, shot, signIn } from './support.ts';

test.describe('administrator', () => {
  test('signs in, sees the dashboard, edits the profile, switches language, signs out', async ({ page }) => {
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/portal\/dashboard\/admin$/);
    await expect(page.getByText(/Welcome, admin/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Last logged-in accounts' })).toBeVisible();
    await expect(page.getByRole('cell', { name: ADMIN.email })).toBeVisible();
    await shot(page, 'admin-dashboard');

    await page.getByRole('button', { name: /My account/ }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/portal\/profile$/);
    await expect(page.getByLabel('Username')).toHaveValue('admin');
    await page.getByLabel('Job title').fill('Head of the portal');
    await page.getByLabel('Department').fill('Service numbers');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Profile updated successfully').first()).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Job title')).toHaveValue('Head of the portal');
    await shot(page, 'admin-profile');

    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('menuitem', { name: /Français/ }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('button', { name: /Mon compte/ })).toBeVisible();
    await shot(page, 'admin-profile-fr');
    await page.getByRole('button', { name: /Langue|Language/ }).click();
    await page.getByRole('menuitem', { name: /English/ }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.getByRole('button', { name: /My account/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/account\/login$/);
    await expect(page.getByText('Logout successfully')).toBeVisible();
    // the session is over on the server too: the portal sends us back to login
    await page.goto('/portal/profile');
    await expect(page).toHaveURL(/\/account\/login/);
  });
});

test.describe('a browser that signed in before', () => {
  test('keeps the device token of the e-mail and sends it with its next sign-in', async ({ page }) => {
    const sent: { device?: string }[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/account/login') sent.push(r.postDataJSON());
    });
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/portal\/dashboard\/admin$/);
    const stored = async () => JSON.parse((await page.evaluate(() => localStorage.getItem('device_tokens'))) ?? '{}');
    const device = (await stored())[ADMIN.email];
    expect(device).toMatch(/^[\w-]{43}$/);
    expect(sent[0]?.device).toBeUndefined();

    await page.getByRole('button', { name: /My account/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/account\/login$/);
    // signing out keeps it: the next sign-in of the e-mail is known, strangers' failures do not slow it
    expect((await stored())[ADMIN.email]).toBe(device);
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/portal\/dashboard\/admin$/);
    expect(sent[1]?.device).toBe(device);
  });
});

test.describe('first load', () => {
  test('the login page carries only its own texts; the language menu loads on first use, by keyboard too', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/account/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // one small part of the English texts, no menu, no toast container, no other screen
    expect(scripts.filter((s) => /\/en-[\w-]+\.js$/.test(s))).toHaveLength(1);
    expect(scripts.some((s) => /language-menu-dropdown|toasts|dashboard-page|portal-layout/.test(s))).toBe(false);

    await page.getByRole('button', { name: /Language: English/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Français' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

    // the visitor's home needs only the first texts (its own among them), all in French
    await page.getByRole('link', { name: 'Consulter la couverture de service sans compte' }).click();
    await expect(page).toHaveURL(/\/visitor$/);
    await expect(page.getByRole('heading', { name: 'Des numéros de service dans le monde entier' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Nous contacter' }).first()).toBeVisible();
    await expect(page.locator('body')).not.toContainText(/\b(visitor|nav|common|coverage|regions)\.[a-z]\w+/);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((s) => /\/fr-[\w-]+\.js$/.test(s))).toHaveLength(1);
    // the other visitor pages need every text: the rest of French arrives before the coverage list shows
    await page.getByRole('link', { name: 'Consulter la couverture de service', exact: true }).click();
    await expect(page).toHaveURL(/\/visitor\/service_number_coverage/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('body')).not.toContainText(/\b(visitor|nav|common|coverage)\.[a-z]\w+/);
    expect(scripts.filter((s) => /\/fr-[\w-]+\.js$/.test(s))).toHaveLength(2);
  });
});

test.describe('visitor home', () => {
  test('the carousel is moved by its controls above the slides', async ({ page }) => {
    await page.goto('/visitor');
    const carousel = page.getByTestId('coverage-carousel');
    await expect(carousel.getByRole('link', { name: 'Japan' })).toBeVisible();
    await carousel.getByRole('button', { name: 'Pause the carousel' }).click();
    const europe = carousel.getByRole('group', { name: 'Europe' });
    // above the slides, not laid over their lists
    const next = await carousel.getByRole('button', { name: 'Next region' }).boundingBox();
    const slide = await carousel.getByRole('group', { name: 'Asia' }).boundingBox();
    expect(next!.y + next!.height).toBeLessThanOrEqual(slide!.y);
    const before = (await europe.boundingBox())?.x ?? 0;
    await carousel.getByRole('button', { name: 'Next region' }).click();
    await expect.poll(async () => (await europe.boundingBox())?.x ?? 0).toBeLessThan(before - 100);
    await carousel.getByRole('button', { name: 'Previous region' }).click();
    await expect.poll(async () => Math.round((await europe.boundingBox())?.x ?? 0)).toBe(Math.round(before));
  });
});

test.describe('visitor', () => {
  test('registers, receives the link, sets a password and signs in', async ({ page }) => {
    const email = `visitor.${Date.now()}@example.org`;
    await page.goto('/');
    await expect(page).toHaveURL(/\/visitor$/);
    await expect(page.getByText('Central America').first()).toBeVisible();
    await shot(page, 'visitor-dashboard');

    await page.goto('/account/register');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('First name').fill('Vera');
    await page.getByLabel('Last name').fill('Visitor');
    await page.getByLabel(/Company name/).fill('Vera Consulting');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Registration received', { exact: true })).toBeVisible();

    const link = await linkFromMail(email);
    await page.goto(new URL(link).pathname);
    await expect(page.getByText(email)).toBeVisible();
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('weak');
    await page.getByLabel('Repeat the new password').fill('weak');
    await page.getByRole('button', { name: 'Set the password' }).click();
    await expect(page).toHaveURL(/\/account\/reset-password\//);
    await expect(page.getByText('(not met)').first()).toBeVisible();
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Visit0r!Pass');
    await page.getByLabel('Repeat the new password').fill('Visit0r!Pass');
    await shot(page, 'reset-password');
    await page.getByRole('button', { name: 'Set the password' }).click();
    await expect(page).toHaveURL(/\/account\/login/);

    await signIn(page, email, 'Visit0r!Pass');
    await expect(page).toHaveURL(/\/visitor$/);
    await page.goto('/visitor/profile');
    await expect(page.getByLabel('First name')).toHaveValue('Vera');
    await expect(page.getByRole('button', { name: 'Delete account' })).toBeVisible();

    // the link works once
    await page.goto(new URL(link).pathname);
    await expect(page).toHaveURL(/\/account\/login/);
  });

  test('a wrong password shows the 401 message', async ({ page }) => {
    await signIn(page, ADMIN.email, 'Wrong!pass1');
    await expect(page.getByText('Unauthorized: Username or password is invalid.')).toBeVisible();
    await expect(page).toHaveURL(/\/account\/login$/);
    await shot(page, 'login-401');
  });

  test('unknown portal pages show the 404 page', async ({ page }) => {
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/dashboard/);
    await page.goto('/portal/no-such-page');
    await expect(page.getByText(/The page you requested cannot be found/)).toBeVisible();
    await shot(page, 'not-found');
  });
});
