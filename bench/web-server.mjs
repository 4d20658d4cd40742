// What the browser benches share: the built site on a fresh embedded database (as the browser tests
// start it), a patron signed in through the phone sign-in, and what the web app keeps in the browser
// for her language and session. `--root <dir>` (or BENCH_ROOT) measures another checkout of the repo.
/* global document, location -- endedAs runs in the page */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startProcess, waitFor } from './lib.mjs';
import { chromiumFlags, chromiumPath } from '../scripts/chromium.mjs';

/** The checkout to measure: `--root <dir>`, else BENCH_ROOT, else this one. */
export function benchRoot(argv = process.argv) {
  const i = argv.indexOf('--root');
  const dir = i >= 0 ? argv[i + 1] : process.env.BENCH_ROOT;
  return resolve(dir ?? join(dirname(fileURLToPath(import.meta.url)), '..'));
}

/** The commit measured and how many files differ from it (a working tree mid-change), when known. */
export function revisionOf(root) {
  try {
    const git = (...args) =>
      execFileSync('git', ['-C', root, ...args], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
    const changed = git('status', '--porcelain').split('\n').filter(Boolean).length;
    return { commit: git('rev-parse', '--short', 'HEAD'), changedFiles: changed };
  } catch {
    return null;
  }
}

/** `--lang en|he|both` (default `fallback`): the languages to measure, in order. */
export function benchLanguages(argv = process.argv, fallback = 'en') {
  const i = argv.indexOf('--lang');
  const value = i >= 0 ? argv[i + 1] : fallback;
  const languages = value === 'both' ? ['en', 'he'] : value.split(',');
  for (const l of languages)
    if (l !== 'en' && l !== 'he') throw new Error(`--lang: en, he or both, not ${l}`);
  return languages;
}

/** `--runs <n>` (default `fallback`): how many times each figure is measured. */
export function benchRuns(argv = process.argv, fallback = 3) {
  const i = argv.indexOf('--runs');
  return i >= 0 ? Number(argv[i + 1]) : fallback;
}

/**
 * Puts a returning visitor's storage (visitorStorage) into a fresh Playwright context for the site at
 * `base`: the cookies, and, once per tab, localStorage as her browser would hold it (the app may change
 * it after), with `extraLocal` beside it.
 */
export async function holdVisitorStorage(context, base, storage, extraLocal = {}) {
  const url = new URL(base).origin;
  await context.addCookies(Object.entries(storage.cookies).map(([name, value]) => ({ name, value, url })));
  await context.addInitScript(
    (local) => {
      if (sessionStorage.getItem('bench-storage-set')) return;
      for (const [k, v] of Object.entries(local)) localStorage.setItem(k, v);
      sessionStorage.setItem('bench-storage-set', '1');
    },
    { ...storage.local, ...extraLocal },
  );
}

/** Where results go: `--out <dir>`, else bench/results of this checkout (whichever root is measured). */
export function benchOutput(name, argv = process.argv) {
  const i = argv.indexOf('--out');
  const dir = resolve(i >= 0 ? argv[i + 1] : join(dirname(fileURLToPath(import.meta.url)), 'results'));
  mkdirSync(dir, { recursive: true });
  return join(dir, name);
}

export { chromiumPath };
/** The browser tests' Chromium (scripts/chromium.mjs), headless as a benchmark runs it. */
export const chromiumArgs = ['--headless=new', ...chromiumFlags];

/**
 * Builds `root` where it is stale (its own scripts/build.mjs) and serves it on 127.0.0.1:`port` from a
 * fresh embedded database with the development endpoints on. Answers { base, stop }.
 */
export async function startWebServer(root, port) {
  const { buildAll } = await import(pathToFileURL(join(root, 'scripts/build.mjs')).href);
  await buildAll();
  const dataDir = mkdtempSync(join(tmpdir(), 'tevila-bench-web-'));
  const env = {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    DEV_TOOLS: '1',
    LOG_LEVEL: 'warn',
    // Empty counts as unset: the embedded engine, whatever the caller's shell points at.
    DATABASE_URL: '',
    NODE_ENV: '',
  };
  const server = startProcess(join(root, 'apps/server/dist/main.mjs'), env);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/readyz`);
  return {
    base,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function postJson(base, path, body) {
  const r = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await r.text();
  if (!r.ok) throw new Error(`POST ${path}: ${r.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/**
 * A new patron through the phone sign-in: a code texted to `phone` (read from the dev outbox) and
 * verified. Answers her device credentials { userName, passwd }, as the web app keeps them.
 */
export async function registerPatron(base, phone = '+13105550190') {
  await postJson(base, '/api/api/account/register', { phone, language: 'en' });
  const messages = await (await fetch(`${base}/api/dev/messages?to=${encodeURIComponent(phone)}`)).json();
  const code = /\d{6}/.exec(messages.find((m) => m.channel === 'sms')?.body ?? '')?.[0];
  if (!code) throw new Error(`No code was texted to ${phone}`);
  const verified = await postJson(base, '/api/api/account/registrationVerify', {
    phoneNumber: phone,
    authCode: code,
  });
  return verified.result;
}

/**
 * A fresh session from her credentials (the password grant), shaped as the web app stores it under
 * `authorizationData`: each measured load starts from its own, so no load finds a token another
 * load's refresh has already used up.
 */
export async function patronSession(base, { userName, passwd }) {
  const r = await fetch(`${base}/api/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: userName, password: passwd }),
  });
  const answer = await r.json();
  if (!r.ok) throw new Error(`POST /api/token: ${r.status} ${JSON.stringify(answer)}`);
  return {
    token: answer.access_token,
    userId: String(answer.userId ?? ''),
    username: (answer.userName ?? userName).replace(/^\+/, ''),
    roles: answer.roles ?? [],
    refreshToken: answer.refresh_token,
  };
}

/**
 * What a returning visitor's browser holds before the page loads: the language in localStorage and
 * in the `selectedLanguage` cookie (so the server can render it), and for a signed-in patron her
 * session and credentials, with the `signedIn` cookie that says a session is stored. English is the default and is stored as nothing.
 */
export function visitorStorage({ language = 'en', session = null, credentials = null } = {}) {
  const local = {};
  const cookies = {};
  if (language !== 'en') {
    local.selectedLanguage = language;
    cookies.selectedLanguage = language;
  }
  if (session) {
    local.authorizationData = JSON.stringify(session);
    // As the app keeps them beside her session, so the server renders her pages as she sees them:
    // the hint for every page, and her token for /reserve's, painted with her data (decision 0064).
    cookies.signedIn = '1';
    cookies.reserveToken = session.token;
  }
  if (credentials) local.loginCredentials = JSON.stringify(credentials);
  return { local, cookies };
}

/** The pages measured, by path; `signedIn` ones load as the patron. */
export const patronPages = [
  { path: '/' },
  { path: '/hours' },
  { path: '/login' },
  { path: '/donate' },
  // A public form as an island (decision 0065), beside the five pages of issue 35's bars.
  { path: '/contact' },
  { path: '/reserve', signedIn: true },
];

/** Run in the page once loaded: its language, path, and whether the app kept the session it had. */
export function endedAs() {
  return {
    lang: document.documentElement.lang,
    path: location.pathname,
    signedIn: localStorage.getItem('authorizationData') !== null,
  };
}

/** Warns when a page did not end as measured: redirected, in another language, signed out. */
export function checkEnded(ended, { path, language, signedIn = false }) {
  if (ended.path !== path || ended.lang !== language || ended.signedIn !== signedIn)
    console.warn(`${path} (${language}) ended as ${JSON.stringify(ended)}: its figures are not that page's`);
}
