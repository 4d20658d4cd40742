import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from './test';

/** axe-core itself, as AxeBuilder would read it. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * What AxeBuilder evaluates in each frame before a run, in place of axe's 564 kB: it would send and
 * evaluate axe twice per check (once per page, once per frame), and a page is often checked several
 * times (its dialogs). axe is put into each frame once instead (withAxe), and stays until the page
 * navigates.
 */
const AXE_IN_EVERY_FRAME = '/* axe-core is in every frame already: e2e/axe.ts */';

/** AxeBuilder for the page, with axe put once into each of its frames that lacks it. */
async function withAxe(page: Page): Promise<AxeBuilder> {
  for (const frame of page.frames()) {
    const present = await frame.evaluate(() => 'axe' in window).catch(() => true);
    if (!present) await frame.evaluate(axeSource);
  }
  return new AxeBuilder({ page, axeSource: AXE_IN_EVERY_FRAME });
}

/* axe in the page, and the stillness it waits for: the accessibility checks every journey runs. */

/**
 * Waits until no transition runs. A dialog fading in is half transparent: its contrast is judged once
 * every transition has ended. Still for a quarter of a second, not just now: a transition may start a
 * frame after the dialog.
 */
export async function waitUntilStill(page: Page) {
  await expect
    .poll(() =>
      page
        .evaluate(async () => {
          const still = () => document.getAnimations().every((a) => a.playState !== 'running');
          if (!still()) return false;
          await new Promise((resolve) => setTimeout(resolve, 250));
          return still();
        })
        // A navigation under way ends the document the check ran in: not still yet, look again.
        .catch((err: unknown) => {
          if (err instanceof Error && err.message.includes('Execution context was destroyed')) return false;
          throw err;
        }),
    )
    .toBe(true);
}

/** Fails with the rule ids and targets of every serious or critical accessibility violation on the page. */
export async function expectNoSeriousViolations(page: Page, within?: string) {
  await waitUntilStill(page);
  // In the page (legacy mode), violations only: half the time of axe's default (see axeViolations).
  const builder = (await withAxe(page)).setLegacyMode().options({ resultTypes: ['violations'] });
  const { violations } = await (within ? builder.include(within) : builder).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * Every accessibility violation axe finds, of any impact (minor ones too), on the page or within a
 * part of it, one line each ("where: rule (impact): targets"): axe's rules of WCAG 2.2 A and AA and its
 * best practices, plus its check that a control's accessible name contains the words it shows (WCAG
 * 2.5.3), which axe leaves off by default.
 */
export async function axeViolations(
  page: Page,
  where: string,
  within?: string,
  /** Parts left out: repeats of a part already checked. */
  exclude?: string | string[],
): Promise<string[]> {
  await waitUntilStill(page);
  // axe run in the page itself (legacy mode) and asked for violations only: half the time of the
  // default, which finishes each run in a page of its own. The site embeds no other origin's frame
  // unless asked (the contact page's map), so nothing is left unchecked.
  const builder = (await withAxe(page))
    .setLegacyMode()
    .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } });
  if (within) builder.include(within);
  for (const part of typeof exclude === 'string' ? [exclude] : (exclude ?? [])) builder.exclude(part);
  const { violations } = await builder.analyze();
  return violations.map(
    (v) =>
      `${where}: ${v.id} (${v.impact ?? 'unrated'}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/** Fails with every accessibility violation of any impact on the page (see axeViolations). */
export async function expectNoViolations(page: Page, where: string, within?: string) {
  expect(await axeViolations(page, where, within)).toEqual([]);
}
