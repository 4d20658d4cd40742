import { describe, expect, it } from 'vitest';
import { startLanguage } from './language';

describe('the language a page starts in', () => {
  it('keeps her own choice, whatever the page or her phone says', () => {
    expect(startLanguage('en', 'he', ['he-IL'])).toBe('en');
    expect(startLanguage('he', 'en', ['en-US'])).toBe('he');
  });

  it('takes the language the server drew the page in when she never chose', () => {
    expect(startLanguage(null, 'he', ['en-US'])).toBe('he');
    expect(startLanguage(null, 'en', ['he-IL'])).toBe('en');
  });

  it("reads her phone's languages when the server could not draw the page", () => {
    expect(startLanguage(null, null, ['he-IL', 'en-US'])).toBe('he');
    expect(startLanguage(null, null, ['ru-RU', 'he'])).toBe('he');
    expect(startLanguage(null, null, ['en-GB', 'he-IL'])).toBe('en');
    expect(startLanguage(null, null, ['fr-FR'])).toBe('en');
    expect(startLanguage(null, null, [])).toBe('en');
  });
});
