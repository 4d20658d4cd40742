import { describe, expect, it } from 'vitest';
import { requestLanguage } from '../../src/http/request-language.ts';

const request = (acceptLanguage?: string, account?: 'en' | 'he'): Parameters<typeof requestLanguage>[0] => ({
  headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage },
  principal: account === undefined ? null : { language: account },
});

describe("the reader's language of a request (decision 0023)", () => {
  it('falls back to her account language, then English', () => {
    expect(requestLanguage(request('he', 'en'))).toBe('he');
    expect(requestLanguage(request('en', 'he'))).toBe('en');
    expect(requestLanguage(request(undefined, 'he'))).toBe('he');
    expect(requestLanguage(request('fr', 'he'))).toBe('he');
    expect(requestLanguage(request('fr'))).toBe('en');
    expect(requestLanguage(request())).toBe('en');
  });
});
