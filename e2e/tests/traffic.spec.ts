import { expect, test } from './fixtures.ts';
import { ADMIN, axeClean as axe, shot, signIn } from './support.ts';

/**
 * Traffic alerts as operations meet them (docs/traffic-alerts.md): a switch's file with one caller hammering a
 * company's toll-free number goes through POST /calls/import, the load is judged at once, and staff open the alert
 * from the list — its figures and rule, the number's calls per hour against the usual as a chart and as a table — then
 * the company's thresholds section on its page; axe at a desktop's and a phone's width.
 */
const time = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

test('staff open a traffic alert from the list: its rule, its chart and table, and the company’s thresholds', async ({ page, request }) => {
  // an import, two screens at two widths and three accessibility scans
  test.setTimeout(180_000);
  const login = await request.post('/api/account/login', { data: { email: ADMIN.email, password: ADMIN.password } });
  const headers = { authorization: `Bearer ${(await login.json()).token as string}` };
  const numbers = await request.get('/api/invnumbers?limit=100', { headers });
  expect(numbers.status()).toBe(200);
  type Row = { service_number: string; service_type: string; customer_id: number | null };
  const number = ((await numbers.json()).data as Row[]).find((n) => n.customer_id && n.service_type === 'ITFS');
  expect(number, 'a demo toll-free number of a company').toBeTruthy();
  const { service_number: service, customer_id: company } = number!;

  // an hour of yesterday with no call on the number yet (the demo's calls fall in some hours, and a retry finds the
  // first attempt's): 24 callers once each and one caller 20 times (45 % of the hour's calls)
  const now = Math.floor(Date.now() / 3_600_000) * 3_600_000;
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const known = await request.get(
    `/api/calls?called_prefix=${encodeURIComponent(service)}&fromDate=${day(now - 48 * 3_600_000)}&toDate=${day(now)}&limit=100`,
    { headers },
  );
  expect(known.status()).toBe(200);
  const taken = new Set(
    ((await known.json()).data as { CDR_SEIZTIME: string }[]).map((c) => Math.floor(Date.parse(c.CDR_SEIZTIME) / 3_600_000)),
  );
  const hour = [30, 31, 32, 33, 34, 35, 36].map((h) => now - h * 3_600_000).find((h) => !taken.has(h / 3_600_000));
  expect(hour, 'a free hour in the day before').toBeDefined();
  const lines = Array.from({ length: 44 }, (_, i) => {
    const seized = hour! + 60_000 + i * 75_000;
    const caller = i % 2 === 0 && i < 40 ? '+442079460999' : `+4420794${String(61_000 + i).padStart(5, '0')}`;
    return `${time(seized)},${service},${caller},inbound,${time(seized + 3000)},${time(seized + 63_000)},16,fixed`;
  });
  const csv = ['CDR_SEIZTIME,CDR_CLDNUM,CDR_CLGNUM,DIRECTION,CDR_ANSWERTIME,CDR_DISCTIME,CDR_COMPCODE,CDR_ORIGIN_TYPE', ...lines].join(
    '\n',
  );
  const imported = await request.post('/api/calls/import', { headers: { ...headers, 'content-type': 'text/csv' }, data: csv });
  expect(imported.status(), await imported.text()).toBe(200);
  expect(await imported.json()).toMatchObject({ loaded: 44, rejected: 0 });

  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/portal\/dashboard/);
  await page.goto(`/portal/report/traffic/alerts?number=${encodeURIComponent(service)}&kind=single_caller`);
  const list = page.getByRole('table', { name: 'Traffic alerts' });
  await expect(list.getByRole('link', { name: service })).toBeVisible({ timeout: 30_000 });
  await axe(page);
  await list.getByRole('link', { name: service }).first().click();

  await expect(page.getByRole('heading', { name: `Traffic alert on ${service}`, level: 1 })).toBeVisible();
  await expect(page.getByText(/One calling number made 20 of 44 attempts/).first()).toBeVisible();
  // the chart is named by its summary; the same figures are a table behind a disclosure
  await expect(page.getByRole('img', { name: /hours of calls; the busiest hour .* with 44 calls/ })).toBeVisible();
  await page.getByText('Show the figures as a table').click();
  const figures = page.getByRole('table', { name: 'Calls per hour against the usual' });
  await expect(figures.getByRole('row').filter({ hasText: '44' }).first()).toBeVisible();
  await axe(page);
  await shot(page, 'traffic-alert-1366');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'traffic-alert-390');
  await axe(page);
  await page.setViewportSize({ width: 1366, height: 900 });

  // the company's own thresholds, quiet hours and mutes, on its page
  await page.goto(`/portal/account/customers/edit/${company}`);
  const settings = page.getByRole('region', { name: 'Traffic alerts' });
  await expect(settings).toBeVisible({ timeout: 30_000 });
  await settings.scrollIntoViewIfNeeded();
  await axe(page);
});
