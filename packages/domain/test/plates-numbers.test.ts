import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_PLATES,
  joinPlates,
  normalizePlateList,
  planUserPatch,
  plateMessages,
  splitPlates,
} from '../src/index.ts';
import { english, inEnglish } from './in-english.ts';

const VALID_PLATE = /^[A-Z0-9 -]{2,10}$/;

describe('normalizePlateList', () => {
  it('takes plates one per line or joined by "|": trimmed, upper-cased, blanks and repeats dropped', () => {
    expect(normalizePlateList(' 7abc123 \n\n8xyz-99\r\n7ABC123 | 12  345 ')).toEqual({
      ok: true,
      plates: ['7ABC123', '8XYZ-99', '12 345'],
    });
    expect(normalizePlateList('')).toEqual({ ok: true, plates: [] });
    expect(normalizePlateList(' |\n| ')).toEqual({ ok: true, plates: [] });
  });

  it('refuses odd characters, naming the plate', () => {
    expect(inEnglish(normalizePlateList('7ABC123\nAB$1'))).toEqual({
      ok: false,
      message: 'License plate "AB$1" may contain only letters, numbers, spaces and hyphens.',
    });
    // A letter outside A-Z is refused as typed, before upper-casing could change it.
    expect(normalizePlateList('straße')).toEqual({ ok: false, message: plateMessages.characters('straße') });
    expect(normalizePlateList('12_34')).toMatchObject({ ok: false });
    expect(normalizePlateList('<script>')).toMatchObject({ ok: false });
  });

  it('refuses a plate shorter than 2 or longer than 10, or without a letter or digit', () => {
    expect(inEnglish(normalizePlateList('A'))).toEqual({
      ok: false,
      message: 'License plate "A" must be 2 to 10 characters long.',
    });
    expect(inEnglish(normalizePlateList('ABCDEFGHIJK'))).toEqual({
      ok: false,
      message: 'License plate "ABCDEFGHIJK" must be 2 to 10 characters long.',
    });
    expect(normalizePlateList('ABCDEFGHIJ')).toEqual({ ok: true, plates: ['ABCDEFGHIJ'] });
    expect(inEnglish(normalizePlateList('--'))).toEqual({
      ok: false,
      message: 'License plate "--" must contain a letter or a number.',
    });
  });

  it('keeps at most 5 distinct plates, and refuses very long input', () => {
    expect(normalizePlateList('A1|B2|C3|D4|E5')).toMatchObject({ ok: true });
    expect(normalizePlateList('A1|B2|C3|D4|E5|a1')).toMatchObject({ ok: true });
    expect(inEnglish(normalizePlateList('A1|B2|C3|D4|E5|F6'))).toEqual({
      ok: false,
      message: 'At most 5 license plates may be saved.',
    });
    expect(normalizePlateList('\n'.repeat(201))).toEqual({ ok: false, message: plateMessages.tooLong });
  });

  it('names a long bad plate only in part', () => {
    const result = normalizePlateList(`${'$'.repeat(150)}`);
    expect(inEnglish(result)).toEqual({
      ok: false,
      message: `License plate "${'$'.repeat(20)}…" may contain only letters, numbers, spaces and hyphens.`,
    });
  });
});

describe('stored plates', () => {
  it('joins with "|" (none is null) and splits back', () => {
    expect(joinPlates(['7ABC123', '8XYZ-99'])).toBe('7ABC123|8XYZ-99');
    expect(joinPlates([])).toBeNull();
    expect(splitPlates('7ABC123|8XYZ-99')).toEqual(['7ABC123', '8XYZ-99']);
    expect(splitPlates(' 7ABC123 || ')).toEqual(['7ABC123']);
    expect(splitPlates(null)).toEqual([]);
    expect(splitPlates(undefined)).toEqual([]);
  });

  it('applies the rules to a patch of plateNumber', () => {
    expect(planUserPatch([{ op: 'add', path: 'plateNumber', value: 'ab 12\ncd-34' }], false)).toEqual({
      ok: true,
      operations: [{ op: 'add', path: '/plateNumber', value: 'AB 12|CD-34' }],
    });
    expect(inEnglish(planUserPatch([{ op: 'add', path: 'plateNumber', value: 'AB$1' }], false))).toEqual({
      ok: false,
      message: 'License plate "AB$1" may contain only letters, numbers, spaces and hyphens.',
    });
    expect(inEnglish(planUserPatch([{ op: 'add', path: 'plateNumber', value: 12 }], false))).toEqual({
      ok: false,
      message: 'License plates must be text.',
    });
    expect(planUserPatch([{ op: 'add', path: 'plateNumber', value: null }], false)).toMatchObject({
      ok: true,
      operations: [{ value: null }],
    });
  });
});

const plateText = fc.stringMatching(/^[A-Za-z0-9 -]{0,12}$/);
const anyLine = fc.oneof(plateText, fc.string({ maxLength: 12 }), fc.constantFrom('', ' ', 'ß', '$', '\t'));

describe('plate rules (properties)', () => {
  it('the output is always valid, or the input is refused with a sentence', () => {
    fc.assert(
      fc.property(fc.array(anyLine, { maxLength: 8 }), fc.constantFrom('\n', '|', '\r\n'), (lines, sep) => {
        const result = normalizePlateList(lines.join(sep));
        if (!result.ok) {
          expect(english(result.message)).toMatch(/^(License plate|At most|License plates)/);
          return;
        }
        expect(result.plates.length).toBeLessThanOrEqual(MAX_PLATES);
        expect(new Set(result.plates).size).toBe(result.plates.length);
        for (const plate of result.plates) {
          expect(plate).toMatch(VALID_PLATE);
          expect(plate).toBe(plate.trim());
          expect(plate).not.toMatch(/ {2}/);
        }
      }),
    );
  });

  it('normalising is idempotent: the stored form reads back as itself', () => {
    fc.assert(
      fc.property(fc.array(plateText, { maxLength: 8 }), (lines) => {
        const first = normalizePlateList(lines.join('\n'));
        if (!first.ok) return;
        const stored = joinPlates(first.plates);
        const again = normalizePlateList(stored ?? '');
        expect(again).toEqual(first);
        expect(splitPlates(stored)).toEqual(first.plates);
      }),
    );
  });
});
