import { describe, expect, it } from 'vitest';
import {
  catalogueProblems,
  domainEn,
  domainHe,
  domainTextsEn,
  domainTextsHe,
  indiscreetWords,
  placeholdersOf,
  readSchemaMessage,
  renderDomainMessage,
  renderWith,
  schemaMessage,
  type Catalogues,
} from '../src/index.ts';
import { msg } from '../src/messages/domain-message.ts';
import { sentEn } from '../src/messages/en/messages-sent.ts';
import { receiptEn } from '../src/messages/en/receipt.ts';
import { sentHe } from '../src/messages/he/messages-sent.ts';
import { receiptHe } from '../src/messages/he/receipt.ts';

/** Texts that are pieces of a sentence (a status's name, a duration), not sentences of their own. */
const fragment =
  /^(duration|status\.name|status\.actor|status\.an?Reservation|field\.name|role\.name|roomStatus\.name|roomType\.name|printer\.name|list)\b/;
/**
 * Texts that open with a value on purpose: the sign-in code first, so a phone's preview shows it; a
 * card's brand; someone's own words as written.
 */
const opensWithValue = new Set(['signin.codeSms', 'signin.codeSmsFrom', 'donation.card', 'text.asWritten']);

describe("the domain's message catalogue", () => {
  it('has the same keys in English and Hebrew, every English placeholder in the Hebrew text', () => {
    expect(catalogueProblems(domainEn, domainHe)).toEqual([]);
    expect(catalogueProblems(domainTextsEn, domainTextsHe)).toEqual([]);
  });

  it("joins every section (en/, he/) to the one catalogue per language, no page's part, and refuses a key in one language only", () => {
    for (const [en, he] of [
      [sentEn, sentHe],
      [receiptEn, receiptHe],
    ] as const) {
      expect(catalogueProblems(en, he)).toEqual([]);
      for (const key of Object.keys(en))
        expect([key in domainTextsEn, key in domainTextsHe, key in domainEn]).toEqual([true, true, false]);
    }
    const { 'reminder.footer': _left, ...missing } = domainTextsHe;
    expect(catalogueProblems(domainTextsEn, missing)).toEqual(['reminder.footer: no Hebrew text']);
  });

  it('sends nothing by SMS or email that says what the visit is for, in either language', () => {
    for (const text of [...Object.values(sentEn), ...Object.values(sentHe)])
      for (const word of indiscreetWords) expect(text.toLowerCase(), text).not.toContain(word);
  });

  it('finds what is wrong with a pair of catalogues', () => {
    expect(
      catalogueProblems(
        { a: 'Hello {name}.', b: 'Bye.', c: 'At {time}.' },
        { a: 'שלום.', c: 'ב־{time} {extra}.', d: 'נוסף.' },
      ),
    ).toEqual([
      'b: no Hebrew text',
      'd: no English text',
      'a: placeholders {name} in English, {} in Hebrew',
      'c: placeholders {time} in English, {extra}, {time} in Hebrew',
    ]);
  });

  it('writes every Hebrew sentence from its first word in Hebrew, so a page lays it out right to left', () => {
    for (const [key, text] of Object.entries(domainHe)) {
      if (fragment.test(key) || opensWithValue.has(key)) continue;
      // "{reservation} …" starts with a phrase of this catalogue, Hebrew in Hebrew.
      const start = text.replace(/^\{reservation\}\s*/, 'ה');
      expect(/^\p{Script=Hebrew}/u.test(start), `${key}: ${text}`).toBe(true);
    }
  });

  it('ends each English sentence as it always has, and each Hebrew one the same way', () => {
    for (const [key, english] of Object.entries(domainEn)) {
      const hebrew = domainHe[key as keyof typeof domainHe];
      expect(hebrew.endsWith('.'), `${key}: ${hebrew}`).toBe(english.endsWith('.'));
    }
  });
});

describe('rendering a message', () => {
  const catalogues: Catalogues = {
    en: { greet: 'Hello {name}, wait {wait}.', minutes: '{n} minutes', only: 'Only English.' },
    he: { greet: 'שלום {name}, המתיני {wait}.', minutes: '{n} דקות' },
  };
  const greet = { key: 'greet', params: { name: 'Dina', wait: { key: 'minutes', params: { n: 3 } } } };

  it('fills placeholders, nested messages in the same language', () => {
    expect(renderWith(catalogues, greet, 'en')).toBe('Hello Dina, wait 3 minutes.');
    expect(renderWith(catalogues, greet, 'he')).toBe('שלום Dina, המתיני 3 דקות.');
  });

  it('falls back to English, then to the key, and leaves an unknown placeholder as written', () => {
    expect(renderWith(catalogues, { key: 'only', params: {} }, 'he')).toBe('Only English.');
    expect(renderWith(catalogues, { key: 'nowhere', params: {} }, 'he')).toBe('nowhere');
    expect(renderWith(catalogues, { key: 'greet', params: { name: 'Dina' } }, 'en')).toBe(
      'Hello Dina, wait {wait}.',
    );
  });

  it('renders the domain rules in both languages', () => {
    const wait = msg('signin.tooManyToPhone', { wait: msg('duration.minutes', { n: 10 }) });
    expect(renderDomainMessage(wait, 'en')).toBe(
      'Too many codes were sent to this number. Please try again in 10 minutes.',
    );
    expect(renderDomainMessage(wait, 'he')).toBe('נשלחו יותר מדי קודים למספר הזה. אנא נסי שוב בעוד 10 דקות.');
  });

  it('sees braces around anything but a plain name as text', () => {
    expect(placeholdersOf(domainEn['patch.shape'])).toEqual([]);
    expect(placeholdersOf('{a} and {b} and {a}')).toEqual(['a', 'b']);
  });

  it("carries a schema's own sentence through zod's text and back", () => {
    const m = msg('value.atMostChars', { max: 200 });
    expect(readSchemaMessage(schemaMessage(m))).toEqual(m);
    expect(readSchemaMessage('Must be at most 200 characters.')).toBeNull();
    expect(readSchemaMessage('i18n:{not json')).toBeNull();
    expect(readSchemaMessage('i18n:{"key":1}')).toBeNull();
  });
});
