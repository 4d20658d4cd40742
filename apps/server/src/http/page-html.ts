import { createHash } from 'node:crypto';

/**
 * Puts a page rendered on the server into the built index.html (decision 0017): its language and
 * direction, title, the scripts and stylesheets of its own chunks, its markup and the data it was
 * rendered with. Pure string work, so it is tested without a build.
 */

/** CSP sources for the template's inline scripts (its language check), so 'self' stays the only other. */
export function inlineScriptHashes(template: string): string[] {
  return [...template.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
}

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

export interface RenderedPage {
  language: 'en' | 'he';
  /** Rendered for a browser that holds a session: index.html's first script checks it. */
  signedIn: boolean;
  /** The title's text as React wrote it: already escaped. */
  title: string | null;
  /** The name the site goes by (decision 0051), as text: the label of the icon on her home screen. */
  siteName?: string;
  /** The markup inside #root, as React rendered it. */
  html: string;
  state: unknown;
  /** The id of the script element the app reads that data from (the web app names it). */
  stateElementId: string;
  /** Manifest names of the modules the page needs at once. */
  modules: string[];
  /** Painted with this user's session (/reserve, decision 0064): the app starts signed in as her. */
  sessionUserId?: string | null;
  /**
   * Never taken over by the app (decision 0063): its stylesheets and the light pages' script only,
   * and no data for the app.
   */
  light?: boolean;
  /** A light page's islands, by their source (decision 0065): their scripts run beside the light one. */
  islands?: string[];
  /**
   * A light page whose island hands her over to the app (decisions 0068, 0070): the app's scripts for
   * this page are listed in it (APP_SCRIPTS_ID), for the island to fetch ahead and start the app with.
   */
  handsOver?: boolean;
}

/** The id of the list of the app's scripts on a page that hands over to the app (apps/web islands/app-scripts.ts). */
export const APP_SCRIPTS_ID = 'app-scripts';

/** That list: the app's entry, which the island imports to hand over, and every script it will run. */
export interface AppScripts {
  entry: string;
  scripts: string[];
}

/** Where the islands' chunks are in the build's manifest (scripts/islands-build.mjs). */
export const ISLAND_PREFIX = 'islands:';

/** The light pages' script in the build's manifest (scripts/light-script.mjs). */
export const LIGHT_ENTRY = 'src/light/main.ts';

/** JSON inside a <script> element: nothing in it may close the element or start a comment. */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The chunks of `modules` and of everything they import statically, each once, in the order reached. */
function staticClosure(manifest: BuildManifest, modules: readonly string[]): ManifestChunk[] {
  const chunks: ManifestChunk[] = [];
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const chunk = manifest[name];
    if (!chunk) return;
    chunks.push(chunk);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  modules.forEach(visit);
  return chunks;
}

/** The scripts and stylesheets of `modules` and of everything they import, each once. */
export function assetsOf(
  manifest: BuildManifest,
  modules: readonly string[],
): { scripts: string[]; styles: string[] } {
  const chunks = staticClosure(manifest, modules);
  return {
    scripts: chunks.map((chunk) => `/${chunk.file}`),
    styles: [...new Set(chunks.flatMap((chunk) => (chunk.css ?? []).map((css) => `/${css}`)))],
  };
}

/** The app's entry in the build's manifest. */
const APP_ENTRY = 'index.html';

/** A module that reads one of the API's answers (apps/web `api/*-answer(s).ts`), loaded on first use. */
const ANSWER_READER = /(^|\/)api\/[\w-]+-answers?\.ts$/;

/**
 * The scripts of the answer readers that the app's entry or `modules` load on first use: a page's
 * data cannot be read without them, so a page that hands over to the app lists them with its own
 * (a few small files, each otherwise one round trip after her data came).
 */
export function answerReadersOf(manifest: BuildManifest, modules: readonly string[]): string[] {
  const readers = staticClosure(manifest, [APP_ENTRY, ...modules])
    .flatMap((chunk) => chunk.dynamicImports ?? [])
    .filter((loaded) => ANSWER_READER.test(loaded));
  return assetsOf(manifest, [...new Set(readers)]).scripts;
}

/** React hoists resource hints (an image preload) ahead of the markup; they belong in the head. */
function splitLeadingLinks(html: string): { links: string; body: string } {
  const match = /^(?:<link\b[^>]*>)+/.exec(html);
  return match ? { links: match[0], body: html.slice(match[0].length) } : { links: '', body: html };
}

/** A stylesheet's text by its address (/assets/x.css), or undefined when it cannot be read. */
export type StylesheetText = (href: string) => string | undefined;

/**
 * A stylesheet written into the page, so the first paint waits for no request of its own. The link
 * that stays beside it is disabled (never fetched, never applied): it tells the app's chunk loader
 * that the sheet is already here, so it is not asked for again when the page's code arrives.
 */
function inlined(href: string, css: string): string {
  return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" href="${href}" disabled>`;
}

/** Text inside a double-quoted attribute. */
const attributeText = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The built index.html with the rendered page in it. */
export function pageHtml(
  appTemplate: string,
  manifest: BuildManifest,
  page: RenderedPage,
  stylesheet: StylesheetText = () => undefined,
): string {
  const dir = page.language === 'he' ? 'rtl' : 'ltr';
  const { styles, scripts: pageScripts } = assetsOf(manifest, page.modules);
  const lightScript = page.light ? manifest[LIGHT_ENTRY]?.file : undefined;
  const light = lightScript !== undefined;
  // A light page loads none of the app's code: not the page's chunks, not the entry's; only its islands'.
  const islands = light ? (page.islands ?? []).map((source) => `${ISLAND_PREFIX}${source}`) : [];
  const islandEntries = islands.flatMap((name) => (manifest[name] ? [`/${manifest[name].file}`] : []));
  const scripts = light ? assetsOf(manifest, islands).scripts : pageScripts;
  const template = light
    ? withoutAppScripts(appTemplate, [`/${lightScript}`, ...islandEntries])
    : appTemplate;
  const styleTag = (href: string) => {
    const css = stylesheet(href);
    return css === undefined ? `<link rel="stylesheet" crossorigin href="${href}">` : inlined(href, css);
  };
  // The entry's own files are already in the template (its stylesheets are written in below).
  const links = [
    ...styles.filter((href) => !template.includes(`"${href}"`)).map(styleTag),
    ...scripts
      .filter((href) => !template.includes(`"${href}"`))
      .map((href) => `<link rel="modulepreload" crossorigin href="${href}" fetchpriority="low">`),
  ].join('\n    ');
  const { links: hoisted, body } = splitLeadingLinks(page.html);
  let html = template.replace(
    /<html\b([^>]*)>/,
    (_tag, attributes: string) =>
      `<html${attributes.replace(/\s(lang|dir)="[^"]*"/g, '')} lang="${page.language}" dir="${dir}" data-rendered="${page.signedIn ? 'member' : 'guest'}"${page.sessionUserId ? ` data-rendered-session="${attributeText(page.sessionUserId)}"` : ''}>`,
  );
  html = html.replace(/<link rel="stylesheet" crossorigin href="([^"]+)">/g, (_link, href: string) =>
    styleTag(href),
  );
  // The page is painted without them: its scripts yield the network to what paints (an image, the
  // heading's font) and are not counted as holding the first paint back.
  html = html.replace(
    /<(script type="module"|link rel="modulepreload") crossorigin (src|href)="([^"]+)">/g,
    (_tag, element: string, attribute: string, url: string) =>
      `<${element} crossorigin ${attribute}="${url}" fetchpriority="low">`,
  );
  if (page.title !== null) html = html.replace(/<title>[^<]*<\/title>/, `<title>${page.title}</title>`);
  if (page.siteName)
    html = html.replace(
      /(<meta name="apple-mobile-web-app-title" content=")[^"]*"/,
      (_meta, start: string) => `${start}${attributeText(page.siteName ?? '')}"`,
    );
  html = html.replace('</head>', `    ${links}${hoisted}\n  </head>`);
  const entry = templateEntry(appTemplate);
  const appScripts: AppScripts | null =
    light && page.handsOver && entry !== undefined
      ? {
          entry,
          scripts: [
            ...new Set([
              ...templateScripts(appTemplate),
              ...pageScripts,
              ...answerReadersOf(manifest, page.modules),
            ]),
          ],
        }
      : null;
  return html.replace(/<div id="root"><\/div>/, () =>
    light
      ? `<div id="root">${body}</div>${appScripts ? `\n    <script type="application/json" id="${APP_SCRIPTS_ID}">${jsonForScript(appScripts)}</script>` : ''}`
      : `<div id="root">${body}</div>\n    <script type="application/json" id="${page.stateElementId}">${jsonForScript(page.state)}</script>`,
  );
}

/** The app's entry script, as the built template loads it. */
function templateEntry(template: string): string | undefined {
  return /<script type="module" crossorigin src="([^"]+)"/.exec(template)?.[1];
}

/** The app's entry script and its preloads, as the built template links them. */
function templateScripts(template: string): string[] {
  return [
    ...template.matchAll(
      /<(?:script type="module"|link rel="modulepreload") crossorigin (?:src|href)="([^"]+)"/g,
    ),
  ].map((match) => match[1] ?? '');
}

/** The template with the app's entry script and its preloads replaced by the light page's scripts. */
function withoutAppScripts(template: string, scripts: readonly string[]): string {
  return template
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
    .replace(/<script type="module" crossorigin src="[^"]+"><\/script>/, () =>
      scripts.map((src) => `<script type="module" crossorigin src="${src}"></script>`).join('\n    '),
    );
}
