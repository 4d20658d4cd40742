import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import type { PageFallback } from './error-handler.ts';

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

/**
 * The answer to a GET that matched nothing outside /api: client-side routes of the web app
 * (/hours, /reserve, /admin/license-plate …) all get index.html; without a build, a 503 page says so.
 */
export function webAppFallback(webDist: string): PageFallback {
  if (!isBuilt(webDist)) {
    return (_request, reply) =>
      reply
        .status(503)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(notBuiltPage);
  }
  return (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    // A missing file (a stale asset, a mistyped image) is a 404, not the app's HTML under a script's name.
    const lastSegment = path.slice(path.lastIndexOf('/') + 1);
    if (path.startsWith('/assets/') || lastSegment.includes('.')) throw new AppError('route.not_found');
    return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
  };
}

/** Serves the files of the built web app, when there is one. */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  if (!isBuilt(webDist)) return;
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    cacheControl: false,
    // Vite fingerprints everything under assets/, so it can be cached for good; anything else,
    // index.html above all, must be revalidated so a new release is picked up at once.
    setHeaders: (res, filePath) => {
      const inAssets = relative(webDist, filePath).split(sep)[0] === 'assets';
      res.setHeader('cache-control', inAssets ? LONG_CACHE : 'no-cache');
    },
  });
}
