import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { dismissBanner, expectNoSeriousViolations, signIn, testPhone } from './support';

/*
 * Card payments against the real server and its sandbox provider: book and pay with a new card saved
 * to the account, pay a second booking with the saved card, a decline, and the saved cards page.
 * Each test signs in with its own number (slots 7 and 8 of its project). The two tests book different
 * time slots (the second and third of the night) so they never compete with the reserve journeys.
 */

interface Night {
  closed: boolean;
  shabbosMode: boolean;
  bookingCutoff: string | null;
}

/** Index among the six date tiles of the first bookable weeknight. */
async function bookableTile(request: APIRequestContext): Promise<number> {
  const nights = ((await (await request.get('/api/api/settings/schedule')).json()) as Night[]).slice(0, 6);
  const clock = (await (await request.get('/api/dev/clock')).json()) as { now: string };
  const now = Date.parse(clock.now);
  return nights.findIndex(
    (n) =>
      !n.closed && !n.shabbosMode && n.bookingCutoff !== null && Date.parse(n.bookingCutoff) > now + 60_000,
  );
}

/** Signed in on /reserve with the test's own number (`phoneSlot`); answers the tile of the night to book. */
async function signedInToBook(
  page: Page,
  request: APIRequestContext,
  testInfo: TestInfo,
  phoneSlot: number,
): Promise<number> {
  const tile = await bookableTile(request);
  expect(tile, 'a bookable weeknight among the next six').toBeGreaterThanOrEqual(0);
  await page.goto('/reserve');
  await signIn(page, request, testPhone(testInfo.project.name, phoneSlot));
  return tile;
}

/** From the date step to the balance view of a new shower booking at the night's `slot`-th time. */
async function toCheckout(page: Page, tile: number, slot: number) {
  await expect(page.getByRole('heading', { level: 1, name: 'Pick a Date' })).toBeVisible();
  await page.getByRole('group', { name: 'Choose a night' }).getByRole('button').nth(tile).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: 'Shower', exact: true }).check();
  await page.getByRole('radiogroup', { name: 'Time' }).getByRole('radio').nth(slot).check();
  await page.getByRole('button', { name: /^Continue/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Reservation' })).toBeVisible();
}

async function typeCard(page: Page, number: string) {
  await page.getByRole('textbox', { name: 'Card number' }).fill(number);
  await page.getByRole('textbox', { name: 'Expiry date' }).fill('12/34');
  await page.getByRole('textbox', { name: 'Security code (CVC)' }).fill('123');
  await page.getByRole('textbox', { name: 'Postal code' }).fill('90210');
}

/** The confirmation opens and closes itself; the access code shows. */
async function expectConfirmed(page: Page) {
  const confirmed = page.getByRole('dialog', { name: 'Your reservation is confirmed' });
  await expect(confirmed).toBeVisible();
  await expect(confirmed).toBeHidden({ timeout: 6_000 });
  await expect(page.getByRole('img', { name: /Access code: \d \d \d \d \d/ })).toBeVisible();
}

test.describe('Payments', () => {
  test.beforeEach(async ({ page }) => {
    await dismissBanner(page);
  });

  test('pay with 4242 4242 4242 4242 saving the card, then pay a second booking with the saved card', async ({
    page,
    request,
  }, testInfo) => {
    const tile = await signedInToBook(page, request, testInfo, 7);

    await toCheckout(page, tile, 1);
    const charge = page.getByRole('button', { name: 'Charge Card' });
    await page.getByRole('radio', { name: 'New credit card' }).check();
    await expect(page.getByText('Test payments')).toBeVisible();
    await expect(page.getByText('4242 4242 4242 4242')).toBeVisible();
    await expect(charge).toBeDisabled();
    await typeCard(page, '4242424242424242');
    await expect(page.getByRole('textbox', { name: 'Card number' })).toHaveValue('4242 4242 4242 4242');
    await expect(page.getByRole('checkbox', { name: 'Save this card for next time' })).toBeChecked();
    await expect(charge).toBeEnabled();
    await charge.click();
    await expectConfirmed(page);
    await expect(page.getByRole('main')).toContainText('$0.00');

    // A second booking: cancel this one (refunded), book again, pay with the saved card.
    await page.getByRole('button', { name: 'Cancel Reservation' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel Reservation' }).click();
    // A paid reservation shows a refund message with the contact link: refunded to the card when
    // canceled before the refund cutoff, else how to ask for it (which depends on the night chosen).
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('link', { name: 'Contact us' })).toBeVisible();
    await expect(dialog.getByRole('status')).toContainText(
      /has been refunded to your card|To ask for a refund/,
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    const createNew = page.getByRole('button', { name: 'Create New Reservation' });
    await createNew.click();
    await toCheckout(page, tile, 1);
    const saved = page.getByRole('radio', { name: 'Visa ending in 4242' });
    await expect(saved).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Card number' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Charge Card' }).click();
    await expectConfirmed(page);
    await expect(page.getByRole('main')).toContainText('$0.00');
  });

  test('a decline: "Your card was declined.", then pay later; the saved cards page adds and removes a card', async ({
    page,
    request,
  }, testInfo) => {
    const tile = await signedInToBook(page, request, testInfo, 8);

    await toCheckout(page, tile, 2);
    await page.getByRole('radio', { name: 'New credit card' }).check();
    await typeCard(page, '4000000000000002');
    await page.getByRole('button', { name: 'Charge Card' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Your reservation is confirmed' })).toHaveCount(0);
    // She is on the booking's balance view with nothing chosen: another way to pay.
    const cont = page.getByRole('button', { name: 'Continue' });
    await expect(cont).toBeDisabled();
    await page.getByRole('radio', { name: 'Pay later' }).check();
    await cont.click();
    await expect(page.getByRole('img', { name: /Access code: \d \d \d \d \d/ })).toBeVisible();

    await page.goto('/payment-methods');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Methods' })).toBeVisible();
    await expect(page.getByText('You have no saved cards.')).toBeVisible();
    await page.getByRole('button', { name: 'Add Card' }).click();
    await typeCard(page, '5555555555554444');
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Save Card' }).click();
    await expect(page.getByText('Card saved.')).toBeVisible();
    const list = page.getByRole('list', { name: 'Saved cards' });
    await expect(list).toContainText('MasterCard');
    await expect(list).toContainText('4444');
    await page.getByRole('button', { name: 'Remove the card ending in 4444' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove card' });
    await dialog.getByRole('button', { name: 'Remove Card' }).click();
    await expect(page.getByText('Card removed.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('You have no saved cards.')).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
