import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './fixtures.ts';
import { ADMIN, shot, signIn } from './support.ts';

/** WCAG 2.2 AA over what is shown (as e2e/tests/a11y.spec.ts does for the main screens). */
async function audit(page: Page, name: string) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const summary = result.violations.map((v) => `${name}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(summary, summary.join('\n')).toEqual([]);
}

/**
 * docs/integrating.md: an API key made on the profile works as a bearer credential, honours Idempotency-Key and dies
 * when revoked.
 */
test('creates an API key on the profile, calls the API with it idempotently, revokes it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/portal\/dashboard/);
  await page.goto('/portal/profile');
  const section = page.getByRole('region', { name: 'API keys' });
  // the profile page is loaded on demand: give a busy machine time for its first load
  await expect(section.getByTestId('api-keys-empty')).toBeVisible({ timeout: 30_000 });
  await section.getByLabel('Key name').fill('E2E integration');
  await section.getByRole('button', { name: 'Create key' }).click();

  const dialog = page.getByRole('dialog', { name: 'Your new API key' });
  const secret = (await dialog.getByTestId('api-key-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^gsn_[A-Za-z0-9_-]{43}$/);
  await dialog.getByRole('button', { name: 'Copy the key' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await shot(page, 'profile-api-key-created');
  await audit(page, 'new key dialog');
  await dialog.getByRole('button', { name: 'I have copied the key' }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByTestId('api-key-row')).toHaveCount(1);
  await expect(section.getByText(`${secret.slice(0, 12)}…`)).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);

  // the key is the administrator, without a session
  const auth = { authorization: `Bearer ${secret}` };
  const me = await page.request.get('/api/account/profile', { headers: auth });
  expect(me.status()).toBe(200);
  expect((await me.json()).email).toBe(ADMIN.email);
  // a key cannot make itself a successor
  expect((await page.request.post('/api/account/api_keys', { headers: auth, data: { name: 'successor' } })).status()).toBe(403);

  // the same Idempotency-Key and body twice: one vendor
  const name = `E2E Idempotent ${Date.now()}`;
  const headers = { ...auth, 'idempotency-key': `e2e-${Date.now()}` };
  const first = await page.request.post('/api/vendors/', { headers, data: { name } });
  const again = await page.request.post('/api/vendors/', { headers, data: { name } });
  expect([first.status(), again.status()]).toEqual([201, 201]);
  expect(again.headers()['idempotent-replayed']).toBe('true');
  expect(await again.json()).toEqual(await first.json());
  const other = await page.request.post('/api/vendors/', { headers, data: { name: `${name} (other)` } });
  expect(other.status()).toBe(422);
  const found = await page.request.get(`/api/vendors/?search=${encodeURIComponent(name)}&limit=100`, { headers: auth });
  expect((await found.json()).data.filter((v: { name: string }) => v.name === name)).toHaveLength(1);

  // last use shows on the profile; revoking stops the key at once
  await page.reload();
  await expect(section.getByTestId('api-key-row')).toBeVisible({ timeout: 30_000 });
  await expect(section.getByTestId('api-key-row')).not.toContainText('Never');
  await shot(page, 'profile-api-keys');
  await audit(page, 'profile with a key');
  await section.getByRole('button', { name: 'Revoke the key E2E integration' }).click();
  await page.getByRole('dialog', { name: 'Revoke this API key?' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('The key “E2E integration” has been revoked')).toBeVisible();
  await expect(section.getByTestId('api-keys-empty')).toBeVisible();
  expect((await page.request.get('/api/account/profile', { headers: auth })).status()).toBe(401);
});

/** docs/integrating.md, Scopes: a read-only key made on the profile reads, and is refused every write. */
test('creates a read-only API key on the profile; it reads and gets 403 on a write', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/portal\/dashboard/);
  await page.goto('/portal/profile');
  const section = page.getByRole('region', { name: 'API keys' });
  await expect(section.getByLabel('Key name')).toBeVisible({ timeout: 30_000 });
  await section.getByLabel('Key name').fill('E2E read only');
  await section.getByRole('radio', { name: /Read only/ }).check();
  await section.getByRole('button', { name: 'Create key' }).click();

  const dialog = page.getByRole('dialog', { name: 'Your new API key' });
  const secret = (await dialog.getByTestId('api-key-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^gsn_[A-Za-z0-9_-]{43}$/);
  await dialog.getByRole('button', { name: 'I have copied the key' }).click();
  const row = section.getByTestId('api-key-row').filter({ hasText: 'E2E read only' });
  await expect(row.getByText('Vendors: read')).toBeVisible();
  await expect(row.getByText('Vendors: write')).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'profile-api-key-read-only');
  await audit(page, 'profile with a read-only key');

  const auth = { authorization: `Bearer ${secret}` };
  expect((await page.request.get('/api/vendors/?limit=5', { headers: auth })).status()).toBe(200);
  const write = await page.request.post('/api/vendors/', { headers: auth, data: { name: `E2E not by a read-only key ${Date.now()}` } });
  expect(write.status()).toBe(403);
  expect((await write.json()).code).toBe('api_key.out_of_scope');

  // the owner renames it; it is still read only
  await row.getByRole('button', { name: 'Rename the key E2E read only' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename the API key' });
  await rename.getByLabel('Key name').fill('E2E reader');
  await rename.getByRole('button', { name: 'Save changes' }).click();
  await expect(section.getByTestId('api-key-row').filter({ hasText: 'E2E reader' })).toBeVisible();
  await section.getByRole('button', { name: 'Revoke the key E2E reader' }).click();
  await page.getByRole('dialog', { name: 'Revoke this API key?' }).getByRole('button', { name: 'Revoke' }).click();
  expect((await page.request.get('/api/vendors/?limit=5', { headers: auth })).status()).toBe(401);
});
