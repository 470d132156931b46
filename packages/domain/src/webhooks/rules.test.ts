import { describe, expect, it } from 'vitest';
import {
  endpointHears,
  inWebhookScope,
  isPrivateAddress,
  isWebhookUrl,
  nextRetryDelay,
  shouldDisableEndpoint,
  WEBHOOK_RETRY_DELAYS,
  webhookCreateSchema,
  webhookInputSchemas,
  webhookScope,
  webhookSubject,
} from './rules.ts';

describe('webhook URLs', () => {
  it('takes only absolute http(s) URLs without credentials', () => {
    expect(isWebhookUrl('https://hooks.example.com/in')).toBe(true);
    expect(isWebhookUrl('http://203.0.113.5:8080/x')).toBe(true);
    expect(isWebhookUrl('ftp://example.com/')).toBe(false);
    expect(isWebhookUrl('file:///etc/passwd')).toBe(false);
    expect(isWebhookUrl('javascript:alert(1)')).toBe(false);
    expect(isWebhookUrl('https://user:pw@example.com/')).toBe(false);
    expect(isWebhookUrl('/relative')).toBe(false);
  });
  it('validates a new endpoint against the events the server knows', () => {
    const { create } = webhookInputSchemas(['order.created', 'export.completed']);
    expect(create.safeParse({ url: 'https://x.example/', events: [] }).success).toBe(false);
    expect(create.safeParse({ url: 'https://x.example/', events: ['order.nope'] }).success).toBe(false);
    const ok = create.parse({ url: ' https://x.example/ ', events: ['order.created'] });
    expect(ok).toMatchObject({ url: 'https://x.example/', description: '' });
    // without the names (the web's types): any event name, but at least one
    expect(webhookCreateSchema.safeParse({ url: 'https://x.example/', events: ['order.nope'] }).success).toBe(true);
    expect(webhookCreateSchema.safeParse({ url: 'https://x.example/', events: [] }).success).toBe(false);
  });
});

describe('private addresses', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '[::1]',
    'not-an-ip',
  ])('%s is refused', (ip) => expect(isPrivateAddress(ip)).toBe(true));
  it.each(['8.8.8.8', '203.0.113.9', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('%s is public', (ip) =>
    expect(isPrivateAddress(ip)).toBe(false),
  );
});

describe('scope', () => {
  it('staff see every endpoint, a master its company only, others none', () => {
    const staff = webhookScope({ account_type_id: 110, customer_id: null });
    const master = webhookScope({ account_type_id: 200, customer_id: 7 });
    expect(inWebhookScope(staff, { customer_id: 3 })).toBe(true);
    expect(inWebhookScope(master, { customer_id: 7 })).toBe(true);
    expect(inWebhookScope(master, { customer_id: 3 })).toBe(false);
    expect(inWebhookScope(master, { customer_id: null })).toBe(false);
    expect(webhookScope({ account_type_id: 210, customer_id: 7 })).toEqual({ kind: 'none' });
  });
  it('an endpoint hears its company (or every company when it has none) and only its events', () => {
    const company = { customer_id: 7, events: ['order.created'], enabled: true };
    expect(endpointHears(company, 'order.created', 7)).toBe(true);
    expect(endpointHears(company, 'order.created', 8)).toBe(false);
    expect(endpointHears(company, 'order.created', null)).toBe(false);
    expect(endpointHears(company, 'export.completed', 7)).toBe(false);
    expect(endpointHears({ ...company, enabled: false }, 'order.created', 7)).toBe(false);
    expect(endpointHears({ ...company, customer_id: null }, 'order.created', 8)).toBe(true);
  });
});

describe('retries', () => {
  it('backs off exponentially over more than 24 hours, then gives up', () => {
    expect(nextRetryDelay(0)).toBe(0);
    expect(nextRetryDelay(1)).toBe(5);
    const delays = WEBHOOK_RETRY_DELAYS.map((_, i) => nextRetryDelay(i + 1) ?? 0);
    for (let i = 1; i < 5; i++) expect(delays[i]).toBeGreaterThan(delays[i - 1] ?? 0);
    expect(delays.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(24 * 3600);
    expect(nextRetryDelay(WEBHOOK_RETRY_DELAYS.length + 1)).toBeNull();
  });
  it('disables an endpoint failing for three days', () => {
    const now = new Date('2026-01-04T00:00:00Z');
    expect(shouldDisableEndpoint(null, now)).toBe(false);
    expect(shouldDisableEndpoint(new Date('2026-01-02T00:00:00Z'), now)).toBe(false);
    expect(shouldDisableEndpoint(new Date('2026-01-01T00:00:00Z'), now)).toBe(true);
  });
});

describe('ordering key', () => {
  it('keys a message about one order by its id, and nothing else', () => {
    expect(webhookSubject({ order: { id: 18, status: 'saved' }, from: 'requested', to: 'saved' })).toBe('order:18');
    expect(webhookSubject({ order: { id: 19, customer_id: 4, status: 'requested' }, document: { input_id: 2 } })).toBe('order:19');
    expect(webhookSubject({ order: { id: 18 } })).not.toBe(webhookSubject({ order: { id: 19 } }));
    // not about one order: never held back behind anything
    expect(webhookSubject({ export: { filename: 'x.csv' } })).toBeNull();
    expect(webhookSubject({ notification: { order_id: 18 } })).toBeNull();
    expect(webhookSubject({ import: { received: 3 } })).toBeNull();
    for (const id of [null, '18', 0, -1, 1.5, Number.NaN, undefined]) expect(webhookSubject({ order: { id } })).toBeNull();
    expect(webhookSubject({ order: null })).toBeNull();
    expect(webhookSubject({ order: 18 })).toBeNull();
  });
});
