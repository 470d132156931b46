import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, bearer, createTestContext, login, type TestContext } from '../test/helpers.ts';

/**
 * Every call of the spec's call tables (§7 of both spec files) reaches its route, written as the spec writes it,
 * with a trailing slash and without (a real client uses either).
 */
const SPEC_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/spec');
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;

interface SpecCall {
  method: string;
  path: string;
}

/** The rows of a spec file's "calls it makes" section. */
function callRows(file: string): string[][] {
  const text = fs.readFileSync(path.join(SPEC_DIR, file), 'utf8');
  const section = text.slice(text.search(/^## 7\. The calls it makes/m), text.search(/^## 8\./m));
  return section
    .split('\n')
    .filter((l) => l.startsWith('|') && !l.startsWith('|---'))
    .map((l) =>
      l
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim()),
    );
}

const cleanPath = (p: string) =>
  p
    .replace(/\(.*?\)/g, '')
    .replace(/\?.*$/, '')
    .trim();

/** Spec 1's rows: methods in the first cell, paths (", " or " and ") in the second. */
function specOneCalls(): SpecCall[] {
  const calls: SpecCall[] = [];
  for (const [methods = '', paths = ''] of callRows('000_70f366f0e1c06005.txt')) {
    const ms = methods
      .split(',')
      .map((m) => m.trim())
      .filter((m) => (METHODS as readonly string[]).includes(m));
    for (const p of paths
      .split(/,| and /)
      .map(cleanPath)
      .filter((p) => p.startsWith('/'))) {
      for (const method of ms) calls.push({ method, path: p });
    }
  }
  return calls;
}

/** Spec 2's rows: "GET, PUT /a ; POST /a/bulk ; .../b" in the first cell (".../" continues the previous path). */
function specTwoCalls(): SpecCall[] {
  const calls: SpecCall[] = [];
  for (const [cell = ''] of callRows('001_0e5e7a09ec2c9ce7.txt')) {
    let methods: string[] = [];
    let first = '';
    for (const segment of cell.split(';').map((s) => s.trim())) {
      const m = segment.match(/^((?:(?:GET|POST|PUT|DELETE|PATCH),?\s*)*)(\S.*)$/);
      if (!m) continue;
      const named = (m[1] ?? '').split(/[,\s]+/).filter(Boolean);
      if (named.length) methods = named;
      let p = cleanPath(m[2] ?? '');
      if (p.startsWith('.../')) {
        // ".../coverage/cities" after "/servicenumbers/type/coverage": the row's first path up to that segment
        const rest = p.slice(3);
        const at = first.indexOf(`/${rest.split('/')[1]}`);
        p = (at >= 0 ? first.slice(0, at) : first) + rest;
      }
      if (!p.startsWith('/')) continue;
      first ||= p;
      for (const method of methods) calls.push({ method, path: p });
    }
  }
  return calls;
}

/** A concrete URL for a spec path: each {placeholder} gets a value of its kind. */
function concrete(p: string): string {
  const values: Record<string, string> = {
    email: 'someone@example.com',
    token: 'abc',
    template: 'customers',
    filename: 'file.pdf',
    category: 'orders',
    report_name: 'summaryoverview',
  };
  const url = p.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '7');
  return p.startsWith('/download/') ? url.replace('summaryoverview', 'export.csv') : url;
}

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  await addAccount(ctx, { email: 'spec-paths-admin@example.com', account_type_id: 100 });
  token = await login(ctx, 'spec-paths-admin@example.com');
});

afterAll(async () => {
  await ctx?.close();
});

describe('the spec call tables', () => {
  const calls = [...specOneCalls(), ...specTwoCalls()];

  it('are read from both spec files', () => {
    // spec 1 lists 26 rows, spec 2 21; several rows hold more than one call
    expect(calls.length).toBeGreaterThan(70);
    expect(calls).toContainEqual({ method: 'GET', path: '/vendors' });
    expect(calls).toContainEqual({ method: 'GET', path: '/permissions' });
    expect(calls).toContainEqual({ method: 'GET', path: '/servicenumbers/type/coverage/coordinates' });
  });

  it('reach a route for every call, with and without a trailing slash', () => {
    const missing: string[] = [];
    for (const { method, path: p } of calls) {
      const url = concrete(p);
      for (const variant of [url.replace(/\/$/, ''), `${url.replace(/\/$/, '')}/`]) {
        const route = ctx.app.findRoute({ method: method as 'GET', url: `/api${variant}` });
        if (!route) missing.push(`${method} ${variant}`);
        // "/permissions/" must not be taken for "/permissions/:id" with an empty id
        else if (Object.values(route.params).some((v) => v === '')) missing.push(`${method} ${variant} (taken for another route)`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('answers the administrator the same with and without the trailing slash', async () => {
    for (const url of ['/api/vendors', '/api/vendors/', '/api/permissions', '/api/permissions/', '/api/accounts', '/api/accounts/']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(res.statusCode, url).toBe(200);
      expect(res.json(), url).toHaveProperty('data');
    }
  });
});
