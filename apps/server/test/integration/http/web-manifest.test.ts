import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../helpers/test-app.ts';

/*
 * Decision 0051: the label under the site's icon on her home screen is the name the site goes by (the
 * facility's short name, else its name), never a word of the site's own that says what the visit is.
 */
const built = {
  name: 'Bookings',
  short_name: 'Bookings',
  start_url: '/',
  display: 'standalone',
  icons: [{ src: '/icon-192.png', sizes: '192x192', type: 'image/png' }],
};

describe('the web app manifest', () => {
  const dist = mkdtempSync(join(tmpdir(), 'tevila-manifest-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Bookings</title><div id="root"></div>');
  writeFileSync(join(dist, 'manifest.webmanifest'), JSON.stringify(built));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  const manifestOf = async (settings: Record<string, string>) => {
    const t = await createTestApp({ webDist: dist, settings });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
      expect(res.headers['cache-control']).toBe('no-cache');
      return res.json<Record<string, unknown>>();
    } finally {
      await t.close();
    }
  };

  it('names the icon by the short name an administrator chose, keeping the rest of the built file', async () => {
    const manifest = await manifestOf({ facilityName: 'Tevila Mikvah', facilityShortName: ' Hadas ' });
    expect(manifest).toEqual({ ...built, name: 'Hadas', short_name: 'Hadas' });
  });

  it("names it by the facility's name alone when no short name is set, and by the built file's word without either", async () => {
    expect(await manifestOf({ facilityName: 'Beit Chana' })).toMatchObject({
      name: 'Beit Chana',
      short_name: 'Beit Chana',
    });
    expect(await manifestOf({ facilityName: '', facilityShortName: '' })).toEqual(built);
  });
});
