import { expect, test, type Locator, type Page } from './test';
import { appText } from './app-texts';
import {
  dismissBanner,
  expectLanguage,
  keptCredentials,
  openAsAdmin,
  ownPhone,
  passwordToken,
  startSignedInAs,
  useLanguage,
  type Language,
} from './support';

/*
 * By keyboard: what has focus is never hidden under the sticky header, even tabbing backwards (WCAG
 * 2.4.11); every kind of control shows a focus ring of at least 2 px and 3:1 against what surrounds
 * it (2.4.7, 1.4.11); a dialog closed with Escape gives focus back to the control that opened it, and
 * when the confirmed change removed that control, to the page's heading (2.4.3).
 */

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Where the focused element is against the sticky header and the screen; null when it is in the header. */
function focusedPlace(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement;
    const header = document.querySelector('body header');
    if (!focused || focused === document.body || !header || header.contains(focused)) return null;
    const box = focused.getBoundingClientRect();
    return {
      what: `${focused.tagName.toLowerCase()} "${(focused.textContent ?? '').trim().slice(0, 30)}"`,
      top: box.top,
      bottom: box.bottom,
      headerBottom: header.getBoundingClientRect().bottom,
      screenBottom: window.innerHeight,
    };
  });
}

/**
 * The focus ring of the focused control (a switch's drawn track for its hidden input): its width and
 * style, and the contrast of its colour with the page behind the control.
 */
function focusRing(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement;
    const drawn =
      focused.matches('.mantine-Switch-input') && focused.nextElementSibling
        ? (focused.nextElementSibling as HTMLElement)
        : focused;
    const style = getComputedStyle(drawn);
    const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const channel = (v: number) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
    };
    // The first opaque background around the control: what the ring is drawn on.
    let behind = 'rgb(255, 255, 255)';
    for (let el = drawn.parentElement; el; el = el.parentElement) {
      const background = getComputedStyle(el).backgroundColor;
      const parts = rgb(background);
      if (parts.length === 3 || (parts.length === 4 && parts[3] === 1)) {
        behind = background;
        break;
      }
    }
    const [a, b] = [luminance(rgb(style.outlineColor)), luminance(rgb(behind))];
    return {
      what: `${focused.tagName.toLowerCase()}${focused.getAttribute('type') ? `[${focused.getAttribute('type')}]` : ''}`,
      width: parseFloat(style.outlineWidth),
      style: style.outlineStyle,
      contrast: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05),
    };
  });
}

/** Gives `control` focus as a keyboard would (focus-visible), and checks its ring. */
async function expectRing(page: Page, control: Locator) {
  await control.focus();
  const ring = await focusRing(page);
  expect(ring.style, ring.what).toBe('solid');
  expect(ring.width, ring.what).toBeGreaterThanOrEqual(2);
  expect(ring.contrast, ring.what).toBeGreaterThanOrEqual(3);
}

for (const language of ['en', 'he'] as const) {
  test(`tabbing backwards, the sticky header never hides what has focus (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    await dismissBanner(page);
    await page.goto('/');
    await expectLanguage(page, language);
    const controls = page
      .locator(
        ':is(main, footer) :is(a[href], button, input, select):not([tabindex="-1"], [disabled], [type="hidden"])',
      )
      .filter({ visible: true });
    const count = await controls.count();
    expect(count).toBeGreaterThan(8);
    // Controls through the page: each one half under the header when Shift+Tab comes back to it
    // from the next. The browser sees it in the window and would not scroll, unless told where the
    // header ends.
    for (const index of [1, Math.floor(count / 3), Math.floor((2 * count) / 3), count - 2]) {
      const target = controls.nth(index);
      await target.focus();
      await page.keyboard.press('Tab');
      await expect(target).not.toBeFocused();
      await target.evaluate((element) => {
        const header = document.querySelector('body header')!.getBoundingClientRect().bottom;
        const box = element.getBoundingClientRect();
        window.scrollBy({ top: box.top - header + box.height / 2, behavior: 'instant' });
      });
      await page.keyboard.press('Shift+Tab');
      await expect(target).toBeFocused();
      const place = await focusedPlace(page);
      expect(place, 'focus is in the page').not.toBeNull();
      expect(place!.top, `${place!.what} starts below the header`).toBeGreaterThanOrEqual(
        place!.headerBottom - 0.5,
      );
      expect(place!.bottom, `${place!.what} ends on the screen`).toBeLessThanOrEqual(
        place!.screenBottom + 0.5,
      );
    }

    // And all the way back up from the page's end.
    await page.locator('footer a, footer button').last().focus();
    const hidden: string[] = [];
    for (let steps = 0; steps < 40; steps++) {
      await page.keyboard.press('Shift+Tab');
      const place = await focusedPlace(page);
      if (!place) break;
      if (place.top < place.headerBottom - 0.5 || place.bottom > place.screenBottom + 0.5) {
        hidden.push(
          `${place.what}: ${Math.round(place.top)}–${Math.round(place.bottom)}, header to ${Math.round(place.headerBottom)}`,
        );
      }
    }
    expect(hidden).toEqual([]);
  });
}

test('every kind of control shows a focus ring of 2 px or more at 3:1', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  await useLanguage(page, 'en');
  await dismissBanner(page);
  await page.goto('/login');
  await expectRing(page, page.getByRole('textbox', { name: 'Phone Number', exact: true }));
  await expectRing(page, page.getByRole('combobox').first());
  await expectRing(page, page.locator('footer a').first());
  await page.goto('/language');
  await expectRing(page, page.getByRole('radio').first());
  await page.goto('/contact');
  await expectRing(page, page.getByRole('textbox').first());
  await expectRing(page, page.getByRole('link', { name: 'Book Your Visit' }).first());

  const credentials = await keptCredentials(request, ownPhone('fitJourney', testInfo.project.name, 3));
  await startSignedInAs(page, await passwordToken(request, credentials));
  await page.goto('/notifications');
  await expectRing(page, page.getByRole('switch').first());
  await expectRing(page, page.locator('header a[href="/"]'));
});

test('a dialog closed with Escape gives focus back to its opener; once its control is gone, to the heading', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const language: Language = 'en';
  const credentials = await keptCredentials(request, ownPhone('fitJourney', testInfo.project.name, 3));
  const answer = await passwordToken(request, credentials);
  // A card of her own to remove.
  const token = await request.post('/api/api/payments/sandbox/tokens', {
    headers: auth(answer.access_token),
    data: { number: '5555555555554444', expMonth: 11, expYear: 2040, cvc: '321', postalCode: '90001' },
  });
  expect(token.status(), await token.text()).toBe(200);
  const { id } = (await token.json()) as { id: string };
  const saved = await request.put(`/api/api/users/${answer.userId}/savedcards/${id}`, {
    headers: auth(answer.access_token),
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  await useLanguage(page, language);
  await dismissBanner(page);
  await startSignedInAs(page, await passwordToken(request, credentials));
  await page.goto('/payment-methods');
  const removes = page.getByRole('button', { name: 'Remove the card ending in 4444' });
  await expect(removes.first()).toBeVisible();
  const count = await removes.count();
  const remove = removes.last();
  await remove.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: appText(language, 'paymentMethodsPage.confirmTitle') });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();

  // Removed: its row and button go; focus goes to the page's heading, not to nowhere.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: appText(language, 'paymentMethodsPage.confirm') }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(removes).toHaveCount(count - 1);
  await expect(
    page.getByRole('heading', { level: 1, name: appText(language, 'pages.paymentMethods') }),
  ).toBeFocused();
});

test('the administrator’s Add room and a night’s override give focus back on Escape', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  await openAsAdmin(page, request, testInfo.project.name, '/admin/rooms');
  const add = page.getByRole('button', { name: 'Add room' });
  await add.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add a room' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();

  await page.goto('/admin/schedule');
  const override = page.getByRole('button', { name: /^Override / }).nth(3);
  await override.focus();
  await page.keyboard.press('Enter');
  const overrideDialog = page.getByRole('dialog', { name: /^Override / });
  await expect(overrideDialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(overrideDialog).toBeHidden();
  await expect(override).toBeFocused();
});
