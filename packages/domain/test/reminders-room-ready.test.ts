import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indiscreetWords, roomReadySms } from '../src/index.ts';

describe('the room-ready text (docs/rules/the-night.md Room ready by text)', () => {
  it('says her room is ready and its number, in her language', () => {
    expect(roomReadySms({ language: 'en', roomNumber: '7' })).toBe('Your room is ready: room 7.');
    expect(roomReadySms({ language: 'he', roomNumber: '7' })).toBe('החדר שלך מוכן: חדר 7.');
  });

  it('never says what the visit is for, whatever the room is numbered (property)', () => {
    const neutral = fc
      .string({ minLength: 1, maxLength: 20 })
      .filter((n) => !indiscreetWords.some((w) => n.toLowerCase().includes(w)));
    fc.assert(
      fc.property(fc.constantFrom('en' as const, 'he' as const), neutral, (language, roomNumber) => {
        const text = roomReadySms({ language, roomNumber }).toLowerCase();
        for (const word of indiscreetWords) expect(text).not.toContain(word);
        expect(text).toContain(roomNumber.toLowerCase());
      }),
    );
  });
});
