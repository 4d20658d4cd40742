import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  answerReadersOf,
  assetsOf,
  inlineScriptHashes,
  jsonForScript,
  APP_SCRIPTS_ID,
  ISLAND_PREFIX,
  LIGHT_ENTRY,
  pageHtml,
} from '../../src/http/page-html.ts';

const manifest = {
  'src/a-page.tsx': { file: 'assets/a.js', imports: ['_b.js', '_c.js'], css: ['assets/a.css'] },
  '_b.js': { file: 'assets/b.js', imports: ['_c.js'], css: ['assets/b.css'] },
  '_c.js': { file: 'assets/c.js', imports: ['_b.js'] },
};

describe('what a rendered page links', () => {
  it('follows static imports once each, cycles included, with their stylesheets', () => {
    expect(assetsOf(manifest, ['src/a-page.tsx', 'src/missing.tsx'])).toEqual({
      scripts: ['/assets/a.js', '/assets/b.js', '/assets/c.js'],
      styles: ['/assets/a.css', '/assets/b.css'],
    });
  });
});

describe("the answer readers a page's data needs", () => {
  const withReaders = {
    'index.html': {
      file: 'assets/entry.js',
      imports: ['_http.js'],
      dynamicImports: ['src/api/user-answers.ts'],
    },
    '_http.js': { file: 'assets/http.js', dynamicImports: ['src/features/x/api/slots-answer.ts'] },
    'src/a-page.tsx': {
      file: 'assets/a.js',
      dynamicImports: [
        'src/api/schedule-answer.ts',
        'src/features/admin/admin-page.tsx',
        'src/api/answers.ts',
      ],
    },
    'src/api/user-answers.ts': { file: 'assets/user-answers.js', imports: ['_user.js'] },
    '_user.js': { file: 'assets/user.js' },
    'src/features/x/api/slots-answer.ts': { file: 'assets/slots-answer.js' },
    'src/api/schedule-answer.ts': { file: 'assets/schedule-answer.js', imports: ['_user.js'] },
    'src/features/admin/admin-page.tsx': { file: 'assets/admin.js' },
    'src/api/answers.ts': { file: 'assets/answers.js' },
  };

  it("are those the entry and the page load on first use, with what they import, and no other page's code", () => {
    expect(answerReadersOf(withReaders, ['src/a-page.tsx'])).toEqual([
      '/assets/user-answers.js',
      '/assets/user.js',
      '/assets/slots-answer.js',
      '/assets/schedule-answer.js',
    ]);
    expect(answerReadersOf(withReaders, [])).not.toContain('/assets/schedule-answer.js');
  });
});

describe('data in a script element', () => {
  it('cannot close the element or open a comment, and parses back to the same value', () => {
    const value = { text: '</script><!-- \u2028 \u2029 <b>&</b>' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('the page in the template', () => {
  const template =
    '<!doctype html>\n<html lang="en" dir="ltr" data-x="1"><head><title>Site</title>' +
    '<script>check()</script><link rel="stylesheet" crossorigin href="/assets/b.css">' +
    '<script type="module" crossorigin src="/assets/entry.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/react.js"></head>' +
    '<body><div id="root"></div></body></html>';
  const page = {
    language: 'he' as const,
    signedIn: false,
    title: 'שעות &amp; זמנים',
    html: '<link rel="preload" as="image" href="/i.svg"/><main>$& $1 תוכן</main>',
    state: { a: 1 },
    stateElementId: 'app-state',
    modules: ['src/a-page.tsx'],
  };

  it('sets language, direction and what it was rendered for, keeping other attributes', () => {
    const html = pageHtml(template, manifest, page);
    expect(html).toContain('<html data-x="1" lang="he" dir="rtl" data-rendered="guest">');
    expect(pageHtml(template, manifest, { ...page, language: 'en', signedIn: true })).toContain(
      'lang="en" dir="ltr" data-rendered="member"',
    );
  });

  it('puts the title, the links the template lacks and the hoisted hints in the head', () => {
    const html = pageHtml(template, manifest, page);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<title>שעות &amp; זמנים</title>');
    expect(head).toContain('href="/assets/a.css"');
    expect(head.match(/\/assets\/b\.css/g)).toHaveLength(1);
    expect(head).toContain('<link rel="preload" as="image" href="/i.svg"/>');
  });

  it("asks for the page's scripts at low priority: it is painted without them", () => {
    const html = pageHtml(template, manifest, page);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/c.js" fetchpriority="low">');
    expect(html).toContain('<script type="module" crossorigin src="/assets/entry.js" fetchpriority="low">');
    expect(html).not.toMatch(
      /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority="low")[^>]*>/,
    );
  });

  it('puts the markup in #root as it is (no replacement patterns) and the data after it', () => {
    const html = pageHtml(template, manifest, page);
    expect(html).toContain('<div id="root"><main>$& $1 תוכן</main></div>');
    expect(html).toContain('<script type="application/json" id="app-state">{"a":1}</script>');
  });

  it('writes stylesheets it can read into the page, each with a disabled link that marks it as here', () => {
    const sheets: Record<string, string> = {
      '/assets/a.css': '.a{color:red}',
      '/assets/b.css': '.b{x:"</style>"}',
    };
    const html = pageHtml(template, manifest, page, (href) => sheets[href]);
    expect(html).toContain(
      '<style>.a{color:red}</style><link rel="stylesheet" href="/assets/a.css" disabled>',
    );
    expect(html).toContain(
      '<style>.b{x:"<\\/style>"}</style><link rel="stylesheet" href="/assets/b.css" disabled>',
    );
    expect(html).not.toMatch(/<link rel="stylesheet" (crossorigin )?href="\/assets\/b\.css">/);
  });

  it('keeps the template title when the page has none', () => {
    expect(pageHtml(template, manifest, { ...page, title: null })).toContain('<title>Site</title>');
  });

  it('labels the home-screen icon with the name the site goes by, as text', () => {
    const withLabel = template.replace(
      '<title>',
      '<meta name="apple-mobile-web-app-title" content="Bookings" /><title>',
    );
    expect(pageHtml(withLabel, manifest, { ...page, siteName: 'Hadas "&" <Co>' })).toContain(
      '<meta name="apple-mobile-web-app-title" content="Hadas &quot;&amp;&quot; &lt;Co&gt;" />',
    );
    // No name known: the template's neutral word stays.
    expect(pageHtml(withLabel, manifest, { ...page, siteName: '' })).toContain(
      '<meta name="apple-mobile-web-app-title" content="Bookings" />',
    );
  });
});

describe('the policy hashes of inline scripts', () => {
  it('hashes each inline script exactly as written, and not module scripts with a source', () => {
    const body = "(function () { localStorage.getItem('x'); })();";
    const hashes = inlineScriptHashes(
      `<head><script>${body}</script><script type="module" src="/a.js"></script></head>`,
    );
    expect(hashes).toEqual([`'sha256-${createHash('sha256').update(body).digest('base64')}'`]);
  });
});

describe('a light page', () => {
  it('a light page links its stylesheets and the light script only, and sends no data for the app', () => {
    const withLight = { ...manifest, [LIGHT_ENTRY]: { file: 'assets/light-1.js' } };
    const template =
      '<html><head><link rel="stylesheet" crossorigin href="/assets/b.css">' +
      '<script type="module" crossorigin src="/assets/entry.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/react.js"></head><body><div id="root"></div></body></html>';
    const page = {
      language: 'en' as const,
      signedIn: false,
      title: null,
      html: '<main>x</main>',
      state: { a: 1 },
      stateElementId: 'app-state',
      modules: ['src/a-page.tsx'],
    };
    const html = pageHtml(template, withLight, { ...page, light: true });
    expect(html).toContain('<script type="module" crossorigin src="/assets/light-1.js"');
    expect(html).not.toMatch(/entry\.js|react\.js|modulepreload|\/assets\/[abc]\.js/);
    expect(html).toContain('href="/assets/a.css"');
    expect(html).not.toContain('id="app-state"');
    // Without a light script in the build the page is an app page as before.
    expect(pageHtml(template, manifest, { ...page, light: true })).toContain('/assets/entry.js');
  });

  it("a light page with an island runs the island's script beside the light one, and preloads its chunks", () => {
    const withIsland = {
      ...manifest,
      [LIGHT_ENTRY]: { file: 'assets/light-1.js' },
      [`${ISLAND_PREFIX}src/islands/forms.tsx`]: {
        file: 'assets/forms-1.js',
        imports: [`${ISLAND_PREFIX}_react-dom-1.js`],
      },
      [`${ISLAND_PREFIX}_react-dom-1.js`]: { file: 'assets/react-dom-1.js' },
    };
    const template =
      '<html><head><script type="module" crossorigin src="/assets/entry.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/react.js"></head><body><div id="root"></div></body></html>';
    const page = {
      language: 'he' as const,
      signedIn: false,
      title: null,
      html: '<main><div data-island="x"></div></main>',
      state: null,
      stateElementId: 'app-state',
      modules: ['src/a-page.tsx'],
      light: true,
      islands: ['src/islands/forms.tsx'],
    };
    const html = pageHtml(template, withIsland, page);
    expect(html).toContain('<script type="module" crossorigin src="/assets/light-1.js"');
    expect(html).toContain('<script type="module" crossorigin src="/assets/forms-1.js"');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/react-dom-1.js"');
    // Only one script element for the island: its entry is not preloaded a second time.
    expect(html.match(/forms-1\.js/g)).toHaveLength(1);
    expect(html).not.toMatch(/entry\.js|react\.js|\/assets\/[abc]\.js/);
    // An app page never runs an island's script: the app draws its parts itself.
    expect(pageHtml(template, withIsland, { ...page, light: false })).not.toContain('forms-1.js');

    // An island that hands her over to the app (decisions 0068, 0070) is given the app's entry and
    // scripts, which it fetches ahead and starts the app with: none of them is loaded with the page.
    const handing = pageHtml(template, withIsland, { ...page, handsOver: true });
    const list = new RegExp(`<script type="application/json" id="${APP_SCRIPTS_ID}">([^<]*)</script>`).exec(
      handing,
    );
    expect(JSON.parse(list?.[1] ?? 'null')).toEqual({
      entry: '/assets/entry.js',
      scripts: ['/assets/entry.js', '/assets/react.js', '/assets/a.js', '/assets/b.js', '/assets/c.js'],
    });
    expect(handing.replace(list?.[0] ?? '', '')).not.toMatch(/entry\.js|react\.js|\/assets\/[abc]\.js/);
    expect(pageHtml(template, withIsland, { ...page, light: false, handsOver: true })).not.toContain(
      APP_SCRIPTS_ID,
    );
  });
});
