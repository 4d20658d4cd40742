import { readFileSync } from 'node:fs';
import { expect, test, type Locator } from './test';
import { expectNoSeriousViolations } from './support';

/*
 * The patron's reserve journey as she lives it, on her phone, in English and in Hebrew: a declined card
 * said by the card form and corrected; the confirmation and what it leaves her (summary, access code,
 * Add to calendar); cancel and edit that say what happens to her money and her code; her list; and the
 * taps a returning patron needs from the home page to a paid reservation. Signed in through the API
 * (these journeys are not about signing in); each test has its own number and nights.
 */
import {
  text,
  money,
  sixNights,
  prices,
  signedInPatron,
  bearer,
  type Booked,
  bookThroughApi,
  payThroughApi,
  typeCard,
  expectStep,
  expectFits,
  confirmationTexts,
  shownCode,
} from './patron-journey-parts';

for (const language of ['en', 'he'] as const) {
  const t = text[language];

  test.describe(`The patron's journey (${language})`, () => {
    test('a declined card is said by the card form; she corrects it and pays; her confirmation is worth keeping', async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(60_000);
      const slot = language === 'en' ? 0 : 1;
      const { answer, e164 } = await signedInPatron(page, request, testInfo, slot, language);
      const { nights, bookable } = await sixNights(request);
      const night = bookable[0];
      expect(night, 'a bookable weeknight among the next six').toBeTruthy();
      const price = await prices(request);

      await page.goto('/reserve');
      // A new patron: straight to the date step, the first of three.
      await expect(page.getByRole('heading', { level: 1, name: t.dateTitle })).toBeVisible();
      await expectStep(page, t, 1);
      // docs/product/site-and-staff.md §9: each tile names its night as /hours does ('Motzei Shabbos' for Saturday night).
      const tiles = page.getByRole('group', { name: t.nights }).getByRole('button');
      for (const [index, n] of nights.entries())
        if (index > 0) await expect(tiles.nth(index)).toContainText(t.weekdays[n.dayOfWeek]!);
      await expectFits(page);

      await tiles.nth(night!.tile).click();
      await page.getByRole('button', { name: t.continue, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.options })).toBeVisible();
      await expectStep(page, t, 2);
      // No total before a room is chosen; the room says its price.
      await expect(page.getByRole('button', { name: t.continue, exact: true })).toBeDisabled();
      const shower = page.getByRole('radio', { name: t.shower, exact: true });
      await expect(shower).toHaveAccessibleDescription(money(price.shower));
      await shower.check();
      await page.getByRole('radiogroup', { name: t.times }).getByRole('radio').first().check();
      await expectFits(page);
      await page.getByRole('button', { name: t.continueTotal(money(price.shower)) }).click();

      await expect(page.getByRole('heading', { level: 1, name: t.payment })).toBeVisible();
      await expectStep(page, t, 3);
      await expect(page.getByRole('radio', { name: t.newCard })).toBeChecked();
      await typeCard(page, t, '4000000000000002');
      await page.getByRole('button', { name: t.chargeCard }).click();

      // The provider's sentence by the card form, announced and focused, in view.
      const failure = page.getByRole('alert').filter({ hasText: t.declined });
      await expect(failure).toBeVisible();
      await expect(failure).toBeFocused();
      await expect(failure).toBeInViewport();
      await expect(page.getByRole('dialog', { name: t.confirmed })).toHaveCount(0);
      // The form kept: the new card chosen, what she typed there but the security code.
      await expect(page.getByRole('radio', { name: t.newCard })).toBeChecked();
      await expect(page.getByRole('textbox', { name: t.number })).toHaveValue('4000 0000 0000 0002');
      await expect(page.getByRole('textbox', { name: t.expiry })).toHaveValue('12/34');
      await expect(page.getByRole('textbox', { name: t.cvc })).toHaveValue('');
      await expect(page.getByRole('button', { name: t.chargeCard })).toBeDisabled();
      await expectStep(page, t, 3);
      await expectFits(page);
      await expectNoSeriousViolations(page);
      // Her confirmation was sent once the submit had ended: one text, saying what is due.
      const mine = `/api/api/reservations/findbyuser?user=${answer.userId}&dateFrom=2019-01-01&dateTo=2100-12-31`;
      const unpaid = (await (await request.get(mine, { headers: bearer(answer) })).json()) as Booked[];
      expect(unpaid).toHaveLength(1);
      await expect
        .poll(async () => (await confirmationTexts(request, e164, unpaid[0]!.reservationCode)).length)
        .toBeGreaterThan(0);
      const dueTexts = await confirmationTexts(request, e164, unpaid[0]!.reservationCode);
      expect(dueTexts).toHaveLength(1);
      expect(dueTexts[0]!.body).toMatch(/Amount due|לתשלום/);

      // She corrects the number and types the code again: the reservation she made is paid.
      await page.getByRole('textbox', { name: t.number }).fill('4242424242424242');
      await page.getByRole('textbox', { name: t.cvc }).fill('123');
      await page.getByRole('button', { name: t.chargeCard }).click();
      const confirmed = page.getByRole('dialog', { name: t.confirmed });
      await expect(confirmed).toBeVisible();
      await expect(confirmed).toBeHidden({ timeout: 6_000 });

      // The success view: what she booked, paid, her code; focus on its heading.
      const heading = page.getByRole('main').getByRole('heading', { level: 2 }).first();
      await expect(heading).toBeFocused();
      const summary = page.getByRole('region', { name: (await heading.textContent()) ?? '' });
      await expect(summary).toContainText(t.shower);
      await expect(summary).toContainText(money(price.shower));
      await expect(summary.getByText(t.paid, { exact: true })).toBeVisible();
      await expect(page.getByRole('img', { name: t.code })).toBeVisible();
      await expect(page.getByRole('list', { name: t.steps })).toHaveCount(0);
      await expectFits(page);

      // Add to calendar: the .ics of her visit (the server's own, as her emails carry it).
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: t.addToCalendar }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('reservation.ics');
      const ics = readFileSync((await file.path())!, 'utf8');
      expect(ics).toContain('BEGIN:VCALENDAR');
      expect(ics).toMatch(/UID:\S+/);
      expect(ics).toMatch(/SEQUENCE:\d+/);
    });

    test('cancel says what becomes of her money; an edit keeps her choices, says what is paid and due, and whether her code changed; her list', async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(60_000);
      const slot = language === 'en' ? 2 : 3;
      const { answer } = await signedInPatron(page, request, testInfo, slot, language);
      const { bookable, now } = await sixNights(request);
      const price = await prices(request);
      // A night more than a day ahead (the refund cutoff, 24 hours by default), and another.
      const far = bookable.find((n) => n.openTime !== null && Date.parse(n.openTime) > now + 26 * 3_600_000);
      const other = bookable.find((n) => n.date !== far?.date);
      expect(far && other, 'two bookable nights, one more than a day ahead').toBeTruthy();
      const booked = await bookThroughApi(request, answer, far!.date);
      await payThroughApi(request, answer, booked);

      // Her one upcoming reservation opens directly.
      await page.goto('/reserve');
      await expect(page.getByRole('heading', { level: 1, name: t.payment })).toBeVisible();
      await expect(page.getByRole('img', { name: t.code })).toBeVisible();

      // Cancel says, before she confirms, where her money goes; she keeps it.
      await page.getByRole('button', { name: t.cancel }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(t.willRefund(money(price.shower)));
      await expectNoSeriousViolations(page);
      await dialog.getByRole('button', { name: t.keep }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByRole('button', { name: t.cancel })).toBeFocused();

      // Edit: everything she had chosen, her time included.
      await page.getByRole('button', { name: t.edit, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.dateTitle })).toBeVisible();
      const tiles = page.getByRole('group', { name: t.nights }).getByRole('button');
      await expect(tiles.nth(far!.tile)).toHaveAttribute('aria-pressed', 'true');
      await page.getByRole('button', { name: t.continue, exact: true }).click();
      await expect(page.getByRole('radio', { name: t.shower, exact: true })).toBeChecked();
      const times = page.getByRole('radiogroup', { name: t.times });
      await expect(times.locator(`input[value="${booked.reservationTime}"]`)).toBeChecked();
      await expect(page.getByText(t.totalAndPaid(money(price.shower), money(price.shower)))).toBeVisible();
      await expect(page.getByRole('button', { name: t.continueDifference(money(0)) })).toBeEnabled();
      await page.getByRole('checkbox', { name: t.manicure }).check();
      const total = price.shower + price.manicure;
      await expect(page.getByText(t.totalAndPaid(money(total), money(price.shower)))).toBeVisible();
      // Her time may not take the salon: the first time that does.
      if (!(await page.getByRole('button', { name: /·/ }).isEnabled()))
        await times.getByRole('radio').first().check();
      await page.getByRole('button', { name: t.continueDifference(money(price.manicure)) }).click();

      // The payment view: Total, Already paid, Difference; her saved card chosen.
      await expect(page.getByRole('heading', { level: 1, name: t.payment })).toBeVisible();
      const rows = page.getByRole('main').locator('dl').first();
      for (const [label, amount] of [
        [t.total, total],
        [t.alreadyPaid, price.shower],
        [t.difference, price.manicure],
      ] as const) {
        await expect(rows.locator('div', { has: page.getByText(label, { exact: true }) })).toContainText(
          money(amount),
        );
      }
      await expect(page.getByRole('radio', { name: t.savedVisa })).toBeChecked();
      await expectFits(page);
      await page.getByRole('button', { name: t.chargeCard }).click();
      await expect(page.getByRole('dialog', { name: t.confirmed })).toBeHidden({ timeout: 8_000 });
      // Her access code stayed what it was, and the page says so.
      await expect(page.getByRole('status').filter({ hasText: t.codeSame })).toBeVisible();
      await expect(page.getByRole('img', { name: t.code })).toHaveAttribute(
        'aria-label',
        new RegExp(booked.reservationCode.split('').join(' ')),
      );

      // A second upcoming reservation: the list, soonest first, the replaced one folded away.
      const second = await bookThroughApi(request, answer, other!.date);
      await page.goto('/reserve');
      const region = page.getByRole('region', { name: t.listHeading });
      const items = region.getByRole('listitem');
      await expect(items).toHaveCount(2);
      const order = far!.date < other!.date ? ['edited', 'second'] : ['second', 'edited'];
      const edited = items.nth(order.indexOf('edited'));
      await expect(edited).toContainText(t.shower);
      await expect(edited).toContainText(money(total));
      await expect(edited.getByText(t.paid, { exact: true })).toBeVisible();
      await expect(items.nth(order.indexOf('second'))).toContainText(t.due(money(second.balance)));
      const earlier = page.locator('details', { hasText: t.earlier });
      await expect(earlier).not.toHaveAttribute('open', '');
      await expect(earlier.getByText(t.replaced)).toBeHidden();
      await earlier.getByText(t.earlier).click();
      await expect(earlier.getByText(t.replaced)).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.setViewportSize({ width: 320, height: 844 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    });

    test('a returning patron with a saved card: from the home page to a paid reservation in at most 6 taps', async ({
      page,
      request,
    }, testInfo) => {
      const slot = language === 'en' ? 4 : 5;
      const { answer, e164 } = await signedInPatron(page, request, testInfo, slot, language);
      const { bookable } = await sixNights(request);
      expect(bookable.length, 'two bookable weeknights').toBeGreaterThan(1);
      // Her last visit: a shower with a manicure, paid with a card she saved; canceled, so nothing is
      // upcoming now.
      const last = await bookThroughApi(request, answer, bookable[1]!.date, { salonManicure: true });
      await payThroughApi(request, answer, last);
      const canceled = await request.post(`/api/api/reservations/${last.id}/status/`, {
        headers: bearer(answer),
        data: { status: 'Canceled' },
      });
      expect(canceled.status(), await canceled.text()).toBe(200);

      await page.goto('/');
      await expect(page.getByRole('main').getByRole('link', { name: t.book })).toBeVisible();
      // Every tap of the journey goes through here, and is counted.
      let taps = 0;
      const tap = async (target: Locator) => {
        taps += 1;
        await target.click();
      };

      await tap(page.getByRole('main').getByRole('link', { name: t.book }));
      await expect(page.getByRole('heading', { level: 1, name: t.dateTitle })).toBeVisible();
      await tap(page.getByRole('group', { name: t.nights }).getByRole('button').nth(bookable[0]!.tile));
      await tap(page.getByRole('button', { name: t.continue, exact: true }));
      // Her last room and extras are chosen again (she could change them).
      await expect(page.getByRole('radio', { name: t.shower, exact: true })).toBeChecked();
      await expect(page.getByRole('checkbox', { name: t.manicure })).toBeChecked();
      await tap(page.getByRole('radiogroup', { name: t.times }).getByRole('radio').first());
      await tap(page.getByRole('button', { name: new RegExp(`^${t.continue} ·`) }));
      await expect(page.getByRole('radio', { name: t.savedVisa })).toBeChecked();
      await tap(page.getByRole('button', { name: t.chargeCard }));
      await expect(page.getByRole('dialog', { name: t.confirmed })).toBeVisible();

      console.log(`Taps from the home page to a paid reservation (${language}): ${taps} (8 before)`);
      testInfo.annotations.push({ type: 'taps', description: String(taps) });
      expect(taps).toBeLessThanOrEqual(6);

      await expect(page.getByRole('dialog', { name: t.confirmed })).toBeHidden({ timeout: 6_000 });
      await expect(page.getByRole('main').getByText(t.paid, { exact: true })).toBeVisible();
      // Her confirmation, once, saying the visit is paid (the server waited for the charge).
      const code = await shownCode(page, t);
      await expect.poll(async () => (await confirmationTexts(request, e164, code)).length).toBeGreaterThan(0);
      const texts = await confirmationTexts(request, e164, code);
      expect(texts).toHaveLength(1);
      expect(texts[0]!.body).toMatch(/Paid in full\.|שולם במלואו\./);
    });
  });
}
