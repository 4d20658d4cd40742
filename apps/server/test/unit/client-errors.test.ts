import { describe, expect, it } from 'vitest';
import { readRequestHead } from '../../src/http/client-errors.ts';

const bytes = (text: string) => Buffer.from(text, 'latin1');

describe('what can be read of a request its parser refused', () => {
  it('reads the path and Accept-Language of a whole head', () => {
    const head =
      'POST /api/token?x=1 HTTP/1.1\r\nHost: a\r\nACCEPT-LANGUAGE:  he-IL,he;q=0.9\r\nX: y\r\n\r\nbody';
    expect(readRequestHead(bytes(head))).toEqual({ url: '/api/token?x=1', acceptLanguage: 'he-IL,he;q=0.9' });
  });

  it('reads what is there of a head cut short, and nothing of none', () => {
    // The chunk the parser was reading when a long head ran over: the request line is long gone.
    expect(readRequestHead(bytes('aaaa\r\nAccept-Language: he\r\nX-Padding: aaa'))).toEqual({
      url: '',
      acceptLanguage: 'he',
    });
    expect(readRequestHead(bytes('GET /a HTTP/1.1\r\nX-Padding: aaa'))).toEqual({
      url: '/a',
      acceptLanguage: undefined,
    });
    expect(readRequestHead(undefined)).toEqual({ url: '', acceptLanguage: undefined });
  });
});
