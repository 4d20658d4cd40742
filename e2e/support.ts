import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from './test';
import { serverUrl } from './servers';

/** Starts the page in a language, as a returning visitor who chose it would. */
export async function useLanguage(page: Page, language: 'en' | 'he') {
  await page.addInitScript((lang) => {
    if (!sessionStorage.getItem('e2e-language-set')) {
      localStorage.setItem('selectedLanguage', lang);
      sessionStorage.setItem('e2e-language-set', '1');
    }
  }, language);
}

/** Keeps the home banner from opening on pages whose test is not about it. */
export async function dismissBanner(page: Page) {
  await page.addInitScript(() => localStorage.setItem('homeBannerClosedAt', String(Date.now())));
}

export type Language = 'en' | 'he';

export interface Phone {
  e164: string;
  national: string;
}

/** A fictional US number, AREA-555-01<block><slot> (valid for libphonenumber's full metadata). */
function fictionalPhone(area: string, block: number, slot: number): Phone {
  const line = `01${block}${slot}`;
  return { e164: `+1${area}555${line}`, national: `${area} 555 ${line}` };
}

/**
 * A fictional US number (310-555-01xx) of one test in one project: the phone and desktop projects
 * never share a number, so the server's one-code-a-minute limit per number holds across the run.
 * `slot` is 0-9; slot 0 is the project's ADMIN_PHONES number (scripts/e2e-server.mjs).
 */
export function testPhone(projectName: string, slot: number): Phone {
  return fictionalPhone('310', ({ phone: 1, desktop: 2 } as Record<string, number>)[projectName] ?? 3, slot);
}

/**
 * The blocks of numbers a spec keeps to itself, one per project (testPhone holds 310-555-011x to
 * 013x): its accounts start empty and its codes never wait for another spec's. Listed together so
 * that no two overlap.
 */
const ownBlocks = {
  payments: { area: '310', phone: 4, desktop: 5 },
  licensePlate: { area: '310', phone: 6, desktop: 7 },
  garageAccess: { area: '310', phone: 8, desktop: 9 },
  notifications: { area: '213', phone: 3, desktop: 4 },
  accountPages: { area: '323', phone: 1, desktop: 2 },
  adminNight: { area: '323', phone: 3, desktop: 4 },
  adminPeople: { area: '424', phone: 1, desktop: 2 },
  adminConfig: { area: '424', phone: 3, desktop: 4 },
  patronJourney: { area: '626', phone: 1, desktop: 2 },
  patronJourney2: { area: '818', phone: 1, desktop: 2 },
  languageJourney: { area: '626', phone: 3, desktop: 4 },
  deskJourney: { area: '626', phone: 5, desktop: 6 },
  fitJourney: { area: '626', phone: 7, desktop: 8 },
  smallerJourney: { area: '747', phone: 1, desktop: 2 },
  platesJourney: { area: '747', phone: 3, desktop: 4 },
  selfCheckin: { area: '747', phone: 5, desktop: 6 },
  waitlistEn: { area: '818', phone: 3, desktop: 4 },
  waitlistHe: { area: '818', phone: 5, desktop: 6 },
  roomsBoard: { area: '747', phone: 7, desktop: 8 },
  liveNight: { area: '213', phone: 5, desktop: 6 },
  secondFactor: { area: '949', phone: 1, desktop: 2 },
  firstWeek: { area: '971', phone: 1, desktop: 2 },
  donationOnReservation: { area: '949', phone: 3, desktop: 4 },
  staffPhone: { area: '949', phone: 5, desktop: 6 },
  moneyFigures: { area: '415', phone: 1, desktop: 2 },
  adminCheckIn: { area: '415', phone: 3, desktop: 4 },
  cardTerminal: { area: '415', phone: 5, desktop: 6 },
  pageWeight: { area: '415', phone: 7, desktop: 8 },
  twoFacilities: { area: '971', phone: 3, desktop: 4 },
  // Slot 0 of each is the organisation's administrator (scripts/e2e-server.mjs).
  organisation: { area: '949', phone: 7, desktop: 8 },
} as const;

/** Number `slot` (0-9) of a spec's own block in this project. */
export function ownPhone(spec: keyof typeof ownBlocks, projectName: string, slot: number): Phone {
  const range = ownBlocks[spec];
  return fictionalPhone(range.area, projectName === 'phone' ? range.phone : range.desktop, slot);
}

interface OutboundMessage {
  channel: string;
  to: string;
  body: string;
  createdAt: string;
}

/** The newest message the server texted to `e164` (GET /api/dev/messages, newest first), if any. */
export async function newestMessage(
  request: APIRequestContext,
  e164: string,
): Promise<OutboundMessage | null> {
  const response = await request.get(`/api/dev/messages?to=${encodeURIComponent(e164)}`);
  if (!response.ok()) throw new Error(`GET /api/dev/messages answered ${response.status()}`);
  const messages = (await response.json()) as OutboundMessage[];
  return messages.find((m) => m.channel === 'sms') ?? null;
}

/**
 * Waits until the server will send `e164` another code (one a minute per number): needed only when a
 * number is reused within the minute (the fixed ADMIN_PHONES number in the second project, a retry).
 */
export async function waitUntilCodeAllowed(request: APIRequestContext, e164: string) {
  const last = await newestMessage(request, e164);
  if (!last) return;
  const clock = (await (await request.get('/api/dev/clock')).json()) as { now: string };
  const wait = Date.parse(last.createdAt) + 61_000 - Date.parse(clock.now);
  if (wait <= 0) return;
  // Longer than the rule's minute: the code was sent while another test had moved the server's clock
  // ahead. Waiting would never end; the test must use another number.
  if (wait > 61_000) throw new Error(`${e164} was texted at ${last.createdAt}, ahead of the server's clock`);
  // The wait is the server's rule, not the page's slowness: a retry must not spend its whole timeout here.
  test.info().setTimeout(test.info().timeout + wait);
  await new Promise((resolve) => setTimeout(resolve, wait));
}

/** The 6-digit code of the first message to `e164` newer than `previous` (polls up to 10 s). */
export async function readNewCode(
  request: APIRequestContext,
  e164: string,
  previous: OutboundMessage | null,
): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const message = await newestMessage(request, e164);
    if (message && message.createdAt !== previous?.createdAt) {
      const code = /\d{6}/.exec(message.body)?.[0];
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No new code was texted to ${e164}`);
}

/** The login page's labels in each language. */
export const labels = {
  en: {
    phone: 'Phone Number',
    send: 'Send Verification Code',
    sent: 'Message sent',
    code: 'Verification Code',
    logIn: 'Log In',
  },
  he: {
    phone: 'מספר טלפון',
    send: 'שליחת קוד אימות',
    sent: 'ההודעה נשלחה',
    code: 'קוד אימות',
    logIn: 'כניסה',
  },
} as const;

export type Labels = (typeof labels)[keyof typeof labels];

/** Step 1: types the number and asks for a code; returns the code the server texted. */
export async function requestCode(
  page: Page,
  request: APIRequestContext,
  phone: Phone,
  text: Labels = labels.en,
): Promise<string> {
  const send = page.getByRole('button', { name: text.send });
  await expect(send).toBeDisabled();
  await page.getByRole('textbox', { name: text.phone, exact: true }).fill(phone.national);
  await expect(send).toBeEnabled();
  await waitUntilCodeAllowed(request, phone.e164);
  const previous = await newestMessage(request, phone.e164);
  await send.click();
  await expect(page.getByText(text.sent)).toBeVisible();
  return readNewCode(request, phone.e164, previous);
}

/** Step 2: enters the code and logs in. */
export async function enterCode(page: Page, code: string, text: Labels = labels.en) {
  await page.getByRole('textbox', { name: text.code, exact: true }).fill(code);
  await page.getByRole('button', { name: text.logIn, exact: true }).click();
}

/** Signs in on the login page the browser is on, with a texted code read from the dev outbox. */
export async function signIn(page: Page, request: APIRequestContext, phone: Phone, text: Labels = labels.en) {
  await enterCode(page, await requestCode(page, request, phone, text), text);
}

/**
 * Opens `path` in `language` as `phone`, signed in as a returning visitor is (her number's code
 * verified through the API, her session in the browser): the journeys that are not about signing in
 * do not sign in on the page (e2e/sign-in.spec.ts and e2e/guards.spec.ts do).
 */
export async function openSignedIn(
  page: Page,
  request: APIRequestContext,
  path: string,
  phone: Phone,
  language: Language,
) {
  const answer = await passwordToken(request, await apiCredentials(request, phone.e164));
  await useLanguage(page, language);
  await dismissBanner(page);
  await startSignedInAs(page, answer);
  await page.goto(path);
  // Her arrival at /reserve marks its entry with the view it opens (`?view=`): the path is what counts.
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expectLanguage(page, language);
}

/** The document is in `language`, in its direction (Hebrew right to left). */
export async function expectLanguage(page: Page, language: Language) {
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'he' ? 'rtl' : 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

export interface PageErrors {
  /** Console errors and uncaught exceptions, in order. */
  errors: string[];
  /**
   * The browser itself reports a refused request ("Failed to load resource … 400") as a console
   * error: while this is set, that one is let through, for a test that asks for a refusal on purpose.
   */
  allowRefusals: boolean;
}

/** Records the page's console errors and uncaught exceptions from now on. */
export function watchErrors(page: Page): PageErrors {
  const watched: PageErrors = { errors: [], allowRefusals: false };
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (watched.allowRefusals && /status of 400/.test(message.text())) return;
    watched.errors.push(message.text());
  });
  page.on('pageerror', (error) => watched.errors.push(error.message));
  return watched;
}

export interface Credentials {
  userName: string;
  passwd: string;
}

/** Phone sign-in through the API: a texted code from the dev outbox, verified for device credentials. */
export async function apiCredentials(request: APIRequestContext, e164: string): Promise<Credentials> {
  await waitUntilCodeAllowed(request, e164);
  const previous = await newestMessage(request, e164);
  let sent = await request.post('/api/api/account/register', { data: { phone: e164 } });
  // A deleted account's messages leave the outbox but the number's minute still runs (a retried test
  // that deleted her account): the server says how long to wait.
  if (sent.status() === 429) {
    const seconds = Number(sent.headers()['retry-after'] ?? 61);
    // More than the number's minute is a limit no wait within a test should sit out.
    expect(seconds, `${e164} may be texted again in ${seconds} s`).toBeLessThanOrEqual(61);
    test.info().setTimeout(test.info().timeout + (seconds + 1) * 1000);
    await new Promise((resolve) => setTimeout(resolve, (seconds + 1) * 1000));
    sent = await request.post('/api/api/account/register', { data: { phone: e164 } });
  }
  expect(sent.status(), await sent.text()).toBe(200);
  const authCode = await readNewCode(request, e164, previous);
  const verified = await request.post('/api/api/account/registrationVerify', {
    data: { phoneNumber: e164, authCode },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return ((await verified.json()) as { result: Credentials }).result;
}

export interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  userId: string;
  roles: string[];
  userName: string;
}

/** Trades device credentials for a fresh access token (POST /api/token, the password grant). */
export async function passwordToken(request: APIRequestContext, { userName, passwd }: Credentials) {
  const response = await request.post('/api/token', {
    form: { grant_type: 'password', username: userName, password: passwd },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as TokenAnswer;
}

/** A file of this run's output folder for the worker's own server (servers.ts): accounts are per server. */
function keptFile(name: string): string {
  const port = new URL(serverUrl(test.info().parallelIndex)).port;
  return join(test.info().project.outputDir, `.${port}-${name}.json`);
}

/**
 * A value kept in a file of this run's output folder (emptied when a run starts): a retried test runs
 * in a new worker, and finds there what the earlier try set up (a number texted within its minute).
 */
export function readKept<T>(name: string): T | undefined {
  const file = keptFile(name);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

export function keep(name: string, value: unknown): void {
  mkdirSync(test.info().project.outputDir, { recursive: true });
  writeFileSync(keptFile(name), JSON.stringify(value));
}

/**
 * A fresh access token of the project's ADMIN_PHONES number (testPhone slot 0). Its credentials are
 * kept per project: the number gets one code a minute, and several files sign it in.
 */
export async function adminToken(request: APIRequestContext, projectName: string): Promise<string> {
  return (await adminTokenAnswer(request, projectName)).access_token;
}

/** A fresh token answer (access and refresh tokens) of the project's ADMIN_PHONES number. */
export async function adminTokenAnswer(
  request: APIRequestContext,
  projectName: string,
): Promise<TokenAnswer> {
  return passwordToken(request, await adminCredentials(request, projectName));
}

/** The device credentials of the project's ADMIN_PHONES number, texted once per run. */
export async function adminCredentials(
  request: APIRequestContext,
  projectName: string,
): Promise<Credentials> {
  return keptCredentials(request, testPhone(projectName, 0));
}

/** Device credentials of `phone`, texted once per run and kept (readKept): never twice within its minute. */
export async function keptCredentials(request: APIRequestContext, phone: Phone): Promise<Credentials> {
  const name = `credentials-${phone.e164.slice(1)}`;
  const kept = readKept<Credentials>(name);
  if (kept !== undefined) return kept;
  const credentials = await apiCredentials(request, phone.e164);
  keep(name, credentials);
  return credentials;
}

/** Starts the app signed in with this token answer, as a returning visitor would be (no texted code). */
export async function startSignedInAs(page: Page, answer: TokenAnswer) {
  const session = {
    token: answer.access_token,
    userId: answer.userId,
    username: answer.userName.replace(/^\+/, ''),
    roles: answer.roles,
    refreshToken: answer.refresh_token,
  };
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-session-set')) {
      localStorage.setItem('authorizationData', value);
      sessionStorage.setItem('e2e-session-set', '1');
    }
  }, JSON.stringify(session));
}

/** Opens `path` as the project's administrator, in `language`, without a texted code; her token answer. */
export async function openAsAdmin(
  page: Page,
  request: APIRequestContext,
  projectName: string,
  path: string,
  language: Language = 'en',
): Promise<TokenAnswer> {
  const answer = await adminTokenAnswer(request, projectName);
  await useLanguage(page, language);
  await dismissBanner(page);
  await startSignedInAs(page, answer);
  await page.goto(path);
  await expectLanguage(page, language);
  return answer;
}

/** The page has its heading and nothing in it is still loading (no spinner, which never stands still). */
export async function expectPageReady(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('main .mantine-Loader-root')).toHaveCount(0, { timeout: 20_000 });
}

export { axeViolations, expectNoSeriousViolations, expectNoViolations, waitUntilStill } from './axe';
