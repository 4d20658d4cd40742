import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { fieldsOf } from '@tevila/domain';

/**
 * The web app manifest with the name the site goes by (decision 0051): the label under the icon on
 * her home screen and in the app switcher is the facility's short name or its name, not a word that
 * says what the visit is. The built file gives the rest (icons, colours); where no name is set, its
 * own neutral one stays.
 */
export function registerWebManifest(
  app: FastifyInstance,
  webDist: string,
  siteName: () => Promise<string>,
): void {
  const path = join(webDist, 'manifest.webmanifest');
  if (!existsSync(path)) return;
  const built = fieldsOf(JSON.parse(readFileSync(path, 'utf8')));
  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (_request, reply) => {
    const name = await siteName();
    return reply
      .header('cache-control', 'no-cache')
      .type('application/manifest+json; charset=utf-8')
      .send(JSON.stringify(name === '' ? built : { ...built, name, short_name: name }));
  });
}
