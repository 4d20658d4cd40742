import type { Page } from './test';

/*
 * Does a page fit every phone from 320 px? At 320, 360 and 390 CSS px wide: the page does not scroll
 * sideways (a wide table scrolls inside its own frame), the facility's name in the header (on a
 * device's page, above its heading) is whole (no ellipsis), every control is at least 24 × 24 px
 * (WCAG 2.5.8; a link inside a sentence excepted) and, on a visitor's or a patron's page, the buttons
 * and fields she uses are 44 px tall (WCAG 2.5.5).
 */

export const widths = [320, 360, 390] as const;

interface Fit {
  /** The page's width against the screen's: more means the page scrolls sideways. */
  pageWidth: number;
  /** The header's name, whole or cut. */
  brand: { scrollWidth: number; clientWidth: number } | null;
  /** Controls under 24 px, and (where asked) the patron's controls under 44 px. */
  small: string[];
  short: string[];
}

/** Measures the page as it is laid out now. */
export function measure(page: Page, patronControls: boolean): Promise<Fit> {
  return page.evaluate((checkPatron) => {
    const describe = (el: Element, box: DOMRect) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`;
    const rendered = (el: Element) => {
      const style = getComputedStyle(el);
      return style.visibility !== 'hidden' && el.getClientRects().length > 0;
    };
    // A field hidden behind the label that draws it (a file picker) is the size of that label.
    const touchBox = (el: Element) => {
      const box = el.getBoundingClientRect();
      const label =
        el.closest('label') ?? (el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null);
      if (label && (box.width <= 1 || box.height <= 1 || getComputedStyle(el).opacity === '0')) {
        return label.getBoundingClientRect();
      }
      return box;
    };
    const controls = document.querySelectorAll(
      'header a[href], header button, main a[href], main button, main input:not([type="hidden"]), main select, main textarea, main [role="button"], main [role="switch"], main [role="tab"], footer a[href], footer button',
    );
    const small: string[] = [];
    for (const el of controls) {
      if (!rendered(el) || el.closest('[aria-hidden="true"], [inert]')) continue;
      // WCAG 2.5.8's exception: a link inside a sentence keeps the line's height.
      if (el.tagName === 'A' && getComputedStyle(el).display === 'inline') continue;
      const box = touchBox(el);
      if (box.width < 24 - 0.5 || box.height < 24 - 0.5) small.push(describe(el, box));
    }
    const short: string[] = [];
    if (checkPatron) {
      const patronOnes = document.querySelectorAll(
        'header button, header a.mantine-Button-root, header a[class*="button"], main .mantine-Button-root, main .mantine-Input-input, main select',
      );
      for (const el of patronOnes) {
        if (!rendered(el)) continue;
        const box = el.getBoundingClientRect();
        if (box.height < 44 - 0.5 || box.width < 44 - 0.5) short.push(describe(el, box));
      }
    }
    // The site's header; on a device's page (the kiosk, a room's tablet), the line that heads its main.
    const name = document.querySelector('header a[href="/"] span, main > p:first-child > span');
    return {
      pageWidth: document.scrollingElement!.scrollWidth,
      brand: name ? { scrollWidth: name.scrollWidth, clientWidth: name.clientWidth } : null,
      small,
      short,
    };
  }, patronControls);
}

/**
 * The problems of the page as it is loaded now, measured at each width (one line each); the
 * viewport is left at the last width.
 */
export async function fitProblems(page: Page, path: string, patronControls: boolean): Promise<string[]> {
  const problems: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const fit = await measure(page, patronControls);
    const where = `${path} at ${width} px`;
    if (fit.pageWidth > width) problems.push(`${where}: the page is ${fit.pageWidth} px wide`);
    if (!fit.brand) problems.push(`${where}: no facility name in the header`);
    else if (fit.brand.scrollWidth > fit.brand.clientWidth)
      problems.push(`${where}: the facility's name is cut`);
    for (const control of fit.small) problems.push(`${where}: under 24 px: ${control}`);
    for (const control of fit.short) problems.push(`${where}: under 44 px: ${control}`);
  }
  return problems;
}
