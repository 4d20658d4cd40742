import { expect, test, type APIRequestContext, type Page, type TestInfo } from './test';
import {
  adminToken,
  apiCredentials,
  dismissBanner,
  expectLanguage,
  expectNoSeriousViolations,
  openSignedIn,
  ownPhone,
  passwordToken,
  startSignedInAs,
  useLanguage,
  watchErrors,
  type Credentials,
  type Language,
} from './support';

/*
 * /garage-access against the real server (docs/product/site-and-staff.md §2, §5; the simulated gate relay), in English and
 * in Hebrew: a plain patron signs in and sees the prompt; a user an administrator gave OpenGarageGate
 * sees the four gate buttons, opens a gate with the browser's position at the facility, and is
 * refused from two miles away. Each view is checked with axe, with no console error.
 */

const text = {
  en: {
    title: 'Garage Access',
    prompt: 'Open the garage gate from your phone',
    addPlate: 'Add your license plate',
    book: 'Book a visit with parking',
    gates: 'Garage gates',
    buttons: ['Garage 1 entrance', 'Garage 1 inner gate', 'Garage 2 entrance', 'Garage 2 inner gate'],
    opening: 'The gate is opening.',
    tooFar: /^You are too far from the garage to open the gate \(10,\d{3} ft away; the limit is 500 ft\)\.$/,
  },
  he: {
    title: 'כניסה לחניון',
    prompt: 'פתיחת שער החניון מהטלפון',
    addPlate: 'הוספת מספר רכב',
    book: 'הזמנת ביקור עם חניה',
    gates: 'שערי החניון',
    buttons: ['חניון 1 – כניסה', 'חניון 1 – שער פנימי', 'חניון 2 – כניסה', 'חניון 2 – שער פנימי'],
    opening: 'השער נפתח.',
    // The server's refusal, in the page's language.
    tooFar: /^את רחוקה מדי מהחניון כדי לפתוח את השער \(במרחק 10,\d{3} רגל; המרחק המרבי הוא 500 רגל\)\.$/,
  },
} as const;

// The facility's default location (settings locationLat, locationLong), and about two miles north.
const AT_THE_GARAGE = { latitude: 34.0522, longitude: -118.2437 };
const TWO_MILES_AWAY = { latitude: 34.0812, longitude: -118.2437 };

/** The test's own numbers (ownPhone): slot 0 for the English patron, 1 for the Hebrew one, 2 for the keeper. */
const phoneOf = (testInfo: TestInfo, who: Language | 'keeper') =>
  ownPhone('garageAccess', testInfo.project.name, { en: 0, he: 1, keeper: 2 }[who]);

/** Per project: the gate keeper's credentials, once an administrator has given her OpenGarageGate. */
const keepers = new Map<string, Credentials>();

async function gateKeeper(request: APIRequestContext, testInfo: TestInfo) {
  const known = keepers.get(testInfo.project.name);
  if (known) return known;
  const admin = await adminToken(request, testInfo.project.name);
  const credentials = await apiCredentials(request, phoneOf(testInfo, 'keeper').e164);
  const { userId } = await passwordToken(request, credentials);
  const granted = await request.put(`/api/api/users/${userId}/roles/OpenGarageGate`, {
    headers: { Authorization: `Bearer ${admin}` },
  });
  expect(granted.status(), await granted.text()).toBe(200);
  keepers.set(testInfo.project.name, credentials);
  return credentials;
}

/** The page is in `language`, its heading the page's own. */
async function expectPage(page: Page, language: Language) {
  await expectLanguage(page, language);
  await expect(page.getByRole('heading', { level: 1, name: text[language].title })).toBeVisible();
}

for (const language of ['en', 'he'] as const) {
  const t = text[language];

  test(`/garage-access (${language}): a patron without the gate role sees the prompt`, async ({
    page,
    request,
  }, testInfo) => {
    const { errors } = watchErrors(page);
    await openSignedIn(page, request, '/garage-access', phoneOf(testInfo, language), language);
    await expectPage(page, language);
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
    const watched = watchErrors(page);
    const keeper = await gateKeeper(request, testInfo);
    await startSignedInAs(page, await passwordToken(request, keeper));
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(AT_THE_GARAGE);
    await dismissBanner(page);
    await useLanguage(page, language);
    await page.goto('/garage-access');
    await expectPage(page, language);

    const gates = page.getByRole('group', { name: t.gates });
    await expect(gates.getByRole('button')).toHaveText([...t.buttons]);
    await expectNoSeriousViolations(page);

    const status = page.getByRole('main').getByRole('status');
    await gates.getByRole('button', { name: t.buttons[1] }).click();
    await expect(status).toHaveText(t.opening);
    await expect(status).toHaveAttribute('data-tone', 'ok');

    watched.allowRefusals = true;
    await context.setGeolocation(TWO_MILES_AWAY);
    await gates.getByRole('button', { name: t.buttons[0] }).click();
    await expect(status).toHaveText(t.tooFar);
    await expect(status).toHaveAttribute('data-tone', 'error');
    await expectNoSeriousViolations(page);
    expect(watched.errors, 'console errors').toEqual([]);
  });
}
