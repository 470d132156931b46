import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers.ts';
import { firstScreenPages } from './web.ts';

const INDEX = `<!doctype html><html><head><meta property="csp-nonce" nonce="__CSP_NONCE__">
<script type="module" crossorigin src="/assets/app-1.js" nonce="__CSP_NONCE__"></script>
</head><body><div id="root"></div></body></html>`;

describe('the web app as the internet meets it (README, Delivery and security headers)', () => {
  let ctx: TestContext;
  let dist: string;

  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'gsn-web-'));
    await fs.mkdir(path.join(dist, 'assets'));
    await fs.writeFile(path.join(dist, 'index.html'), INDEX);
    const js = `export const app = ${JSON.stringify('x'.repeat(2000))};`;
    await fs.writeFile(path.join(dist, 'assets/app-1.js'), js);
    await fs.writeFile(path.join(dist, 'assets/app-1.js.br'), brotliCompressSync(js));
    await fs.writeFile(path.join(dist, 'assets/login-page-2.js'), 'export {};');
    // a source map left in the build by mistake
    await fs.writeFile(path.join(dist, 'assets/app-1.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
    await fs.writeFile(
      path.join(dist, 'first-screens.json'),
      JSON.stringify([
        { prefix: '/account/login', files: ['/assets/login-page-2.js', '/assets/login-page-2.css', 'https://evil.test/x.js'] },
      ]),
    );
    ctx = await createTestContext({ webDist: dist });
  });
  afterAll(async () => {
    await ctx?.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it('the sign-in page carries the security headers, a fresh style nonce, no caching and its own chunks preloaded', async () => {
    const a = await ctx.app.inject({ method: 'GET', url: '/account/login' });
    expect(a.statusCode).toBe(200);
    const csp = String(a.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(a.headers['x-content-type-options']).toBe('nosniff');
    expect(a.headers['x-frame-options']).toBe('DENY');
    expect(a.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(a.headers['cache-control']).toBe('no-cache');
    const nonce = /style-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(a.body).toContain(`nonce="${nonce}"`);
    expect(a.body).not.toContain('__CSP_NONCE__');
    expect(a.body).toContain(`<link rel="modulepreload" crossorigin href="/assets/login-page-2.js" nonce="${nonce}">`);
    expect(a.body).toContain('<link rel="preload" as="style" crossorigin href="/assets/login-page-2.css"');
    // only the build's own asset paths become links
    expect(a.body).not.toContain('evil.test');
    const b = await ctx.app.inject({ method: 'GET', url: '/account/login?next=%2Fportal' });
    expect(b.body).toContain('login-page-2.js');
    expect(/'nonce-([^']+)'/.exec(String(b.headers['content-security-policy']))?.[1]).not.toBe(nonce);
  });

  it('another address gets the page without those preloads; the build files are not served as such', async () => {
    const other = await ctx.app.inject({ method: 'GET', url: '/account/loginx' });
    expect(other.statusCode).toBe(200);
    expect(other.body).not.toContain('modulepreload');
    expect((await ctx.app.inject({ method: 'GET', url: '/index.html' })).body).not.toContain('__CSP_NONCE__');
    const manifest = await ctx.app.inject({ method: 'GET', url: '/first-screens.json' });
    expect(manifest.headers['content-type']).toContain('text/html');
    expect(manifest.body).not.toContain('"prefix"');
    // no source map is ever served, even one left in the build
    const map = await ctx.app.inject({ method: 'GET', url: '/assets/app-1.js.map' });
    expect(map.headers['content-type']).toContain('text/html');
    expect(map.body).not.toContain('sources');
  });

  it('hashed assets: precompressed Brotli, a year of immutable caching, nosniff', async () => {
    const r = await ctx.app.inject({ method: 'GET', url: '/assets/app-1.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(String(r.headers.vary)).toMatch(/accept-encoding/i);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.rawPayload.length).toBeLessThan(2000);
  });

  it('the API answers carry the security headers too', async () => {
    const r = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(String(r.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });
});

describe('firstScreenPages', () => {
  const pageFor = firstScreenPages('<head></head>', [
    { prefix: '/portal/dashboard', files: ['/assets/d.js'] },
    { prefix: '/portal', files: ['/assets/p.js'] },
  ]);
  it('takes the first matching prefix, on whole path segments', () => {
    expect(pageFor('/portal/dashboard/administrator')).toContain('/assets/d.js');
    expect(pageFor('/portal/orders')).toContain('/assets/p.js');
    expect(pageFor('/portal/orders')).not.toContain('/assets/d.js');
    expect(pageFor('/portalx')).toBe('<head></head>');
  });
});
