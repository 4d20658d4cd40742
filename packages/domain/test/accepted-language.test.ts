import { describe, expect, it } from 'vitest';
import { acceptedLanguage } from '../src/messages/accepted-language.ts';

// One rule for the server (Accept-Language) and the browser (navigator.languages, when the page could
// not be drawn on the server and she never chose a language).
describe('the language a phone asks for', () => {
  it('takes the heaviest of English and Hebrew that Accept-Language names', () => {
    expect(acceptedLanguage('he')).toBe('he');
    expect(acceptedLanguage('he-IL,he;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('he');
    expect(acceptedLanguage('en-US,en;q=0.9,he;q=0.8')).toBe('en');
    expect(acceptedLanguage('fr-FR,fr;q=0.9,he;q=0.5,en;q=0.4')).toBe('he');
    expect(acceptedLanguage('en;q=0.5, he;q=0.6')).toBe('he');
    // Hebrew's old code, any case, spaces around.
    expect(acceptedLanguage(' IW ')).toBe('he');
    expect(acceptedLanguage(['fr', 'he-IL'])).toBe('he');
  });

  it('reads q=0 as "not this one", a tie as the first named, and nothing it does not speak as none', () => {
    expect(acceptedLanguage('he;q=0, en;q=0.1')).toBe('en');
    expect(acceptedLanguage('he, en')).toBe('he');
    expect(acceptedLanguage('en, he')).toBe('en');
    expect(acceptedLanguage('fr-FR, de')).toBeNull();
    expect(acceptedLanguage('*')).toBeNull();
    expect(acceptedLanguage('')).toBeNull();
    expect(acceptedLanguage(undefined)).toBeNull();
    // A weight that is not one is ignored; one above 1 is not a weight at all.
    expect(acceptedLanguage('he;q=abc, en;q=0.5')).toBe('he');
    expect(acceptedLanguage('he;q=2')).toBeNull();
  });

  it("reads a browser's list of languages, first preferred first", () => {
    expect(acceptedLanguage(['he-IL', 'en-US'])).toBe('he');
    expect(acceptedLanguage(['en-GB', 'he'])).toBe('en');
    expect(acceptedLanguage(['ru-RU', 'he'])).toBe('he');
    expect(acceptedLanguage([])).toBeNull();
  });
});
