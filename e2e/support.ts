import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

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

/**
 * A fictional US number (310-555-01xx, valid for libphonenumber's full metadata) of one test in one
 * project: the phone and desktop projects never share a number, so the server's one-code-a-minute
 * limit per number holds across the run. `slot` is 0-9.
 */
export function testPhone(projectName: string, slot: number): { e164: string; national: string } {
  const block = ({ phone: 1, desktop: 2 } as Record<string, number>)[projectName] ?? 3;
  const line = `01${block}${slot}`;
  return { e164: `+1310555${line}`, national: `310 555 ${line}` };
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
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
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
  phone: { e164: string; national: string },
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
export async function signIn(
  page: Page,
  request: APIRequestContext,
  phone: { e164: string; national: string },
  text: Labels = labels.en,
) {
  await enterCode(page, await requestCode(page, request, phone, text), text);
}

/** Fails with the rule ids and targets of every serious or critical accessibility violation on the page. */
export async function expectNoSeriousViolations(page: Page, within?: string) {
  const builder = new AxeBuilder({ page });
  const { violations } = await (within ? builder.include(within) : builder).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
