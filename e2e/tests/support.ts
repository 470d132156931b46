import fs from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type FileChooser, type Page } from '@playwright/test';

export { ADMIN } from '../playwright.config.ts';

const outbox = () => path.join(process.env.GSN_E2E_DATA ?? '', 'outbox');

/** Waits for a mail to `to` in the server's outbox and returns the first link in it. */
export async function linkFromMail(to: string, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = (await fs.readdir(outbox()).catch(() => [] as string[])).sort().reverse();
    for (const f of files) {
      const raw = (await fs.readFile(path.join(outbox(), f), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      if (raw.includes(`To: ${to}`)) {
        const link = raw.match(/https?:\/\/\S+\/account\/reset-password\/[\w-]+/)?.[0];
        if (link) return link;
      }
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/account/login');
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: /log ?in|sign ?in/i }).click();
}

/**
 * Chooses a file in the portal's file field (Mantine's FileInput, a button labelled `label`) the way a user does:
 * click the field, answer the browser's file dialog. The field then shows the file's name.
 */
export async function chooseFile(page: Page, label: string | RegExp, file: Parameters<FileChooser['setFiles']>[0]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: label }).click();
  await (await chooser).setFiles(file);
}

export async function shot(page: Page, name: string) {
  const dir = path.join(import.meta.dirname, '..', 'screenshots');
  await fs.mkdir(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Axe (WCAG 2.2 AA) finds nothing on the page as it is. */
export async function axeClean(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

/** Axe at a desktop's width (1366 px), then at a phone's (390 px), back to the desktop's. */
export async function axeBothWidths(page: Page) {
  await page.setViewportSize({ width: 1366, height: 900 });
  await axeClean(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await axeClean(page);
  await page.setViewportSize({ width: 1366, height: 900 });
}
