import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import {
  dismissBanner,
  expectNoSeriousViolations,
  labels,
  newestMessage,
  readNewCode,
  signIn,
  testPhone,
  useLanguage,
  waitUntilCodeAllowed,
} from './support';

/*
 * /garage-access against the real server (spec 001 §2, §5; the simulated gate relay), in English and
 * in Hebrew: a plain patron signs in and sees the prompt; a user an administrator gave OpenGarageGate
 * sees the four gate buttons, opens a gate with the browser's position at the facility, and is
 * refused from two miles away. Each view is checked with axe, with no console error.
 */

type Language = 'en' | 'he';

const text = {
  en: {
    title: 'Garage Access',
    prompt: 'Open the garage gate from your phone',
    addPlate: 'Add your license plate',
    book: 'Book a visit with parking',
    gates: 'Garage gates',
    buttons: ['Garage 1 entrance', 'Garage 1 inner gate', 'Garage 2 entrance', 'Garage 2 inner gate'],
    opening: 'The gate is opening.',
  },
  he: {
    title: 'כניסה לחניון',
    prompt: 'פתיחת שער החניון מהטלפון',
    addPlate: 'הוספת מספר רכב',
    book: 'הזמנת ביקור עם חניה',
    gates: 'שערי החניון',
    buttons: ['חניון 1 – כניסה', 'חניון 1 – שער פנימי', 'חניון 2 – כניסה', 'חניון 2 – שער פנימי'],
    opening: 'השער נפתח.',
  },
} as const;

// The facility's default location (settings locationLat, locationLong), and about two miles north.
const AT_THE_GARAGE = { latitude: 34.0522, longitude: -118.2437 };
const TWO_MILES_AWAY = { latitude: 34.0812, longitude: -118.2437 };
const TOO_FAR =
  /^You are too far from the garage to open the gate \(10,\d{3} ft away; the limit is 500 ft\)\.$/;

/**
 * The test's own numbers, in a block of the fictional range no other browser test uses (310-555-018x
 * on the phone project, 019x on the desktop one): the patrons of each language, and the gate keeper.
 */
function phoneOf(testInfo: TestInfo, who: 'en' | 'he' | 'keeper') {
  const block = testInfo.project.name === 'phone' ? 8 : 9;
  const line = `01${block}${{ en: 0, he: 1, keeper: 2 }[who]}`;
  return { e164: `+1310555${line}`, national: `310 555 ${line}` };
}

interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  userId: string;
  roles: string[];
  userName: string;
}

async function passwordToken(request: APIRequestContext, userName: string, password: string) {
  const response = await request.post('/api/token', {
    form: { grant_type: 'password', username: userName, password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as TokenAnswer;
}

/** Phone sign-in through the API: a texted code from the dev outbox, verified for credentials. */
async function apiCredentials(request: APIRequestContext, e164: string) {
  await waitUntilCodeAllowed(request, e164);
  const previous = await newestMessage(request, e164);
  const sent = await request.post('/api/api/account/register', { data: { phone: e164 } });
  expect(sent.status(), await sent.text()).toBe(200);
  const authCode = await readNewCode(request, e164, previous);
  const verified = await request.post('/api/api/account/registrationVerify', {
    data: { phoneNumber: e164, authCode },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return ((await verified.json()) as { result: { userName: string; passwd: string } }).result;
}

/** Per project: the gate keeper's credentials, once an administrator has given her OpenGarageGate. */
const keepers = new Map<string, { userName: string; passwd: string }>();

async function gateKeeper(request: APIRequestContext, testInfo: TestInfo) {
  const known = keepers.get(testInfo.project.name);
  if (known) return known;
  // Slot 0 of each project is in the server's ADMIN_PHONES (scripts/e2e-server.mjs).
  const adminCredentials = await apiCredentials(request, testPhone(testInfo.project.name, 0).e164);
  const admin = await passwordToken(request, adminCredentials.userName, adminCredentials.passwd);
  const credentials = await apiCredentials(request, phoneOf(testInfo, 'keeper').e164);
  const { userId } = await passwordToken(request, credentials.userName, credentials.passwd);
  const granted = await request.put(`/api/api/users/${userId}/roles/OpenGarageGate`, {
    headers: { Authorization: `Bearer ${admin.access_token}` },
  });
  expect(granted.status(), await granted.text()).toBe(200);
  keepers.set(testInfo.project.name, credentials);
  return credentials;
}

/** Starts the app signed in with this token answer, as a returning visitor would be. */
async function storeSession(page: Page, answer: TokenAnswer) {
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

/**
 * Console errors and uncaught exceptions of the page. The browser itself reports a refused request
 * ("Failed to load resource … 400") as an error: `allowRefusals` lets that one through while a test
 * asks for a refusal on purpose.
 */
function watchErrors(page: Page) {
  const errors: string[] = [];
  const state = { allowRefusals: false };
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (state.allowRefusals && /status of 400/.test(message.text())) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { errors, state };
}

async function expectLanguage(page: Page, language: Language) {
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'he' ? 'rtl' : 'ltr');
  await expect(page.getByRole('heading', { level: 1, name: text[language].title })).toBeVisible();
}

for (const language of ['en', 'he'] as const) {
  const t = text[language];

  test(`/garage-access (${language}): a patron without the gate role sees the prompt`, async ({
    page,
    request,
  }, testInfo) => {
    const { errors } = watchErrors(page);
    await dismissBanner(page);
    if (language === 'he') await useLanguage(page, 'he');
    await page.goto('/garage-access');
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Fgarage-access$/);
    await signIn(page, request, phoneOf(testInfo, language), labels[language]);

    await expect(page).toHaveURL(/\/garage-access$/);
    await expectLanguage(page, language);
    const prompt = page.getByRole('region', { name: t.prompt });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('link', { name: t.addPlate })).toHaveAttribute('href', '/license-plate');
    await expect(prompt.getByRole('link', { name: t.book })).toHaveAttribute('href', '/reserve');
    await expect(page.getByRole('group', { name: t.gates })).toHaveCount(0);
    await expectNoSeriousViolations(page);
    expect(errors, 'console errors').toEqual([]);
  });

  test(`/garage-access (${language}): an OpenGarageGate holder opens a gate at the garage, not from afar`, async ({
    page,
    context,
    request,
  }, testInfo) => {
    // The administrator's code may have to wait for the one-a-minute limit of its number.
    test.setTimeout(120_000);
    const { errors, state } = watchErrors(page);
    const keeper = await gateKeeper(request, testInfo);
    await storeSession(page, await passwordToken(request, keeper.userName, keeper.passwd));
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(AT_THE_GARAGE);
    await dismissBanner(page);
    if (language === 'he') await useLanguage(page, 'he');
    await page.goto('/garage-access');
    await expectLanguage(page, language);

    const gates = page.getByRole('group', { name: t.gates });
    await expect(gates.getByRole('button')).toHaveText([...t.buttons]);
    await expectNoSeriousViolations(page);

    const status = page.getByRole('main').getByRole('status');
    await gates.getByRole('button', { name: t.buttons[1] }).click();
    await expect(status).toHaveText(t.opening);
    await expect(status).toHaveAttribute('data-tone', 'ok');

    state.allowRefusals = true;
    await context.setGeolocation(TWO_MILES_AWAY);
    await gates.getByRole('button', { name: t.buttons[0] }).click();
    await expect(status).toHaveText(TOO_FAR);
    await expect(status).toHaveAttribute('data-tone', 'error');
    await expectNoSeriousViolations(page);
    expect(errors, 'console errors').toEqual([]);
  });
}
