import { expect, test } from './test';
import { dismissBanner, useLanguage } from './support';

/*
 * What the first patron page costs on the wire, as the browser receives it: every script, stylesheet
 * and the page itself compressed, none of the staff screens, and at most 151 kB of JavaScript (kB of
 * 1000 bytes; 150.2 kB measured in Hebrew). Bytes are deterministic for a build,
 * so this runs in CI; times are measured in bench/ instead.
 */
// 151 kB (decision 0055): the pilot's screens added a few hundred bytes to what the entry lists for
// its lazy pages; the page's own texts are to move out of the site's before it goes back to 150.
const SCRIPT_BUDGET = 151_000;
const STAFF_CHUNKS =
  /(night|board|plates|settings|schedule|rooms|users|user|payments-report)-page|admin|staff/;

for (const language of ['en', 'he'] as const) {
  test(`the home page sends its JavaScript within budget, compressed, and no staff screen (${language})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'selectedLanguage', value: language, url: baseURL! }]);
    await useLanguage(page, language);
    await dismissBanner(page);
    const responses: { url: string; type: string; encoding: string | undefined; bytes: Promise<number> }[] =
      [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (!['script', 'stylesheet', 'document'].includes(type)) return;
      responses.push({
        url: response.url(),
        type,
        encoding: response.headers()['content-encoding'],
        bytes: response
          .request()
          .sizes()
          .then((sizes) => sizes.responseBodySize),
      });
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.locator('main h1')).toBeVisible();

    const scripts = responses.filter((r) => r.type === 'script');
    const sizes = await Promise.all(scripts.map((r) => r.bytes));
    const total = sizes.reduce((sum, bytes) => sum + bytes, 0);
    const listing = scripts
      .map((r, i) => `${new URL(r.url).pathname} ${sizes[i]} ${r.encoding ?? 'plain'}`)
      .join('\n');
    expect(total, listing).toBeLessThanOrEqual(SCRIPT_BUDGET);
    expect(
      scripts.filter((r) => STAFF_CHUNKS.test(new URL(r.url).pathname)),
      listing,
    ).toEqual([]);
    // Everything that compresses comes compressed (a file too small to gain is sent as it is).
    const all = await Promise.all(
      responses.map(async (r) => ({ url: r.url, encoding: r.encoding, size: await r.bytes })),
    );
    for (const r of all) if (r.size > 1024) expect(r.encoding, `${r.url} (${r.size} bytes)`).toBe('br');
  });
}
