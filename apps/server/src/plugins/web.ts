import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Where Vite writes the style nonce (`html.cspNonce` in apps/web/vite.config.ts); replaced per answer. */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

const STYLE_NONCE = Symbol('styleNonce');
type WithNonce = ServerResponse & { [STYLE_NONCE]?: string };

/** One nonce per answer, for the `<style>` elements Mantine writes (its provider reads it from the page's meta tag). */
function styleNonce(res: WithNonce): string {
  res[STYLE_NONCE] ??= randomBytes(16).toString('base64');
  return res[STYLE_NONCE];
}

/** The portal's security headers; `styleNonce` adds the answer's nonce to `style-src` (pages only). */
function securityHeaderOptions(opts: { https: boolean; styleNonce: boolean }): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: opts.styleNonce ? ["'self'", (_req, res) => `'nonce-${styleNonce(res as WithNonce)}'`] : ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(opts.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: opts.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // the portal embeds nothing from elsewhere; COEP would only get in the way of downloads opened in a new tab
    crossOriginEmbedderPolicy: false,
  };
}

/** The headers a helmet middleware writes when they do not depend on the answer: worked out once. */
function fixedHeaders(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => {},
  };
  middleware({} as IncomingMessage, res as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Security headers on every answer (helmet): a Content-Security-Policy that allows only the portal's own scripts (no
 * inline script at all) and its own styles plus Mantine's nonce-bearing `<style>` elements, no framing, nosniff, a
 * strict referrer policy, and HSTS when the portal is public over https. Downloads set their stricter policy themselves
 * (`default-src 'none'; sandbox`), which replaces this one. API answers carry the same headers without the style nonce
 * (JSON has no styles), computed once at start rather than per answer.
 */
export async function registerSecurityHeaders(app: FastifyInstance, opts: { https: boolean }): Promise<void> {
  const pageHeaders = helmet(securityHeaderOptions({ ...opts, styleNonce: true }));
  const apiHeaders = fixedHeaders(helmet(securityHeaderOptions({ ...opts, styleNonce: false })));
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/api/') && !request.url.startsWith('/api/docs')) {
      reply.headers(apiHeaders);
      return done();
    }
    pageHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined));
  });
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Written by the web build (apps/web/build/first-load.ts): the lazy chunks of the screens people land on (`/`: any). */
const FIRST_SCREENS_FILE = 'first-screens.json';
interface FirstScreen {
  prefix: string;
  files: string[];
}

/**
 * `index.html` for each first screen, with `<link rel="modulepreload">` (styles: `preload as=style`) for that
 * screen's chunks, so they download beside the entry instead of after it has run. An unknown address gets the plain
 * page. Only asset paths the build wrote are taken.
 */
export function firstScreenPages(index: string, screens: FirstScreen[]): (url: string) => string {
  const pages = screens.map((s) => {
    const links = s.files
      .filter((f) => /^\/assets\/[\w.~-]+\.(js|css)$/.test(f))
      .map((f) =>
        f.endsWith('.css')
          ? `<link rel="preload" as="style" crossorigin href="${f}" nonce="${NONCE_PLACEHOLDER}">`
          : `<link rel="modulepreload" crossorigin href="${f}" nonce="${NONCE_PLACEHOLDER}">`,
      );
    return { prefix: s.prefix, html: index.replace('</head>', `    ${links.join('\n    ')}\n  </head>`) };
  });
  return (url) => {
    const pathname = url.split('?')[0] ?? '';
    return pages.find((p) => p.prefix === '/' || pathname === p.prefix || pathname.startsWith(`${p.prefix}/`))?.html ?? index;
  };
}

function readFirstScreens(webDist: string): FirstScreen[] {
  try {
    return JSON.parse(fs.readFileSync(path.join(webDist, FIRST_SCREENS_FILE), 'utf8')) as FirstScreen[];
  } catch {
    return [];
  }
}

/**
 * The built web app: hashed assets precompressed at build time (Brotli, gzip) and cached for a year; every other
 * path outside /api is the single-page app's `index.html`, never cached, with this answer's style nonce.
 * Returns the handler of those other paths, or undefined when there is no build.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string | undefined,
): Promise<((reply: FastifyReply) => FastifyReply) | undefined> {
  const indexFile = webDist ? path.join(webDist, 'index.html') : undefined;
  if (!webDist || !indexFile || !fs.existsSync(indexFile)) return undefined;
  const pageFor = firstScreenPages(fs.readFileSync(indexFile, 'utf8'), readFirstScreens(webDist));
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    // index.html only through the handler below (it carries the nonce); no source maps are built, none served
    allowedPath: (pathname) => pathname !== '/index.html' && pathname !== `/${FIRST_SCREENS_FILE}` && !pathname.endsWith('.map'),
    setHeaders: (reply, file) => {
      reply.header('cache-control', file.startsWith(path.join(webDist, 'assets') + path.sep) ? IMMUTABLE : 'public, max-age=3600');
    },
  });
  return (reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(pageFor(reply.request.url).replaceAll(NONCE_PLACEHOLDER, styleNonce(reply.raw as WithNonce)));
}
