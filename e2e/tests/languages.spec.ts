import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from './fixtures.ts';
import { signIn } from './support.ts';

/**
 * Languages: the main screens walked in all six languages. A screen fails on a raw translation key, on a
 * text still in English where its locale has a translation, and on a header wider than the window at 1280 and
 * 1440 px (the Russian header once pushed "My account" off the edge).
 */
const PASSWORD = 'Demo1234!';
const LANGUAGES = ['en', 'es', 'fr', 'ja', 'ru', 'zh'] as const;
type Language = (typeof LANGUAGES)[number];

const locales = Object.fromEntries(
  LANGUAGES.map((l) => [
    l,
    JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '..', '..', 'apps', 'web', 'src', 'locales', `${l}.json`), 'utf8')),
  ]),
) as Record<Language, Record<string, unknown>>;

/** Every leaf of a locale by its dotted key. */
function leaves(o: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof o === 'string') out.set(prefix, o);
  else if (o && typeof o === 'object') for (const [k, v] of Object.entries(o)) leaves(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}
const english = leaves(locales.en);

/** Data that happens to equal an English interface text: the seeded administrator's last name. */
const DATA = new Set(['Administrator']);

/**
 * English texts that must not appear in a language: the English value of every key the language translates
 * differently, without placeholders, with at least one letter word of three letters (so "OK" or "ID" never count).
 */
function leftovers(lng: Language): Set<string> {
  const own = leaves(locales[lng]);
  const texts = new Set<string>();
  const same = new Set<string>();
  for (const [key, en] of english) {
    const mine = own.get(key);
    if (mine === undefined) continue;
    if (mine === en) same.add(en);
    else if (!/{{|<\d|\$t\(/.test(en) && /[A-Za-z]{3}/.test(en)) texts.add(en);
  }
  // a text some key keeps as in English (a proper noun, a code) is allowed
  for (const s of same) texts.delete(s);
  for (const s of DATA) texts.delete(s);
  return texts;
}

/** The visible text nodes of the page (main content and header), trimmed. */
const visibleTexts = (page: Page) =>
  page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent?.trim();
      const el = n.parentElement;
      if (!text || !el || el.closest('script,style,[hidden],[aria-hidden="true"]')) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      out.push(text);
    }
    // the accessible names people hear as well
    for (const el of document.querySelectorAll('[aria-label]')) out.push(el.getAttribute('aria-label')!.trim());
    return out;
  });

/** A raw i18next key: two or more dots between identifiers, nothing else (e.g. `orders.status.accepted`). */
const RAW_KEY = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_]+){2,}$/;

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main .mantine-Loader-root')).toHaveCount(0, { timeout: 30_000 });
}

async function setLanguage(page: Page, lng: Language) {
  await page.evaluate((l) => window.localStorage.setItem('language', l), lng);
}

const SCREENS: { role: string; email: string; paths: string[] }[] = [
  {
    role: 'administrator',
    email: 'alice.admin@gsn.example',
    paths: [
      '/portal/dashboard/admin',
      '/portal/account/accounts',
      '/portal/account/customers',
      '/portal/management/orders',
      '/portal/management/ports',
      '/portal/management/verifications',
      '/portal/management/service_number_types',
      '/portal/notification/notifications',
      '/portal/administration/configuration/edit',
      '/portal/management/billing/statements',
    ],
  },
  {
    role: 'master',
    email: 'master@northwind-telecom.example',
    paths: [
      '/portal/dashboard/master',
      '/portal/management/orders',
      '/portal/notification/notifications',
      '/portal/management/orders/add',
      '/portal/management/compliance',
      '/portal/management/billing/statements',
    ],
  },
];

for (const s of SCREENS) {
  for (const lng of LANGUAGES) {
    test(`the main screens of the ${s.role} in ${lng}: no raw key, no English leftover`, async ({ page }) => {
      test.setTimeout(240_000);
      await signIn(page, s.email, PASSWORD);
      await expect(page).toHaveURL(/\/portal\//);
      await setLanguage(page, lng);
      const banned = lng === 'en' ? new Set<string>() : leftovers(lng);
      const problems: string[] = [];
      for (const p of s.paths) {
        await page.goto(p);
        await settle(page);
        await expect(page.locator('html')).toHaveAttribute('lang', lng === 'zh' ? 'zh-Hans' : lng);
        for (const text of await visibleTexts(page)) {
          if (RAW_KEY.test(text)) problems.push(`${p}: raw key "${text}"`);
          else if (banned.has(text)) problems.push(`${p}: English "${text}"`);
        }
      }
      expect([...new Set(problems)], [...new Set(problems)].join('\n')).toEqual([]);
    });
  }
}

for (const width of [1280, 1440]) {
  test(`the portal header fits ${width} px in every language, "My account" on screen`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'alice.admin@gsn.example', PASSWORD);
    await expect(page).toHaveURL(/\/portal\//);
    for (const lng of LANGUAGES) {
      await setLanguage(page, lng);
      await page.goto('/portal/dashboard/admin');
      await settle(page);
      const header = page.locator('header').first();
      const { scroll, client, docScroll } = await header.evaluate((h) => ({
        scroll: h.scrollWidth,
        client: h.clientWidth,
        docScroll: document.documentElement.scrollWidth,
      }));
      expect(scroll, `${lng} at ${width}: header content ${scroll} px in ${client} px`).toBeLessThanOrEqual(client);
      expect(docScroll, `${lng} at ${width}: page ${docScroll} px wide`).toBeLessThanOrEqual(width);
      const account = page.getByRole('button', { name: (locales[lng].nav as Record<string, string>).myAccount, exact: true });
      const box = await account.boundingBox();
      expect(box, `${lng}: My account button`).not.toBeNull();
      expect(box!.x + box!.width, `${lng} at ${width}: My account ends at ${box!.x + box!.width}`).toBeLessThanOrEqual(width);
    }
  });
}

for (const width of [360, 390]) {
  test(`the visitor's header fits a ${width} px phone in every language, the account button on screen and named`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/visitor');
    for (const lng of LANGUAGES) {
      await setLanguage(page, lng);
      await page.goto('/visitor');
      await settle(page);
      // on a phone the button shows its icons only; its label is still its name
      const account = page.getByRole('button', { name: (locales[lng].nav as Record<string, string>).account, exact: true });
      const box = await account.boundingBox();
      expect(box, `${lng}: account button`).not.toBeNull();
      expect(box!.x + box!.width, `${lng} at ${width}: the account button ends at ${box!.x + box!.width}`).toBeLessThanOrEqual(width);
      const docScroll = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(docScroll, `${lng} at ${width}: page ${docScroll} px wide`).toBeLessThanOrEqual(width);
    }
  });
}
