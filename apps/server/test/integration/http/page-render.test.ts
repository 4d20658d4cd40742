import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Tokens } from '../../helpers/auth.ts';
import { bearer, phone, signIn, signInWithRole } from '../../helpers/auth.ts';
import { addNorth } from '../../helpers/facilities.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

/*
 * Decision 0017: the server renders each page with the web app's server build. Here a stand-in for
 * that build (the real one is exercised by the browser tests, e2e/first-paint.spec.ts) reads the
 * public settings through the page fetch the server gives it, as the real one does, and counts its
 * renders, so the rules around it can be seen: the reader's language and session from the cookies,
 * data from the API, a kept page used again only while its data is unchanged, a guest sent to sign in,
 * and the plain page when rendering fails.
 */

const template = `<!doctype html>
<html lang="en" dir="ltr" data-mantine-color-scheme="light">
  <head>
    <meta charset="UTF-8" />
    <script>document.documentElement.dataset.checked = '1';</script>
    <title>Mikvah</title>
    <script type="module" crossorigin src="/assets/index-AAAAAAAA.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const manifest = {
  'index.html': { file: 'assets/index-AAAAAAAA.js', isEntry: true },
  'src/features/hours/hours-page.tsx': {
    file: 'assets/hours-page-BBBBBBBB.js',
    imports: ['_shared-CCCCCCCC.js'],
    css: ['assets/hours-page-DDDDDDDD.css'],
  },
  '_shared-CCCCCCCC.js': { file: 'assets/shared-CCCCCCCC.js', css: ['assets/shared-EEEEEEEE.css'] },
  'src/i18n/he-resources.ts': { file: 'assets/he-resources-FFFFFFFF.js' },
};

/** A stand-in server build: the facility's name from GET settings, in the page's language. */
const serverEntry = `
let apiFetch;
export let renders = 0;
export function setApiFetch(fetchImpl) { apiFetch = fetchImpl; }
export async function render({ url, language, signedIn, session }) {
  if (url.startsWith('/fails')) throw new Error('cannot render');
  if (url.startsWith('/reserve') && !signedIn && !session) return { redirect: '/login?returnUrl=%2Freserve' };
  // Painted with her session: her own record, read through the page fetch with her token.
  if (session) {
    const user = await (await apiFetch('/api/api/users/' + session.userId)).json();
    return {
      status: 200,
      html: '<main><h1>Reserve</h1><p>' + session.username + ' ' + user.id + ' ' + session.roles.join(',') + '</p></main>',
      title: 'Reserve',
      state: { mine: user.id },
      stateElementId: 'app-state',
      modules: [],
      sessionUserId: session.userId,
    };
  }
  // A render made slow on purpose: it does not finish while globalThis.tevilaSlowRenders counts down.
  if (url.startsWith('/slow') && (globalThis.tevilaSlowRenders ?? 0) > 0) {
    globalThis.tevilaSlowRenders -= 1;
    globalThis.tevilaUnfinished = (globalThis.tevilaUnfinished ?? 0) + 1;
    return { unfinished: true };
  }
  renders += 1;
  globalThis.tevilaTestRenders = renders;
  const settings = await (await apiFetch('/api/api/settings')).json();
  const name = settings.find((s) => s.key === 'facilityName')?.value ?? '';
  const heading = language === 'he' ? 'שעות המקווה' : 'Mikvah Hours';
  return {
    status: url.startsWith('/missing') ? 404 : 200,
    html: '<link rel="preload" as="image" href="/favicon.svg"/><header>' + name + '</header><main><h1>' + heading + '</h1></main>',
    title: heading + ' · ' + name,
    state: { queries: [{ note: '</script><script>alert(1)</script>' }], signedIn },
    stateElementId: 'app-state',
    modules: ['src/features/hours/hours-page.tsx', 'src/i18n/' + language + '-resources.ts'],
  };
}
`;

const renders = () => (globalThis as { tevilaTestRenders?: number }).tevilaTestRenders ?? 0;
const unfinished = () => (globalThis as { tevilaUnfinished?: number }).tevilaUnfinished ?? 0;
/** The next n renders of a /slow page do not finish in time. */
const slowFor = (n: number) => ((globalThis as { tevilaSlowRenders?: number }).tevilaSlowRenders = n);

describe('pages rendered on the server', () => {
  let t: TestApp;
  let admin: Tokens;
  const dist = mkdtempSync(join(tmpdir(), 'tevila-render-dist-'));
  const entry = join(mkdtempSync(join(tmpdir(), 'tevila-render-entry-')), 'entry-server.mjs');

  beforeAll(async () => {
    mkdirSync(join(dist, '.vite'), { recursive: true });
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), template);
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    writeFileSync(join(dist, 'assets', 'index-AAAAAAAA.js'), 'export {};\n');
    writeFileSync(entry, serverEntry);
    t = await createTestApp({ webDist: dist, webServerEntry: entry, now: '2026-12-01T18:00:00Z' });
    admin = await signInWithRole(t, phone(61), 'Admin', '192.0.2.61');
  });
  afterAll(() => t.close());

  const page = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('renders the page in the language of the cookie, with its data, scripts and stylesheets', async () => {
    const english = await page('/hours');
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toMatch(/^text\/html/);
    expect(english.headers['cache-control']).toBe('no-cache');
    expect(english.body).toContain(
      '<html data-mantine-color-scheme="light" lang="en" dir="ltr" data-rendered="guest">',
    );
    expect(english.body).toMatch(
      /<div id="root"><header>[^<]+<\/header><main><h1>Mikvah Hours<\/h1><\/main><\/div>/,
    );

    const hebrew = await page('/hours', 'theme=x; selectedLanguage=he; signedIn=1');
    expect(hebrew.body).toContain('lang="he" dir="rtl" data-rendered="member"');
    expect(hebrew.body).toContain('<h1>שעות המקווה</h1>');
    expect(hebrew.body).toMatch(/<title>שעות המקווה · [^<]+<\/title>/);
    // The page's own chunk, what it imports and its language file, each once; the entry's not again.
    expect(hebrew.body).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/hours-page-DDDDDDDD.css">',
    );
    expect(hebrew.body).toContain('<link rel="stylesheet" crossorigin href="/assets/shared-EEEEEEEE.css">');
    expect(hebrew.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/hours-page-BBBBBBBB.js" fetchpriority="low">',
    );
    expect(hebrew.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/he-resources-FFFFFFFF.js" fetchpriority="low">',
    );
    expect(hebrew.body.match(/index-AAAAAAAA\.js/g)).toHaveLength(1);
    // React's resource hint goes to the head, not into the markup the browser hydrates.
    expect(hebrew.body.indexOf('href="/favicon.svg"')).toBeLessThan(hebrew.body.indexOf('</head>'));
  });

  it('carries the data as JSON that cannot end its script element', async () => {
    const res = await page('/hours');
    const json = /<script type="application\/json" id="app-state">(.*?)<\/script>/.exec(res.body)?.[1];
    expect(json).toBeDefined();
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json!)).toEqual({
      queries: [{ note: '</script><script>alert(1)</script>' }],
      signedIn: false,
    });
  });

  it('uses a kept page while its data is unchanged, and renders again once it changes', async () => {
    await page('/hours?kept=1');
    const before = renders();
    const again = await page('/hours?kept=1');
    expect(renders()).toBe(before);
    expect(again.body).toContain('<h1>Mikvah Hours</h1>');

    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/api/settings/admin/facilityName',
      headers: bearer(admin.access_token),
      payload: { value: 'Mikvah Changed' },
      remoteAddress: '192.0.2.61',
    });
    expect(change.statusCode).toBe(200);
    const after = await page('/hours?kept=1');
    expect(renders()).toBe(before + 1);
    expect(after.body).toContain('<header>Mikvah Changed</header>');
  });

  it('answers 404 for a path that is no page, with the page that says so', async () => {
    const res = await page('/missing-page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<h1>Mikvah Hours</h1>');
  });

  it('sends a guest on a page behind sign-in to /login; a browser with a session gets the page', async () => {
    const guest = await page('/reserve');
    expect(guest.statusCode).toBe(302);
    expect(guest.headers.location).toBe('/login?returnUrl=%2Freserve');
    const member = await page('/reserve', 'signedIn=1');
    expect(member.statusCode).toBe(200);
  });

  it('paints /reserve with her session when her token comes with it, for her alone', async () => {
    const her = await signIn(t, phone(62));
    const cookie = `signedIn=1; reserveToken=${her.access_token}`;
    const inject = vi.spyOn(t.app, 'inject');
    const painted = await page('/reserve', cookie);
    // Her record is read once: for her number, and the page's own read of it is answered from that.
    const recordReads = inject.mock.calls.filter((call: unknown[]) => {
      const options = call[0] as { url?: unknown } | undefined;
      return String(options?.url).startsWith('/api/api/users/');
    });
    inject.mockRestore();
    expect(recordReads).toHaveLength(1);
    expect(painted.statusCode).toBe(200);
    expect(painted.headers['cache-control']).toBe('private, no-store');
    expect(painted.body).toContain(`<p>${phone(62).slice(1)} ${her.userId} </p>`);
    expect(painted.body).toContain(`data-rendered-session="${her.userId}"`);
    // Never kept: the next woman's /reserve, with the hint alone, is not hers.
    const other = await page('/reserve', 'signedIn=1');
    expect(other.body).not.toContain(her.userId);
    expect(other.body).not.toContain('data-rendered-session');
    expect(other.headers['cache-control']).toBe('no-cache');
    // A token that does not verify, or on a page outside /reserve, paints nothing of anyone.
    const forged = await page('/reserve', `signedIn=1; reserveToken=${her.access_token}x`);
    expect(forged.statusCode).toBe(200);
    expect(forged.body).not.toContain('data-rendered-session');
    const elsewhere = await page('/hours?token=1', cookie);
    expect(elsewhere.body).not.toContain('data-rendered-session');
    expect(elsewhere.headers['cache-control']).toBe('no-cache');
  });

  it('sends the plain page when rendering fails, and the browser renders it', async () => {
    const res = await page('/fails');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('data-rendered');
  });

  it('renders again a page whose render did not finish, and sends and keeps only the finished page', async () => {
    slowFor(1);
    const before = { finished: renders(), unfinished: unfinished() };
    const res = await page('/slow/once');
    expect(unfinished()).toBe(before.unfinished + 1);
    expect(renders()).toBe(before.finished + 1);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>Mikvah Hours</h1>');
    expect(res.body).toContain('data-rendered="guest"');
    // The finished page is kept as any other.
    await page('/slow/once');
    expect(renders()).toBe(before.finished + 1);
  });

  it('sends the plain app when the render does not finish twice, and keeps nothing of it', async () => {
    slowFor(2);
    const before = { finished: renders(), unfinished: unfinished() };
    const slow = await page('/slow/twice');
    expect(unfinished()).toBe(before.unfinished + 2);
    expect(slow.statusCode).toBe(200);
    expect(slow.body).toContain('<div id="root"></div>');
    expect(slow.body).not.toContain('data-rendered');
    // The next visitor gets the page rendered anew, not what the slow moment left.
    const next = await page('/slow/twice');
    expect(renders()).toBe(before.finished + 1);
    expect(next.body).toContain('<h1>Mikvah Hours</h1>');
  });

  it("allows the page's own inline script by its hash and no other", async () => {
    const res = await page('/hours');
    const policy = String(res.headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]+)/.exec(policy)?.[1] ?? '';
    expect(scriptSrc.split(' ').filter((s) => s.startsWith("'sha256-"))).toHaveLength(1);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it("paints each facility's page with its own data, and keeps the two apart", async () => {
    await addNorth(t);
    const at = (host?: string) =>
      t.app.inject({ method: 'GET', url: '/hours', headers: host ? { host } : {} });
    const header = (body: string) => /<header>([^<]*)<\/header>/.exec(body)?.[1];
    // Every instance learns the new host from the change feed, a moment after the facility commits.
    await expect
      .poll(async () =>
        (
          await t.app.inject({ method: 'GET', url: '/api/api/settings', headers: { host: 'north.test' } })
        ).body.includes('North Mikvah'),
      )
      .toBe(true);
    const first = header((await at()).body);
    expect(first).toBeDefined();
    expect(first).not.toBe('North Mikvah');
    expect(header((await at('north.test')).body)).toBe('North Mikvah');
    // Each is kept for its own facility: asked again, each is the same page as before.
    expect(header((await at()).body)).toBe(first);
    expect(header((await at('north.test')).body)).toBe('North Mikvah');
  });
});
