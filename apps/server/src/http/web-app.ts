import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { msg } from '../i18n/messages.ts';
import type { PageFallback } from './error-handler.ts';
import { inlineScriptHashes } from './page-html.ts';
import type { PageRenderer } from './page-render.ts';

const LONG_CACHE = 'public, max-age=31536000, immutable';

const notBuiltPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Web app not built</title></head>
<body><h1>The web app is not built</h1>
<p>The API is running, but apps/web/dist does not exist yet. Run <code>npm run build</code> (or <code>npm start</code>, which builds what is missing), then reload.</p>
</body></html>
`;

function isBuilt(webDist: string): boolean {
  return existsSync(join(webDist, 'index.html'));
}

/** The CSP hashes of index.html's inline scripts; none without a build. */
export function webAppScriptHashes(webDist: string): string[] {
  return isBuilt(webDist) ? inlineScriptHashes(readFileSync(join(webDist, 'index.html'), 'utf8')) : [];
}

/**
 * A Range is answered from the plain file: a slice of a brotli or gzip copy cannot be decoded on its
 * own, and Content-Range would not count the bytes the client means.
 */
function plainForRange(request: FastifyRequest): void {
  if (request.headers.range !== undefined) request.headers = { 'accept-encoding': 'identity' };
}

/** The path of the file a URL names, percent-decoded as @fastify/static expects it. */
function pathOf(url: string): string {
  const path = url.split('?', 1)[0] ?? '/';
  try {
    return decodeURI(path);
  } catch {
    throw new AppError('request.invalid', msg('http.badUrl'));
  }
}

/**
 * The answer to a GET that matched nothing outside /api: client-side routes of the web app
 * (/hours, /reserve, /admin/license-plate …) all get index.html; without a build, a 503 page says so.
 */
export function webAppFallback(webDist: string, pages: PageRenderer | null = null): PageFallback {
  if (!isBuilt(webDist)) {
    return (_request, reply) =>
      reply
        .status(503)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(notBuiltPage);
  }
  return async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    // A missing file (a stale asset, a mistyped image) is a 404, not the app's HTML under a script's name.
    const lastSegment = path.slice(path.lastIndexOf('/') + 1);
    if (path.startsWith('/assets/') || lastSegment.includes('.')) throw new AppError('route.not_found');
    // The page as HTML in her language (decision 0017); the plain index.html when it cannot be.
    const page =
      request.method === 'GET' && request.headers.range === undefined ? await pages?.render(request) : null;
    if (page && 'redirect' in page)
      return reply.header('cache-control', 'no-cache').redirect(page.redirect, 302);
    if (page) {
      return (
        reply
          .status(page.status)
          // A page painted with her data is never kept by anyone, her browser's cache included.
          .header('cache-control', page.personal ? 'private, no-store' : 'no-cache')
          .header('vary', 'cookie, accept-language, accept-encoding')
          .type('text/html; charset=utf-8')
          .send(page.html)
      );
    }
    plainForRange(request);
    return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
  };
}

/**
 * Serves the files of the built web app, when there is one: the brotli or gzip copy written at build
 * time (scripts/precompress.mjs) to a client that accepts it, else the file itself. Never a listing
 * of a folder, never a file outside webDist (@fastify/send refuses `..`); a miss goes to the fallback.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  if (!isBuilt(webDist)) return;
  await app.register(fastifyStatic, {
    root: webDist,
    // Served by the route below, which keeps the per-request compression (compression.ts) away from
    // the files: a file without a copy is one that compressing does not make smaller.
    serve: false,
    preCompressed: true,
    // dist/.vite holds the build's manifest, read by the server: not a file for browsers.
    dotfiles: 'ignore',
    // A folder is never answered with its index.html here: "/" is a page, and pages are the fallback's.
    index: false,
    cacheControl: false,
    // Vite fingerprints everything under assets/, so it can be cached for good; anything else,
    // index.html above all, must be revalidated (ETag, Last-Modified) so a new release is picked up
    // at once. Every file may come in another encoding, so caches keep one copy per Accept-Encoding.
    setHeaders: (res, filePath) => {
      const inAssets = relative(webDist, filePath).split(sep)[0] === 'assets';
      res.setHeader('cache-control', inAssets ? LONG_CACHE : 'no-cache');
      res.setHeader('vary', 'accept-encoding');
    },
  });
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    compress: false,
    schema: { hide: true },
    handler: (request, reply) => {
      // Neither is returned: the reply is a thenable, and each wait on it holds a listener on the response.
      const path = pathOf(request.url);
      if (path.endsWith('/')) {
        reply.callNotFound();
        return;
      }
      plainForRange(request);
      reply.sendFile(path);
    },
  });
}
