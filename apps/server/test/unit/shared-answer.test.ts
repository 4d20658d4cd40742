import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SharedAnswer, ifNoneMatchHits } from '../../src/changes/shared-answer.ts';

describe('SharedAnswer (decision 0015)', () => {
  const answer = SharedAnswer.of(z.array(z.object({ key: z.string() })), [{ key: 'a' }]);
  const tag = answer.etag();

  it('writes the body once, shaped by the schema, with a strong ETag per encoding', () => {
    const shaped = SharedAnswer.of(z.object({ key: z.string() }), { key: 'a', extra: 1 } as { key: string });
    expect(shaped.body).toBe('{"key":"a"}');
    expect(tag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(new SharedAnswer(answer.body).etag()).toBe(tag);
    expect(new SharedAnswer('[{"key":"b"}]').etag()).not.toBe(tag);
    expect(answer.etag('gzip')).toBe(`${tag.slice(0, -1)}-gzip"`);
    expect(answer.etag('br')).toBe(`${tag.slice(0, -1)}-br"`);
    expect(answer.bytes('br')).toBe(answer.bytes('br'));
  });

  it('matches If-None-Match weakly, in lists, and "*"', () => {
    for (const header of [
      tag,
      `W/${tag}`,
      `"a", ${tag}`,
      ` ,"a",, W/${answer.etag('gzip')} , `,
      answer.etag('br'),
      '*',
      ' * ',
      `"a,b", ${tag}`,
    ])
      expect(ifNoneMatchHits(header, answer), header).toBe(true);
  });

  it('ignores a missing, other or malformed If-None-Match', () => {
    for (const header of [
      undefined,
      '',
      '"a"',
      tag.slice(1, -1),
      `w/${tag}`,
      `W/ ${tag}`,
      `${tag} ${tag}`,
      `${tag};`,
      `*, ${tag}`,
      `"a"b, ${tag}`,
      `"${tag}`,
      `${tag.slice(0, -1)}-deflate"`,
      `${tag.slice(0, -1)}x"`,
      '"\u0000"',
    ])
      expect(ifNoneMatchHits(header, answer), String(header)).toBe(false);
  });
});
