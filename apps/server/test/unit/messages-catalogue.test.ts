import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogueProblems, domainTextsEn } from '@tevila/domain';
import { describe, expect, it } from 'vitest';
import { serverEn } from '../../src/i18n/en.ts';
import { cardDeclinesEn } from '../../src/i18n/en/card-declines.ts';
import { staffEmailsEn } from '../../src/i18n/en/staff-emails.ts';
import { serverHe } from '../../src/i18n/he.ts';
import { cardDeclinesHe } from '../../src/i18n/he/card-declines.ts';
import { staffEmailsHe } from '../../src/i18n/he/staff-emails.ts';
import { english, msg, render } from '../../src/i18n/messages.ts';

/** Texts that are pieces of a sentence (a field, a type, a label), or that are not ours to write. */
const notSentences = new Set<string>([
  'error.unauthenticated', // docs/design.md §5: the same sentence in every language (decision 0023)
  'text.asWritten', // an administrator's or the card provider's own words
  'validation.field',
  'user.phoneRefused', // "{reason}: {phone}", the reason a Hebrew sentence of the domain
]);
const fragment = /^(validation\.(context|type)|contact\.field|night\.supply)\./;

describe("the server's message catalogue", () => {
  it('has the same keys in English and Hebrew, every English placeholder in the Hebrew text', () => {
    expect(catalogueProblems(serverEn, serverHe)).toEqual([]);
  });

  it('holds every section (en/, he/) in the one catalogue per language, and refuses a key in one language only', () => {
    for (const [en, he] of [
      [cardDeclinesEn, cardDeclinesHe],
      [staffEmailsEn, staffEmailsHe],
    ] as const) {
      expect(catalogueProblems(en, he)).toEqual([]);
      for (const key of Object.keys(en)) expect([key in serverEn, key in serverHe]).toEqual([true, true]);
    }
    const { 'staffEmail.tour.footer': _left, ...missing } = serverHe;
    expect(catalogueProblems(serverEn, missing)).toEqual(['staffEmail.tour.footer: no Hebrew text']);
  });

  it("shares no key with the domain's catalogue", () => {
    expect(Object.keys(serverEn).filter((key) => key in domainTextsEn)).toEqual([]);
  });

  it('writes every Hebrew sentence from its first word in Hebrew, so a page lays it out right to left', () => {
    for (const [key, text] of Object.entries(serverHe)) {
      if (notSentences.has(key) || fragment.test(key)) continue;
      expect(/^\p{Script=Hebrew}/u.test(text), `${key}: ${text}`).toBe(true);
    }
  });

  it('keeps the 401 sentence the same in every language', () => {
    const denied = msg('error.unauthenticated');
    expect(render(denied, 'he')).toBe('Authorization has been denied for this request.');
    expect(english(denied)).toBe('Authorization has been denied for this request.');
  });

  it('renders a domain message inside a server one, each in the same language', () => {
    const refused = msg('setting.invalidValue', { key: 'priceBath', reason: msg('setting.number') });
    expect(english(refused)).toBe('priceBath: Must be a number.');
    expect(render(refused, 'he')).toBe('ההגדרה priceBath: יש להזין מספר.');
  });
});

/** Every TypeScript source of the server and the domain, tests left out. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('no sentence in one language only', () => {
  const root = fileURLToPath(new URL('../../../../', import.meta.url));
  const files = [...sources(join(root, 'apps/server/src')), ...sources(join(root, 'packages/domain/src'))];

  it('no code writes Hebrew in place: a text in two languages is a key of a catalogue', () => {
    // The catalogues themselves, the settings' names and hints (settings/texts/) among them;
    // the words a discreet text must not hold, which are searched for, not written.
    const kept = /\/(i18n|messages|settings\/texts)\/|\/reminders\/texts\.ts$/;
    const code = /^(?!\s*(\/\/|\*|\/\*)).*\p{Script=Hebrew}/u;
    const found = files
      .filter((file) => !kept.test(file))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, i) =>
            code.test(line) ? [`${file.slice(root.length)}:${i + 1}: ${line.trim()}`] : [],
          ),
      );
    expect(found).toEqual([]);
  });

  it('no schema gives its own sentence as plain text (zod carries a message of the catalogue: schemaText)', () => {
    // { error: 'x must be text.' }, .max(10, 'Too long.'), .refine(f, 'Not a date.'): a sentence has a space.
    const plain =
      /(?:\berror:\s*|\.(?:regex|refine|min|max|length|int|email)\([^()]*,\s*)(['"`])[^'"`]*\s[^'"`]*\1/;
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          plain.test(line) ? [`${file.slice(root.length)}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });
});
