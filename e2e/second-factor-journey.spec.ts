import { Secret, TOTP } from 'otpauth';
import { expect, test, type APIRequestContext, type Page } from './test';
import {
  adminCredentials,
  adminTokenAnswer,
  apiCredentials,
  dismissBanner,
  expectLanguage,
  expectNoSeriousViolations,
  keep,
  ownPhone,
  readKept,
  useLanguage,
  type Credentials,
  type TokenAnswer,
} from './support';

/*
 * The staff second factor in the browser (issue 20): a receptionist sets up an authenticator app or a
 * passkey at her first sign-in, keeps her recovery codes, and signs in with it again, in English and
 * in Hebrew. The passkey is Chromium's virtual authenticator. The setting is off on the test servers
 * (the other journeys sign the administrator in through the API many times a minute): this file turns
 * it on for itself and off again. Turned on, it takes Admin from her session that did not pass it
 * (decision 0045): she signs in again through the API with an authenticator app of her own.
 */

const texts = {
  en: {
    useApp: 'Use an authenticator app',
    addPasskey: /^Add a passkey/,
    appCode: 'Code from the app',
    confirm: 'Confirm',
    recovery: 'Save your recovery codes',
    saved: 'I have saved them. Continue',
    code2: 'Code from your authenticator app, or a recovery code',
    logIn: 'Log In',
    usePasskey: 'Use your passkey',
  },
  he: {
    useApp: 'שימוש באפליקציית אימות',
    addPasskey: /^הוספת מפתח גישה/,
    appCode: 'הקוד מהאפליקציה',
    confirm: 'אישור',
    recovery: 'שמירת קודי השחזור',
    saved: 'שמרתי אותם. המשך',
    code2: 'הקוד מאפליקציית האימות, או קוד שחזור',
    logIn: 'כניסה',
    usePasskey: 'שימוש במפתח הגישה',
  },
} as const;

type Language = keyof typeof texts;

const auth = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

let admin: TokenAnswer;

async function setSecondFactor(request: APIRequestContext, on: boolean) {
  const res = await request.put('/api/api/settings/admin/staffSecondFactor', {
    ...auth(admin.access_token),
    data: { value: on ? 'True' : 'False' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * A new receptionist: a phone that signed in once as a patron, then given the role by the
 * administrator; her account speaks the test's language.
 */
async function newReceptionist(
  request: APIRequestContext,
  e164: string,
  language: Language,
): Promise<Credentials> {
  const credentials = await apiCredentials(request, e164);
  const found = await request.get(`/api/api/users/search?phone=${e164.slice(1)}`, auth(admin.access_token));
  const [user] = (await found.json()) as { id: string }[];
  expect(user, await found.text()).toBeDefined();
  const given = await request.put(`/api/api/users/${user!.id}/roles/Receptionist`, auth(admin.access_token));
  expect(given.status(), await given.text()).toBe(200);
  const spoken = await request.patch(`/api/api/users/${user!.id}`, {
    ...auth(admin.access_token),
    data: [{ op: 'replace', path: '/language', value: language }],
  });
  expect(spoken.status(), await spoken.text()).toBe(200);
  return credentials;
}

/** Her authenticator app's key and recovery codes, kept for a retry in another worker. */
interface AdminApp {
  secret: string;
  recoveryCodes: string[];
}

/**
 * The administrator signed in through the second factor: she sets up an app the first time; a retry
 * finds it set up by the earlier try, and uses one of its recovery codes (each step's code is used once).
 */
async function adminWithSecondFactor(request: APIRequestContext, projectName: string): Promise<TokenAnswer> {
  const { userName, passwd } = await adminCredentials(request, projectName);
  const asked = await request.post('/api/token', {
    form: { grant_type: 'password', username: userName, password: passwd },
  });
  const { error, mfa_token: mfaToken } = (await asked.json()) as { error: string; mfa_token: string };
  const mfa = { headers: { Authorization: `Bearer ${mfaToken}` } };
  const name = `admin-app-${projectName}`;
  let code: string;
  if (error === 'second_factor_enrollment_required') {
    const started = await request.post('/api/api/account/secondfactor/totp', mfa);
    expect(started.status(), await started.text()).toBe(200);
    const { secret } = (await started.json()) as { secret: string };
    code = totpOf(secret).generate();
    const confirmed = await request.post('/api/api/account/secondfactor/totp/confirm', {
      ...mfa,
      data: { code },
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
    keep(name, { secret, ...((await confirmed.json()) as { recoveryCodes: string[] }) });
  } else {
    expect(error, await asked.text()).toBe('second_factor_required');
    const app = readKept<AdminApp>(name)!;
    code = app.recoveryCodes.shift()!;
    keep(name, app);
  }
  const signedIn = await request.post('/api/token', {
    form: { grant_type: 'second_factor', mfa_token: mfaToken, code },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  return (await signedIn.json()) as TokenAnswer;
}

let visits = 0;

/**
 * She returns to the site on this device, her session gone but her saved credentials kept: they sign
 * her in, up to the second step. Written before the page's own scripts run, once per visit, so that
 * the page she leaves cannot write its session back.
 */
async function returnWith(page: Page, credentials: Credentials, language: Language, origin = '') {
  visits += 1;
  await useLanguage(page, language);
  await dismissBanner(page);
  await page.addInitScript(
    ({ value, visit }) => {
      if (Number(sessionStorage.getItem('e2e-visit') ?? 0) >= visit) return;
      sessionStorage.setItem('e2e-visit', String(visit));
      localStorage.removeItem('authorizationData');
      localStorage.setItem('loginCredentials', value);
    },
    { value: JSON.stringify(credentials), visit: visits },
  );
  await page.goto(`${origin}/login`);
  await expectLanguage(page, language);
}

const totpOf = (secret: string) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });

/** Waits for the app's next 30-second step: each code is accepted once. */
async function nextStep(): Promise<void> {
  test.info().setTimeout(test.info().timeout + 31_000);
  await new Promise((resolve) => setTimeout(resolve, TOTP.remaining({ period: 30 }) + 500));
}

test.describe.configure({ mode: 'serial' });

test.describe('The staff second factor', () => {
  test.beforeAll(async ({ request }, testInfo) => {
    admin = await adminTokenAnswer(request, testInfo.project.name);
    await setSecondFactor(request, true);
    admin = await adminWithSecondFactor(request, testInfo.project.name);
  });
  test.afterAll(async ({ request }) => {
    // Not when the administrator could not be signed in (beforeAll failed): nothing was turned on.
    if (admin !== undefined) await setSecondFactor(request, false);
  });

  for (const [index, language] of (['en', 'he'] as const).entries()) {
    const text = texts[language];

    test(`${language}: a receptionist sets up an authenticator app, keeps her recovery codes, and signs in with its code`, async ({
      page,
      request,
    }, testInfo) => {
      const phone = ownPhone('secondFactor', testInfo.project.name, index + 4 * testInfo.retry);
      const credentials = await newReceptionist(request, phone.e164, language);
      await returnWith(page, credentials, language);

      await page.getByRole('button', { name: text.useApp }).click();
      const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
      await expect(page.locator('svg[role="img"]')).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.getByRole('textbox', { name: text.appCode }).fill(totpOf(secret).generate());
      await page.getByRole('button', { name: text.confirm }).click();

      await expect(page.getByRole('heading', { name: text.recovery })).toBeVisible();
      const codes = await page.locator('li code').allInnerTexts();
      expect(codes).toHaveLength(10);
      await page.getByRole('button', { name: text.saved }).click();
      await expect(page).not.toHaveURL(/\/login/);
      await expect(page.getByRole('contentinfo')).toContainText(phone.e164);

      // Her next visit asks for the app's next code.
      await returnWith(page, credentials, language);
      await nextStep();
      await page.getByRole('textbox', { name: text.code2 }).fill(totpOf(secret).generate());
      await page.getByRole('button', { name: text.logIn }).click();
      await expect(page).not.toHaveURL(/\/login/);

      // And a recovery code, once.
      await returnWith(page, credentials, language);
      await page.getByRole('textbox', { name: text.code2 }).fill(codes[0]!);
      await page.getByRole('button', { name: text.logIn }).click();
      await expect(page).not.toHaveURL(/\/login/);
    });

    test(`${language}: a receptionist adds a passkey and signs in with it`, async ({
      page,
      request,
      baseURL,
    }, testInfo) => {
      const phone = ownPhone('secondFactor', testInfo.project.name, 2 + index + 4 * testInfo.retry);
      const credentials = await newReceptionist(request, phone.e164, language);
      // A passkey belongs to a domain, never to an address: the page is opened on localhost.
      const origin = new URL(baseURL ?? '').origin.replace('127.0.0.1', 'localhost');
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('WebAuthn.enable');
      await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: {
          protocol: 'ctap2',
          transport: 'internal',
          hasResidentKey: true,
          hasUserVerification: true,
          isUserVerified: true,
          automaticPresenceSimulation: true,
        },
      });

      await returnWith(page, credentials, language, origin);
      await page.getByRole('button', { name: text.addPasskey }).click();
      await expect(page.getByRole('heading', { name: text.recovery })).toBeVisible();
      await expect(page.locator('li code')).toHaveCount(10);
      await page.getByRole('button', { name: text.saved }).click();
      await expect(page).not.toHaveURL(/\/login/);

      await returnWith(page, credentials, language, origin);
      await page.getByRole('button', { name: text.usePasskey }).click();
      await expect(page).not.toHaveURL(/\/login/);
      await expect(page.getByRole('contentinfo')).toContainText(phone.e164);
    });
  }
});
